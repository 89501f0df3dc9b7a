// The server under hostile traffic, as `npm run bench` parts.
// Figures are printed next to their targets, never asserted: the machine is
// shared and noisy. Every run sends traffic to 127.0.0.1 only, bounded in
// count and time.
//  - cacheFlood: 10,000 unique `/?q=N` while a second client reads `/`
//  - limiterMemory: 600k unique client addresses through rateLimiter()
//  - idleSockets: 2,000 sockets that never finish their headers
//  - soak: pages, the three POSTs (log mode) and static assets, mixed
//  - redirectProbe: spellings of another site as a form's return address (scripts/bench/hostile-redirect.ts)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverNodeOptions } from './server-flags.mjs';
import { pdfOfSize } from './fixtures/files';
import { redirectProbe } from './bench/hostile-redirect';
import { longSearches } from './bench/hostile-search';
import { hostileUploads } from './bench/hostile-uploads';

export interface Site {
  url: string;
  proc: ChildProcess;
}

export interface HostileBenchDeps {
  startSite(env: Record<string, string>): Promise<Site>;
  stop(proc: ChildProcess): Promise<void>;
  rssKb(pid: number): number;
}

/**
 * The server's NODE_OPTIONS as `npm start` makes them (scripts/server-flags.mjs),
 * under the bench's own NODE_OPTIONS: `NODE_OPTIONS=--max-old-space-size=4096
 * npm run bench` measures a server started that way. Every bench server gets
 * them (startSite, the uploads bench).
 */
export const SERVER_NODE_OPTIONS = serverNodeOptions(process.env.NODE_OPTIONS);

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => (kb / 1024).toFixed(1);

/** CPU time a process has used (user + system), in ms: a per-request cost that the machine's load does not inflate. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** One GET with a browser's user agent (and `headers`), timed to the last byte; status 0 on a connection error. */
export function timedRequest(
  url: string,
  agent?: Agent,
  headers: Record<string, string> = {},
): Promise<{ ms: number; status: number }> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const done = (status: number) => resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, status });
    const req = httpRequest(
      url,
      { agent, headers: { 'user-agent': UA, 'accept-encoding': 'br, gzip', ...headers } },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      },
    );
    req.setTimeout(30_000, () => req.destroy());
    req.on('error', () => done(0));
    req.end();
  });
}

/** A second visitor reading one URL in a loop until stopped: latencies and failures. */
function visitor(url: string, pauseMs = 20) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const r = await timedRequest(url, agent);
      if (r.status >= 200 && r.status < 400) times.push(r.ms);
      else failures += 1;
      await sleep(pauseMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return { times, failures };
    },
  };
}

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
export async function cacheFlood(deps: HostileBenchDeps) {
  const amount = Number(process.env.BENCH_FLOOD_N ?? 10_000);
  const data = mkdtempSync(path.join(tmpdir(), 'bench-flood-'));
  const site = await deps.startSite({ DATA_DIR: data });
  const started = deps.rssKb(site.proc.pid!);
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
  const before = deps.rssKb(site.proc.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, deps.rssKb(site.proc.pid!))), 200);
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
  const after = deps.rssKb(site.proc.pid!);
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
  await deps.stop(site.proc);
  rmSync(data, { recursive: true, force: true });
}

/** The i-th of the flood's client addresses: half IPv4, half IPv6 each in a /64 of its own (the worst case for the table). */
export function floodAddress(i: number): string {
  return i % 2
    ? `${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}.${(i >>> 24) | 1}`
    : `2001:db8:${(i >>> 16).toString(16)}:${(i & 0xffff).toString(16)}:1:2:3:${i % 7}`;
}

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
async function limiterRun(
  deps: HostileBenchDeps,
  count: number,
  address: (i: number) => string,
  env: Record<string, string>,
) {
  const data = mkdtempSync(path.join(tmpdir(), 'bench-limiter-'));
  const memFile = path.join(data, 'mem.jsonl');
  const site = await deps.startSite({
    DATA_DIR: data,
    NODE_OPTIONS: `${SERVER_NODE_OPTIONS} --import=${PROBE}`,
    BENCH_MEM_FILE: memFile,
    TRUST_PROXY: '1',
    ...env,
  });
  const pid = site.proc.pid!;
  const started = deps.rssKb(pid);
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
  const before = deps.rssKb(pid);
  const memBefore = await probe(pid, memFile, 'SIGUSR2');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, deps.rssKb(pid))), 200);
  const t = Date.now();
  const flood = await post(address, count);
  const ms = Date.now() - t;
  clearInterval(sampler);
  await sleep(1_000);
  const after = deps.rssKb(pid);
  const anon = anonKb(pid);
  const memAfter = await probe(pid, memFile, 'SIGUSR2');
  const memGc = await probe(pid, memFile, 'SIGWINCH');
  const rssGc = deps.rssKb(pid);
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
export async function limiterMemory(deps: HostileBenchDeps) {
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
    control = await limiterRun(deps, count, (i) => `198.18.${(i % 2000) >> 8}.${i % 256}`, {
      RATE_LIMIT_MAX: '1000000',
    });
    await deps.stop(control.site.proc);
    rmSync(control.data, { recursive: true, force: true });
  }
  const r = await limiterRun(deps, count, floodAddress, { RATE_LIMIT_MAX: '10' });
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
  await deps.stop(r.site.proc);
  rmSync(r.data, { recursive: true, force: true });
}

/** 2,000 sockets (BENCH_IDLE_N) that send half a request and stall; a normal visitor meanwhile. */
export async function idleSockets(deps: HostileBenchDeps) {
  const count = Number(process.env.BENCH_IDLE_N ?? 2_000);
  const waitS = Number(process.env.BENCH_IDLE_WAIT_S ?? 100);
  const data = mkdtempSync(path.join(tmpdir(), 'bench-idle-'));
  const site = await deps.startSite({ DATA_DIR: data });
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
  await deps.stop(site.proc);
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
export async function soak(deps: HostileBenchDeps) {
  const seconds = Number(process.env.BENCH_SOAK_S ?? 60);
  const warmS = Math.min(10, Math.max(1, Math.round(seconds / 6)));
  const data = mkdtempSync(path.join(tmpdir(), 'bench-soak-'));
  // TRUST_PROXY: each application comes from an address of its own, as a
  // crowd's do (one client has one upload at a time).
  const site = await deps.startSite({ DATA_DIR: data, MAIL_TRANSPORT: 'log', TRUST_PROXY: '1' });
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
  const sampler = setInterval(() => samples.push(deps.rssKb(pid)), 1000);
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
  const end = deps.rssKb(pid);
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
  await deps.stop(site.proc);
  rmSync(data, { recursive: true, force: true });
}

/** The hostile parts, in order; BENCH_HOSTILE=flood,limiter,idle,soak,redirect,search,uploads picks some. */
export async function hostileBench(deps: HostileBenchDeps) {
  const parts = (process.env.BENCH_HOSTILE ?? 'flood,limiter,idle,soak,redirect,search,uploads').split(',');
  if (parts.includes('flood')) await cacheFlood(deps);
  if (parts.includes('limiter')) await limiterMemory(deps);
  if (parts.includes('idle')) await idleSockets(deps);
  if (parts.includes('soak')) await soak(deps);
  if (parts.includes('redirect')) await redirectProbe(deps);
  if (parts.includes('search')) await longSearches(deps);
  if (parts.includes('uploads')) await hostileUploads(deps);
}
