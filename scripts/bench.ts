// `npm run bench`: figures, printed, never asserted (shared, noisy machines;
// compare the ratios of one run). Builds first when there is no build.
//  1. Server: each page vs the same HTML from express.static, with the
//     render cache off and on: req/s, p50, p99, page/static ratio, and the
//     server's resident memory before and after; a cached page vs raw Node
//     writing the same bytes (scripts/bench/raw-node.ts), the ceiling.
//  2. First byte of / (sequential requests).
//  3. Client: gzip KB of JS each page may load before a first interaction
//     (the budget test's count), then as a browser moves it (bytes on the
//     wire in the first 2.5 s, no interaction), and click-to-paint between
//     pages, cold and prefetched or prerendered (scripts/bench/first-view.ts).
//  4. Forms: time to accept a contact submission with SMTP up and down.
//  5. Uploads: resident memory with 20 and 60 concurrent 5 MB CVs (scripts/bench-uploads.ts).
//  6. Hostile traffic (scripts/bench-hostile.ts): cache flood, limiter memory,
//     idle sockets, a soak.
//  7. Counts: what counting a page costs, per call and on a cached page over
//     HTTP with counts on and off (scripts/bench/counting.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { countingSmtp } from './bench/smtp-sink';
import { openStore } from '../server/store/store';
import { Messages } from '../server/store/messages';
import { formCookie, uploadBench } from './bench-uploads';
import { hostileBench } from './bench-hostile';
import { benchSite, rssKb, UA } from './bench/measure';
import { LIMITS } from '../server/limits';
import { freePort } from './run-built-server';
import { printClientWeights } from './bench/client-weight';
import { rawNodeServer, record } from './bench/raw-node';
import { newsletterBench } from './bench/newsletter';
import { printFirstView } from './bench/first-view';
import { countingBench } from './bench/counting';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = ['/', '/blog/1', '/projects', '/services/chatbot-solutions'];
const root = process.cwd();

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'user-agent': UA, 'accept-encoding': 'gzip' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

const pad = (v: string | number, n: number) => String(v).padStart(n);

async function serverBench() {
  // The ceiling: the same HTML from express.static + compression, in a
  // process of its own (as the site is), so autocannon here does not steal
  // its CPU.
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  const staticPort = await freePort();
  const staticServer = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import express from 'express'; import compression from 'compression';
       const app = express(); app.use(compression()); app.use(express.static(${JSON.stringify(dir)}, { index: false }));
       app.listen(${staticPort}, '127.0.0.1', () => console.log('ready'));`,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => staticServer.stdout!.once('data', () => resolve()));
  const staticUrl = `http://127.0.0.1:${staticPort}`;

  for (const cache of [0, LIMITS.RENDER_CACHE_ENTRIES]) {
    const data = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
    const site = await benchSite({ DATA_DIR: data }, { RENDER_CACHE_ENTRIES: cache });
    const before = rssKb(site.proc.pid!);
    console.log(
      `\nServer, render cache ${cache === 0 ? 'OFF' : `ON (${cache} entries)`}; ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    console.log(
      `${'page'.padEnd(30)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} | ${pad('static', 8)} ${pad('p50', 5)} ${pad('p99', 5)} | ratio`,
    );
    for (const page of PAGES) {
      const html = await (await fetch(site.url + page, { headers: { 'user-agent': UA } })).text();
      const file = `p${PAGES.indexOf(page)}.html`;
      writeFileSync(path.join(dir, file), html);
      const dyn = await load(site.url + page);
      const stat = await load(`${staticUrl}/${file}`);
      console.log(
        `${page.padEnd(30)} ${pad(dyn.rps.toFixed(0), 8)} ${pad(dyn.p50, 7)} ${pad(dyn.p99, 7)} | ${pad(stat.rps.toFixed(0), 8)} ${pad(stat.p50, 5)} ${pad(stat.p99, 5)} | ${(dyn.rps / stat.rps).toFixed(2)}${dyn.non2xx ? `  (${dyn.non2xx} non-2xx/errors!)` : ''}`,
      );
    }
    console.log(
      `resident memory of the site: ${(before / 1024).toFixed(1)} MB before, ${(rssKb(site.proc.pid!) / 1024).toFixed(1)} MB after`,
    );
    if (cache > 0) {
      await againstRawNode(site.url);
      await firstByte(site.url);
    }
    await site.stop();
    rmSync(data, { recursive: true, force: true });
  }
  staticServer.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

function timeRequest(
  url: string,
  init?: { method: string; body: string; headers: Record<string, string> },
): Promise<{ firstByte: number; total: number; status: number }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = httpRequest(
      url,
      { method: init?.method ?? 'GET', headers: { 'user-agent': UA, 'accept-encoding': 'gzip', ...init?.headers } },
      (res) => {
        let firstByte = 0;
        res.once('data', () => (firstByte = Number(process.hrtime.bigint() - start) / 1e6));
        res.on('data', () => undefined);
        res.on('end', () =>
          resolve({ firstByte, total: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode ?? 0 }),
        );
      },
    );
    req.on('error', reject);
    req.end(init?.body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function firstByte(url: string) {
  for (const [label, path_] of [
    ['home (cache hit)', '/'],
    ['home, fresh query (cache miss)', '/?ttfb='],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 100; i++)
      times.push((await timeRequest(url + path_ + (path_.endsWith('=') ? i : ''))).firstByte);
    console.log(
      `first byte of ${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (100 sequential requests)`,
    );
  }
}

/**
 * A cached page against raw Node writing the bytes the site sent for it, in
 * turns (site, raw, site, raw) so that a shared host's drift falls on both.
 */
async function againstRawNode(siteUrl: string) {
  const headers = { 'user-agent': UA, 'accept-encoding': 'gzip' };
  const pages = Object.fromEntries(await Promise.all(PAGES.map(async (p) => [p, await record(siteUrl + p, headers)])));
  const raw = await rawNodeServer(pages);
  console.log(`\nA cached page against raw Node writing the same bytes (gzip); two turns of ${DURATION} s each`);
  console.log(`${'page'.padEnd(30)} ${pad('site req/s', 11)} ${pad('raw req/s', 10)} | site/raw`);
  for (const page of PAGES) {
    const site: number[] = [];
    const ceiling: number[] = [];
    for (let turn = 0; turn < 2; turn++) {
      site.push((await load(siteUrl + page)).rps);
      ceiling.push((await load(raw.url + page)).rps);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `${page.padEnd(30)} ${pad(mean(site).toFixed(0), 11)} ${pad(mean(ceiling).toFixed(0), 10)} | ${(mean(site) / mean(ceiling)).toFixed(2)} (bytes ${pages[page]!.body.length})`,
    );
  }
  raw.stop();
}

/** The one stylesheet, and what each page's script may load before a first interaction, as the budget test counts it. */
async function clientBench() {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const gz = (file: string) => gzipSync(readFileSync(path.join('dist/client', file)), { level: 9 }).length;
  const css = [
    ...new Set(
      Object.values(manifest)
        .map((c) => c.file)
        .filter((f) => f.endsWith('.css')),
    ),
  ];
  console.log(`\nClient: the stylesheet, ${(css.reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1)} KB gzip`);
  const data = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const site = await benchSite({ DATA_DIR: data });
  try {
    await printClientWeights(site.url);
  } finally {
    await site.stop();
    rmSync(data, { recursive: true, force: true });
  }
  await printFirstView();
}

/** One contact post as a script sends it, with the time-trap cookie when given; its time in ms (it must be accepted). */
async function timedContactPost(
  url: string,
  fields: { name: string; email: string; message: string },
  cookie?: string,
): Promise<number> {
  const r = await timeRequest(`${url}/api/contact`, {
    method: 'POST',
    body: JSON.stringify({ name: fields.name, email: fields.email, service: 'Other', message: fields.message }),
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
  });
  if (r.status !== 201) throw new Error(`contact answered ${r.status}`);
  return r.total;
}

async function formsBench() {
  const smtp = await countingSmtp();
  const mails = smtp.messages;
  const smtpPort = smtp.port;
  const down = await freePort();
  console.log(
    '\nForms: time to accept POST /api/contact (200 sequential submissions; the answer waits for the outbox fsyncs of the message and its acknowledgement, not for SMTP)',
  );
  // Each pair's first row stores one message a post: what the acknowledgement adds is read against it, in the same run.
  const runs = [
    ['SMTP up, no acknowledgement', smtpPort, false],
    ['SMTP up', smtpPort, true],
    ['SMTP down, no acknowledgement', down, false],
    ['SMTP down (connection refused)', down, true],
  ] as const;
  for (const [label, port, acknowledge] of runs) {
    const data = mkdtempSync(path.join(tmpdir(), 'bench-forms-'));
    mkdirSync(data, { recursive: true });
    const site = await benchSite(
      { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), DATA_DIR: data, MAIL_ACKNOWLEDGE: String(acknowledge) },
      { OUTBOX_RETRY_BASE_MS: 1000 },
    );
    mails.length = 0;
    const times: number[] = [];
    const cookie = await formCookie(site.url);
    const started = Date.now();
    for (let i = 0; i < 200; i++) {
      // A sender per post, as in life: each post stores the team's message and the sender's acknowledgement (one address gets 3 a day).
      times.push(
        await timedContactPost(
          site.url,
          { name: `Bench ${i}`, email: `bench${i}@example.org`, message: 'Benchmark message' },
          cookie,
        ),
      );
    }
    console.log(
      `${label.padEnd(32)} p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`,
    );
    if (port === smtpPort) {
      // Delivery runs behind the answers; wait for the outbox to drain.
      const until = Date.now() + 60_000;
      const expected = (acknowledge ? 2 : 1) * times.length; // the team's message and the acknowledgement
      while (mails.length < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      console.log(
        `${''.padEnd(32)} delivered ${mails.length} of ${expected} messages (${times.length} posts${acknowledge ? ', each with its acknowledgement' : ''}) to the SMTP server ${((Date.now() - started) / 1000).toFixed(1)} s after the first post`,
      );
    } else {
      const waiting = (await outboxFigures(data)).pending;
      const expected = (acknowledge ? 2 : 1) * times.length;
      console.log(
        `${''.padEnd(32)} ${waiting} of ${expected} messages (${times.length} posts${acknowledge ? ' and their acknowledgements' : ''}) waiting in the outbox for SMTP to come back`,
      );
    }
    await site.stop();
    rmSync(data, { recursive: true, force: true });
  }
  await spamStorm(smtpPort, () => mails.length);

  smtp.close();
}

/** What the outbox of a bench site's data folder holds (its SQLite store). */
async function outboxFigures(data: string) {
  const store = await openStore({ dataDir: data, migrate: false });
  try {
    const messages = new Messages(store);
    const figures = await messages.figures();
    const held = await messages.list('quarantined');
    return { ...figures, quarantinedBytes: held.reduce((n, r) => n + r.bytes, 0) };
  } finally {
    await store.close();
  }
}

/**
 * A storm of posts judged spam (no time-trap cookie): 1,500 sequential
 * contact posts against the default quarantine bound (QUARANTINE_MAX_ITEMS,
 * 1,000), so the last third each evict the oldest item. Prints the accept
 * times while the quarantine fills and at its bound, what it holds on disk
 * at the end, and that nothing was mailed or queued.
 */
async function spamStorm(smtpPort: number, mailed: () => number) {
  const data = mkdtempSync(path.join(tmpdir(), 'bench-spam-'));
  const site = await benchSite(
    { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), DATA_DIR: data },
    { QUARANTINE_DIGEST: false },
  );
  const before = mailed();
  const times: number[] = [];
  for (let i = 0; i < 1500; i++) {
    times.push(
      await timedContactPost(site.url, {
        name: `Storm ${i}`,
        email: `storm${i}@example.org`,
        message: 'A post with no cookie.',
      }),
    );
  }
  const figures = await outboxFigures(data);
  const filling = times.slice(0, 1000);
  const bound = times.slice(1000);
  console.log(
    "\nForms: a storm of 1,500 posts judged spam (no time-trap cookie), sequential, against the quarantine's default bound of 1,000 items",
  );
  console.log(
    `${'while it fills (posts 1-1,000)'.padEnd(32)} p50 ${percentile(filling, 50).toFixed(2)} ms, p99 ${percentile(filling, 99).toFixed(2)} ms`,
  );
  console.log(
    `${'at its bound (posts 1,001-1,500)'.padEnd(32)} p50 ${percentile(bound, 50).toFixed(2)} ms, p99 ${percentile(bound, 99).toFixed(2)} ms (each evicts the oldest)`,
  );
  console.log(
    `${''.padEnd(32)} held at the end: ${figures.quarantined} items, ${(figures.quarantinedBytes / 1024).toFixed(0)} KB in the store; mailed ${mailed() - before}, queued ${figures.pending}`,
  );
  await site.stop();
  rmSync(data, { recursive: true, force: true });
}

if (!existsSync('dist/server/index.js') || process.env.BENCH_BUILD === '1') {
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (b.status !== 0) process.exit(1);
}
// BENCH_PARTS=client,server,forms,uploads,hostile,newsletter,counts (default: all)
const parts = (process.env.BENCH_PARTS ?? 'client,server,forms,uploads,hostile,newsletter,counts').split(',');
if (parts.includes('client')) {
  await clientBench();
}
if (parts.includes('server')) await serverBench();
if (parts.includes('forms')) await formsBench();
if (parts.includes('uploads')) await uploadBench({ counts: [20, 60] });
// Hostile traffic: cache flood, limiter memory, idle sockets, soak (scripts/bench-hostile.ts).
if (parts.includes('hostile')) await hostileBench();
if (parts.includes('newsletter')) await newsletterBench();
if (parts.includes('counts')) await countingBench({ duration: DURATION, connections: CONNECTIONS, page: PAGES[1]! });
