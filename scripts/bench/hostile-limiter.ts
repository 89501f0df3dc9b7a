// Hostile traffic: the rate limiter's memory under 600k client addresses
// (scripts/bench-hostile.ts runs it).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { floodAddress } from './hostile-flood';
import type { Limits } from '../../server/limits';
import { benchSite, mb, rssKb, sleep, SERVER_NODE_OPTIONS, UA } from './measure';

/** Where a process's memory is, from the bench-only probe (scripts/bench/mem-probe.mjs) preloaded into the server. */
interface MemSnapshot {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  spaces: Record<string, { size: number; used: number; physical: number }>;
}

const PROBE = path.resolve('scripts/bench/mem-probe.mjs');

/** Asks the probe for a snapshot (SIGUSR2) or for one after a full GC (SIGWINCH), and waits for its line. */
async function probe(pid: number, file: string, signal: 'SIGUSR2' | 'SIGWINCH'): Promise<MemSnapshot | undefined> {
  const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);
  const had = lines().length;
  process.kill(pid, signal);
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    const now = lines();
    if (now.length > had) return JSON.parse(now[now.length - 1]!) as MemSnapshot;
  }
  return undefined;
}

/** Resident anonymous memory from /proc (heap, malloc arenas, stacks; not the mapped node binary), in kB. */
function anonKb(pid: number): number {
  const m = /^Anonymous:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

/** One line: V8's heap committed and resident per space, live after GC when asked, and what lies outside V8's heap. */
function describe(m: MemSnapshot | undefined, rssKb: number): string {
  if (!m) return 'probe did not answer';
  const s = m.spaces;
  const phys = (k: string) => s[k]?.physical ?? 0;
  const heapPhys = Object.values(s).reduce((a, x) => a + x.physical, 0);
  return (
    `V8 heap ${m.heapTotal} MB committed (${heapPhys.toFixed(1)} resident: new ${phys('new')}, old ${phys('old')}, code ${phys('code')}, large ${phys('large_object')}, other ${(heapPhys - phys('new') - phys('old') - phys('code') - phys('large_object')).toFixed(1)}), ` +
    `${m.heapUsed} MB in use; external ${m.external} MB (array buffers ${m.arrayBuffers}); outside the V8 heap (malloc, code, stacks, the binary) ${(rssKb / 1024 - heapPhys).toFixed(1)} MB`
  );
}

/**
 * One limiter run: the real server (started as `npm start` starts it) behind
 * TRUST_PROXY=1, a warm-up of 20,000 posts from 2,000 addresses (the heap and
 * code paths at their working size), then `count` posts to /api/newsletter,
 * the i-th from `address(i)`, each in its own X-Forwarded-For (a text/plain
 * body, counted by the limiter and then refused 415, so the figure is the
 * limiter's, not the outbox's). RSS is read from /proc.
 */
async function limiterRun(count: number, address: (i: number) => string, limits: Partial<Limits>) {
  const data = mkdtempSync(path.join(tmpdir(), 'bench-limiter-'));
  const memFile = path.join(data, 'mem.jsonl');
  const site = await benchSite(
    {
      DATA_DIR: data,
      NODE_OPTIONS: `${SERVER_NODE_OPTIONS} --import=${PROBE}`,
      BENCH_MEM_FILE: memFile,
      TRUST_PROXY: '1',
    },
    limits,
  );
  const pid = site.proc.pid!;
  const started = rssKb(pid);
  const post = (from: (i: number) => string, amount: number, connections = 50) => {
    let n = 0;
    const statuses: Record<string, number> = {};
    return new Promise<{ result: autocannon.Result; statuses: Record<string, number> }>((resolve, reject) => {
      const instance = autocannon(
        {
          url: site.url,
          connections,
          pipelining: connections > 1 ? 4 : 1,
          amount,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                method: 'POST',
                path: '/api/newsletter',
                headers: {
                  'user-agent': UA,
                  accept: 'application/json',
                  'content-type': 'text/plain',
                  'x-forwarded-for': from(n++),
                },
                body: 'hello',
              }),
            },
          ],
        },
        (err, res) => (err ? reject(err) : resolve({ result: res, statuses })),
      );
      instance.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
    });
  };
  const warmAddress = (i: number) => `198.18.${(i % 2000) >> 8}.${i % 256}`;
  // Warm-up: 10 posts from each of 2,000 addresses, all within the limit.
  await post(warmAddress, 20_000);
  await sleep(1_000);
  const before = rssKb(pid);
  const memBefore = await probe(pid, memFile, 'SIGUSR2');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 200);
  const t = Date.now();
  const flood = await post(address, count);
  const ms = Date.now() - t;
  clearInterval(sampler);
  await sleep(1_000);
  const after = rssKb(pid);
  const anon = anonKb(pid);
  const memAfter = await probe(pid, memFile, 'SIGUSR2');
  const memGc = await probe(pid, memFile, 'SIGWINCH');
  const rssGc = rssKb(pid);
  return { site, data, started, before, after, peak, ms, flood, post, memBefore, memAfter, memGc, rssGc, anon };
}

/**
 * 600k unique client addresses (BENCH_LIMITER_N) through the form rate
 * limiter, as an operator would see them, and a control run in a fresh
 * server: the same posts from the warm-up's 2,000 addresses (with a limit
 * high enough that all are 415 as in the real run). V8 sizes its heap to the
 * request rate, so part of the raw growth comes with any 600k posts; the
 * difference is what the unique addresses add. BENCH_LIMITER_CONTROL=0
 * skips the control.
 */
export async function limiterMemory() {
  const count = Number(process.env.BENCH_LIMITER_N ?? 600_000);
  const withControl = process.env.BENCH_LIMITER_CONTROL !== '0';
  const line = (r: Awaited<ReturnType<typeof limiterRun>>) =>
    `site RSS ${mb(r.started)} MB at start, ${mb(r.before)} MB after a warm-up of 20,000 posts from 2,000 addresses, ${mb(r.after)} MB after the flood (peak ${mb(r.peak)}): grew ${mb(r.after - r.before)} MB, peak +${mb(r.peak - r.before)} MB`;
  const where = (r: Awaited<ReturnType<typeof limiterRun>>) =>
    [
      `  after warm-up: ${describe(r.memBefore, r.before)}`,
      `  after flood:   ${describe(r.memAfter, r.after)}; anonymous ${mb(r.anon)} MB`,
      `  after a full GC (probe only, after the readings above): RSS ${mb(r.rssGc)} MB; ${describe(r.memGc, r.rssGc)}`,
    ].join('\n');

  let control: Awaited<ReturnType<typeof limiterRun>> | undefined;
  if (withControl) {
    control = await limiterRun(count, (i) => `198.18.${(i % 2000) >> 8}.${i % 256}`, { RATE_LIMIT_MAX: 1_000_000 });
    await control.site.stop();
    rmSync(control.data, { recursive: true, force: true });
  }
  const r = await limiterRun(count, floodAddress, { RATE_LIMIT_MAX: 10 });
  console.log(
    `\nHostile: ${count} unique client addresses in X-Forwarded-For (TRUST_PROXY=1), each posting once to /api/newsletter (counted by the rate limiter, then 415), 50 connections; the server run with ${SERVER_NODE_OPTIONS} as npm start does`,
  );
  console.log(
    `${r.flood.result.requests.total} requests in ${(r.ms / 1000).toFixed(0)} s, ${r.flood.result.errors} errors; statuses ${JSON.stringify(r.flood.statuses)}`,
  );
  console.log(`${line(r)} (target < 30 MB)`);
  console.log(where(r));
  if (control) {
    console.log(
      `control, a fresh server: the same ${count} posts from the warm-up's 2,000 addresses (RATE_LIMIT_MAX high, so all 415 too): ${control.flood.result.requests.total} requests in ${(control.ms / 1000).toFixed(0)} s, statuses ${JSON.stringify(control.flood.statuses)}`,
    );
    console.log(`${line(control)}`);
    console.log(where(control));
    console.log(
      `growth the unique addresses add over the same posts from 2,000 addresses: ${mb(r.after - r.before - (control.after - control.before))} MB (what growth both runs share is V8's heap high-water mark, which any ${count} posts reach: docs/decisions/0019)`,
    );
  }
  // The same /64 with rotating interface ids is one client: 10 allowed, 10 refused.
  const oneNet = await r.post((i) => `2001:db8:aa:bb:${i.toString(16)}::1`, 20, 1);
  console.log(
    `20 posts from one IPv6 /64 with rotating interface ids (RATE_LIMIT_MAX=10): statuses ${JSON.stringify(oneNet.statuses)} (10 x 415 and 10 x 429 expected when grouped by /64)`,
  );
  await r.site.stop();
  rmSync(r.data, { recursive: true, force: true });
}
