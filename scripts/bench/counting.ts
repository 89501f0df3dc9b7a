// What the owner's counts cost a cached page (server/stats/), two ways in
// one run:
//  - per answer, in process: the count of a view (isbot's verdict, the
//    visitor's hash, a Map increment, two sketch registers, the referrer's
//    host), of a robot's page and of a prefetch, in µs, over many calls from
//    1,000 visitors, and from a User-Agent never seen before on every call
//    (isbot's pattern each time: the most a visitor's input can cost);
//  - over HTTP: a cached page from the built site with counts on and off
//    (the PAGE_COUNTS limit), in turns (on, off, on, off) so a shared
//    host's drift falls on both: req/s and the ratio.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { pageCounts } from '../../server/stats/page-views';
import { benchSite, UA } from './measure';

const CALLS = 200_000;

function perCall(label: string, make: (i: number) => IncomingMessage, distinct = 1000) {
  const counts = pageCounts({ secret: randomBytes(32), siteUrl: 'https://www.example.com', trustProxy: 0 });
  const res = { statusCode: 200 } as ServerResponse;
  const reqs = Array.from({ length: distinct }, (_, i) => make(i));
  for (let i = 0; i < 20_000; i++) counts.seen(reqs[i % distinct]!, res, true);
  const start = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) counts.seen(reqs[i % distinct]!, res, true);
  const us = Number(process.hrtime.bigint() - start) / 1e3 / CALLS;
  console.log(`${label.padEnd(52)} ${us.toFixed(2)} µs a page`);
}

const fakeRequest = (headers: Record<string, string>, address: string) =>
  ({ method: 'GET', url: '/blog/1', headers, socket: { remoteAddress: address } }) as unknown as IncomingMessage;

export async function countingBench(options: { duration: number; connections: number; page: string }) {
  console.log(`\nCounts: the cost of counting a page (${CALLS.toLocaleString('en')} calls, 1,000 distinct visitors)`);
  perCall('a view (browser, own address, from another site)', (i) =>
    fakeRequest(
      { 'user-agent': `${UA} v/${i}`, referer: 'https://news.example.org/story' },
      `10.0.${i >> 8}.${i & 255}`,
    ),
  );
  perCall(
    'a view, a User-Agent never seen before each time',
    (i) => fakeRequest({ 'user-agent': `${UA} v/${i}` }, `10.0.${(i >> 8) & 255}.${i & 255}`),
    20_000,
  );
  perCall('a prefetch', (i) =>
    fakeRequest({ 'user-agent': `${UA} v/${i}`, 'sec-purpose': 'prefetch;prerender' }, `10.0.${i >> 8}.${i & 255}`),
  );
  perCall('a robot (not counted)', (i) =>
    fakeRequest(
      { 'user-agent': `Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) ${i}` },
      '10.1.0.1',
    ),
  );

  const on = await benchSite({});
  const off = await benchSite({}, { PAGE_COUNTS: false });
  try {
    const load = async (base: string) =>
      (
        await autocannon({
          url: base + options.page,
          connections: options.connections,
          duration: options.duration,
          headers: { 'user-agent': UA, 'accept-encoding': 'gzip' },
        })
      ).requests.average;
    for (const s of [on, off]) await load(s.url); // warm: the page is cached and compressed
    const rps = { on: [] as number[], off: [] as number[] };
    for (let turn = 0; turn < 2; turn++) {
      rps.on.push(await load(on.url));
      rps.off.push(await load(off.url));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `cached ${options.page} over HTTP, two turns of ${options.duration} s at ${options.connections} connections: counted ${mean(rps.on).toFixed(0)} req/s, not counted ${mean(rps.off).toFixed(0)} req/s | counted/not ${(mean(rps.on) / mean(rps.off)).toFixed(2)}`,
    );
  } finally {
    await on.stop();
    await off.stop();
  }
}
