// Hostile traffic: sockets that never finish their headers, and a soak of
// mixed pages, files and form posts (scripts/bench-hostile.ts runs them).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pdfOfSize } from '../fixtures/files';
import { benchSite, mb, percentile, rssKb, sleep, UA, visitor } from './measure';

/** 2,000 sockets (BENCH_IDLE_N) that send half a request and stall; a normal visitor meanwhile. */
export async function idleSockets() {
  const count = Number(process.env.BENCH_IDLE_N ?? 2_000);
  const waitS = Number(process.env.BENCH_IDLE_WAIT_S ?? 100);
  const data = mkdtempSync(path.join(tmpdir(), 'bench-idle-'));
  const site = await benchSite({ DATA_DIR: data });
  const { port } = new URL(site.url);
  const start = Date.now();
  let open = 0;
  let refused = 0;
  const closedAt: number[] = [];
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const s = connect(Number(port), '127.0.0.1');
    s.on('connect', () => {
      open += 1;
      s.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\n`);
    });
    s.on('data', () => undefined);
    s.on('error', () => (refused += 1));
    s.on('close', () => closedAt.push(Date.now() - start));
    sockets.push(s);
    if (i % 200 === 199) await sleep(20);
  }
  const normal = visitor(`${site.url}/`, 250);
  while (closedAt.length < count && Date.now() - start < waitS * 1000) await sleep(250);
  const seen = await normal.stop();
  for (const s of sockets) s.destroy();
  const all = closedAt.length >= count;
  console.log(`\nHostile: ${count} sockets that never finish their headers; a normal visitor reads / every 250 ms`);
  console.log(
    `${open} connected; ${all ? `all closed by the server within ${(Math.max(...closedAt) / 1000).toFixed(1)} s` : `${closedAt.length} closed after ${waitS} s (gave up waiting)`} (target < 20 s); ${refused} socket errors`,
  );
  console.log(
    `normal visitor meanwhile: ${seen.times.length} answered, ${seen.failures} failed, p50 ${percentile(seen.times, 50).toFixed(2)} ms, p99 ${percentile(seen.times, 99).toFixed(2)} ms`,
  );
  await site.stop();
  rmSync(data, { recursive: true, force: true });
}

const SOAK_PDF = pdfOfSize(2000);

function multipartApply(i: number): { body: Buffer; type: string } {
  const boundary = `----bench${i}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  // A real one-page PDF: the server parses every CV and refuses a bare catalog.
  const pdf = SOAK_PDF;
  const head =
    field('jobId', 'data-scientist') +
    field('name', `Soak ${i}`) +
    field('email', `soak${i}@example.org`) +
    field('phone', '+237 600 000 000') +
    field('coverLetter', 'A soak test application.') +
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A soak of BENCH_SOAK_S seconds (default 60) at 50 connections: pages,
 * static files and the three form posts (log mode) mixed. The forms are
 * posted as JSON (contact, newsletter) and multipart with a small PDF
 * (apply), as a script would, without the time-trap field: answers 201 and
 * 303 count as success (a post judged spam gets the same answer; contact
 * messages and applications then go to the bounded spam quarantine).
 */
export async function soak() {
  const seconds = Number(process.env.BENCH_SOAK_S ?? 60);
  const warmS = Math.min(10, Math.max(1, Math.round(seconds / 6)));
  const data = mkdtempSync(path.join(tmpdir(), 'bench-soak-'));
  // TRUST_PROXY: each application comes from an address of its own, as a
  // crowd's do (one client has one upload at a time).
  const site = await benchSite({ DATA_DIR: data, TRUST_PROXY: '1' });
  const index = readFileSync('dist/client/index.html', 'utf8');
  const assets = [...index.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const pages = [
    '/',
    '/about',
    '/services',
    '/services/chatbot-solutions',
    '/projects',
    '/blog',
    '/blog/1',
    '/careers',
    '/contact',
    '/faq',
    '/blog?tag=AI',
    '/projects?page=2',
  ];
  const statics = [...assets, '/favicon.svg', '/robots.txt', '/sitemap.xml'];
  // The posts are a crowd of real visitors: each carries the time-trap
  // cookie a page view hands out, so they are delivered, not quarantined.
  const visited = await fetch(`${site.url}/contact`, { headers: { accept: 'text/html', 'user-agent': UA } });
  const cookie = (visited.headers.get('set-cookie') ?? '').split(';')[0]!;
  let n = 0;
  const json = (p: string, body: object) => ({
    method: 'POST' as const,
    path: p,
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const mix = (i: number) => {
    const k = i % 20;
    if (k === 0)
      return json('/api/contact', {
        name: `Soak ${i}`,
        email: `soak${i}@example.org`,
        service: 'Other',
        message: 'A soak test message.',
      });
    if (k === 1) return json('/api/newsletter', { email: `soak${i}@example.org` });
    if (k === 2) {
      const m = multipartApply(i);
      return {
        method: 'POST' as const,
        path: '/api/apply',
        headers: {
          'content-type': m.type,
          accept: 'application/json',
          cookie,
          'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}`,
        },
        body: m.body,
      };
    }
    if (k < 12) return { method: 'GET' as const, path: pages[i % pages.length]!, headers: {}, body: undefined };
    return { method: 'GET' as const, path: statics[i % statics.length]!, headers: {}, body: undefined };
  };
  const statuses: Record<string, number> = {};
  const samples: number[] = [];
  const pid = site.proc.pid!;
  const sampler = setInterval(() => samples.push(rssKb(pid)), 1000);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: site.url,
        connections: 50,
        duration: seconds,
        headers: { 'user-agent': UA, 'accept-encoding': 'br, gzip' },
        requests: [{ setupRequest: (req) => ({ ...req, ...mix(n++) }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
  });
  clearInterval(sampler);
  const warm = samples[warmS - 1] ?? samples[0]!;
  const end = rssKb(pid);
  const fivexx = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 500)
    .reduce((a, [, c]) => a + c, 0);
  const bad = Object.entries(statuses).filter(([s]) => !/^(200|201|303|304)$/.test(s));
  console.log(
    `\nHostile: soak of ${seconds} s at 50 connections (pages 50%, static 40%, contact/newsletter/apply 5% each, log mail mode)`,
  );
  console.log(
    `${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${result.errors} errors, ${result.timeouts} timeouts, ${fivexx} 5xx (target 0); statuses ${JSON.stringify(statuses)}${bad.length ? ' <- unexpected' : ''}`,
  );
  console.log(
    `site RSS ${mb(samples[0] ?? end)} MB at start, ${mb(warm)} MB after ${warmS} s warm-up, ${mb(end)} MB at the end: ${(((end - warm) / warm) * 100).toFixed(1)}% growth after warm-up (target < 20%)`,
  );
  await site.stop();
  rmSync(data, { recursive: true, force: true });
}
