// Hostile traffic, part one: a flood of unique URLs against the render
// cache while a visitor reads a cached page (scripts/bench-hostile.ts runs it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchSite,
  cpuMs,
  mb,
  percentile,
  rssKb,
  SERVER_NODE_OPTIONS,
  sleep,
  timedRequest,
  UA,
  visitor,
} from './measure';

// The flood generator runs at a lower CPU priority (nice 10;
// BENCH_GENERATOR_NICE=0 runs it as the server's equal). On a 2-core
// machine the generator, the second client and the server share the cores,
// and at equal priority the scheduler now and then keeps the server off a
// core for tens of ms while the generator runs (a CPU profile showed gaps of
// up to 53 ms). An attacker's traffic comes from other machines and takes
// no CPU from the server.
const GENERATOR_NICE = Number(process.env.BENCH_GENERATOR_NICE ?? 10);

/** The flood's figures the bench prints, from autocannon in this process or in the generator's. */
type FloodResult = Pick<autocannon.Result, 'duration' | 'non2xx' | 'errors' | 'statusCodeStats'> & {
  requests: { total: number; average: number };
};

/**
 * The flood from a process of its own (scripts/bench/flood-generator.mjs):
 * `onStart` runs when it starts sending, so the second client measures the
 * flood, not the generator's start-up.
 */
function floodFromChild(
  options: { url: string; amount: number; maxS: number; ua: string },
  onStart: () => void,
): Promise<FloodResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.resolve('scripts/bench/flood-generator.mjs'), JSON.stringify(options)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (GENERATOR_NICE) setPriority(child.pid!, GENERATOR_NICE);
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!out.includes('go\n') && (out + chunk).includes('go\n')) onStart();
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`the flood generator exited with ${code}`));
      else resolve(JSON.parse(last) as FloodResult);
    });
  });
}

/** 10,000 unique query strings on `/` (CACHE_FLOOD_N), 50 connections, a second client on the cached `/`. */
export async function cacheFlood() {
  const amount = Number(process.env.BENCH_FLOOD_N ?? 10_000);
  const data = mkdtempSync(path.join(tmpdir(), 'bench-flood-'));
  const site = await benchSite({ DATA_DIR: data });
  const started = rssKb(site.proc.pid!);
  // Warm `/` so it is cached (and compressed, whenever the cache does that),
  // and the server's code paths and heap sizes with a short burst of the
  // same kind of traffic, so the figure is the flood's, not the warm-up's.
  for (let i = 0; i < 5; i++) await timedRequest(`${site.url}/`);
  await autocannon({
    url: site.url,
    connections: 50,
    amount: 1000,
    headers: { 'user-agent': UA },
    requests: [{ setupRequest: (req) => ({ ...req, path: `/?warm=${Math.random()}` }) }],
  });
  await sleep(500);
  const quiet = visitor(`${site.url}/`);
  await sleep(2_000);
  const baseline = await quiet.stop();
  const before = rssKb(site.proc.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(site.proc.pid!))), 200);
  const maxS = Number(process.env.BENCH_FLOOD_MAX_S ?? 180);
  const inProcess = process.env.BENCH_FLOOD_GENERATOR === 'in-process';
  const cpuBefore = cpuMs(site.proc.pid!);
  let second: ReturnType<typeof visitor> | undefined;
  let result: FloodResult;
  if (inProcess) {
    // BENCH_FLOOD_GENERATOR=in-process: autocannon in this process, sharing the second client's event loop.
    second = visitor(`${site.url}/`);
    let n = 0;
    result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: site.url,
          connections: 50,
          amount,
          headers: { 'user-agent': UA, 'accept-encoding': 'br, gzip' },
          requests: [{ setupRequest: (req) => ({ ...req, path: `/?q=${n++}` }) }],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      setTimeout(() => instance.stop(), maxS * 1000).unref();
    });
  } else {
    result = await floodFromChild({ url: site.url, amount, maxS, ua: UA }, () => (second = visitor(`${site.url}/`)));
  }
  const during = await second!.stop();
  const cpu = cpuMs(site.proc.pid!) - cpuBefore;
  clearInterval(sampler);
  const after = rssKb(site.proc.pid!);
  const later = visitor(`${site.url}/`);
  await sleep(2_000);
  const afterFlood = await later.stop();
  console.log(
    `\nHostile: ${amount} unique /?q=N at 50 connections (autocannon ${inProcess ? 'in the bench process, beside the second client (BENCH_FLOOD_GENERATOR=in-process)' : `in a process of its own, at nice ${GENERATOR_NICE}`}), a second client reading / (cached) meanwhile; server run with ${SERVER_NODE_OPTIONS} as npm start does`,
  );
  console.log(
    `flood: ${result.requests.total} requests in ${result.duration.toFixed(0)} s${result.duration >= maxS ? ` (stopped after BENCH_FLOOD_MAX_S=${maxS})` : ''}, ${result.requests.average.toFixed(0)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors; statuses ${JSON.stringify(result.statusCodeStats)}; server CPU ${(cpu / Math.max(1, result.requests.total)).toFixed(3)} ms a request (the second client's included)`,
  );
  console.log(
    `site RSS ${mb(started)} MB at start, ${mb(before)} MB after a warm-up of 1,000 such requests, ${mb(after)} MB after the flood (peak ${mb(peak)}): the flood grew it ${mb(after - before)} MB, peak +${mb(peak - before)} MB (target < 60)`,
  );
  console.log(
    `second client on /: before p50 ${percentile(baseline.times, 50).toFixed(2)} ms p99 ${percentile(baseline.times, 99).toFixed(2)} ms; during the flood p50 ${percentile(during.times, 50).toFixed(2)} ms p99 ${percentile(during.times, 99).toFixed(2)} ms over ${during.times.length} requests, ${during.failures} failed (target p99 < 20); after p50 ${percentile(afterFlood.times, 50).toFixed(2)} ms`,
  );
  await site.stop();
  rmSync(data, { recursive: true, force: true });
}

/** The i-th of the flood's client addresses: half IPv4, half IPv6 each in a /64 of its own (the worst case for the table). */
export function floodAddress(i: number): string {
  return i % 2
    ? `${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}.${(i >>> 24) | 1}`
    : `2001:db8:${(i >>> 16).toString(16)}:${(i & 0xffff).toString(16)}:1:2:3:${i % 7}`;
}
