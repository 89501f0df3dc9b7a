// The newsletter's part of `npm run bench` (BENCH_PARTS=newsletter), on each
// engine of the store: SQLite always, PostgreSQL when BENCH_DATABASE_URL names
// a server (a fresh database is made in it per row). What a sign-up costs
// with an empty list and with 100,000 confirmed subscribers, what a cached
// page waits meanwhile; how soon a sign-up's confirmation is mailed when the
// site has just started on 100,000 subscribers; the answer's time for a new,
// a pending and a subscribed address; how many confirmation mails the four
// spellings of one Gmail inbox get; and the lines of storage code. With
// strace on the machine, the fsyncs a sign-up costs, counted per thread
// (figures the host's load does not move), and how long the event loop
// that answers pages was held during the timed sign-ups (a bench-only probe,
// scripts/bench/loop-probe.mjs, preloaded into the site). BENCH_NEWSLETTER=signups
// runs the sign-up rows only.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { mailboxKey } from '../../server/forms/acknowledgement/daily-cap';
import pg from 'pg';
import { openStore } from '../../server/store/store';
import { subscriberTable, type Subscriber } from '../../server/store/subscribers';
import { formCookie } from '../bench-uploads';
import { benchSite, cpuMs, rssKb, SERVER_NODE_OPTIONS } from './measure';
import { countingSmtp } from './smtp-sink';

/** Sign-ups timed in each list state. */
const SIGNUPS = 300;
/** Sign-ups whose fsyncs are counted (under strace, apart from the timed ones). */
const TRACED = 50;
/** Sign-ups whose CPU time is read (alone, no page fetched meanwhile). */
const QUIET = 200;
/** Only the sign-up rows (no comparison by state, no cannon, no line count). */
const SIGNUPS_ONLY = process.env.BENCH_NEWSLETTER === 'signups';
/** Addresses of each state in the new/pending/confirmed comparison. */
const PER_STATE = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const median = (values: number[]) => percentile(values, 50);
const ms = (v: number) => `${v.toFixed(2)} ms`;

/** One request's total time and status. */
function timed(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; total: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, total: performance.now() - start }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const writeBytes = (pid: number) => Number(/write_bytes:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);

/** A client network of its own for sign-up `i`: an IPv6 /64. */
const network = (i: number) => `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`;

const sid = () => randomBytes(16).toString('base64url');

/** Where one row's store lives: SQLite in `data`, or a fresh PostgreSQL database. */
interface Place {
  data: string;
  databaseUrl?: string;
}

const BENCH_PG = process.env.BENCH_DATABASE_URL;
const ENGINES = BENCH_PG ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
/** The same key on every copy, as DATABASE_URL requires. */
const FORM_SECRET = randomBytes(32).toString('base64');

async function place(engine: 'sqlite' | 'postgres'): Promise<Place> {
  const data = mkdtempSync(path.join(tmpdir(), 'bench-nl-'));
  if (engine === 'sqlite') return { data };
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BENCH_PG!);
  url.pathname = `/${name}`;
  return { data, databaseUrl: url.toString() };
}

async function drop(p: Place) {
  rmSync(p.data, { recursive: true, force: true });
  if (!p.databaseUrl) return;
  const admin = new pg.Client({ connectionString: BENCH_PG });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(p.databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}

/** Rows written straight into the store (the bench's seed), in batches. */
async function seed(p: Place, count: number, make: (i: number) => Subscriber) {
  const store = await openStore({ dataDir: p.data, databaseUrl: p.databaseUrl });
  const subs = subscriberTable(store);
  const batch: Subscriber[] = [];
  for (let i = 0; i < count; i++) {
    batch.push(make(i));
    if (batch.length === 5_000 || i === count - 1) await subs.addMissing(batch.splice(0));
  }
  await store.close();
}

const now = () => new Date().toISOString();
const pending = (email: string, client: string): Subscriber => ({
  email,
  sid: sid(),
  status: 'pending',
  signedUpAt: now(),
  lang: 'en',
  page: '/blog',
  confirmMailAt: now(),
  client,
});
const confirmed = (email: string): Subscriber => ({
  email,
  sid: sid(),
  status: 'confirmed',
  signedUpAt: now(),
  lang: 'en',
  page: '/blog',
  confirmedAt: now(),
  consent: { at: now(), lang: 'en', page: '/blog', wording: 'I want to receive the newsletter by email.' },
});

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return check();
}

/** Lines of the files that keep the subscribers: those of the store and its move-in now, and those it replaced. */
function storageLines(worktree: string) {
  const count = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const git = (...args: string[]) => execFileSync('git', ['-C', worktree, ...args], { encoding: 'utf8' });
  const now = ['server/store', 'server/newsletter/move-in.ts', 'server/newsletter/subscriber.ts'];
  const after = git('ls-files', ...now)
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('/cli.ts'))
    .reduce((sum, f) => sum + count(readFileSync(path.join(worktree, f), 'utf8')), 0);
  const old = ['subscriber-store.ts', 'subscriber-index.ts', 'store-lock.ts', 'old-lists.ts', 'subscriber.ts'].map(
    (f) => `server/newsletter/${f}`,
  );
  // The commit that removed the file store; its parent holds it.
  const gone = git('log', '-1', '--format=%H', '--diff-filter=D', '--', old[2]!).trim();
  const before = gone ? old.reduce((sum, f) => sum + count(git('show', `${gone}^:${f}`)), 0) : NaN;
  return { before, after };
}

const haveStrace = spawnSync('strace', ['-V']).status === 0;

const LOOP_PROBE = path.resolve('scripts/bench/loop-probe.mjs');

/** The event loop's samples since the last call (the probe's line for SIGUSR2). */
async function loopDelay(pid: number, file: string) {
  const before = readFileSync(file, 'utf8').length;
  process.kill(pid, 'SIGUSR2');
  await until(() => readFileSync(file, 'utf8').length > before, 5_000);
  return JSON.parse(readFileSync(file, 'utf8').slice(before).trim()) as {
    resolutionMs: number;
    samples: number;
    mean: number;
    p99: number;
    max: number;
    gcMax: number;
  };
}

/**
 * The fsync and fdatasync calls `pid` makes while `work` runs, split into
 * its main thread's (the event loop's, which answers pages) and its other
 * threads', with the time the main thread spent inside them: counts the
 * machine's load does not move. strace slows those calls, so they are
 * counted apart from the timed sign-ups.
 */
async function fsyncsDuring(pid: number, work: () => Promise<void>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nl-trace-'));
  const tracer = spawn(
    'strace',
    ['-f', '-ff', '-qq', '-T', '-e', 'trace=fsync,fdatasync', '-o', path.join(dir, 't'), '-p', String(pid)],
    {
      stdio: 'ignore',
    },
  );
  // Attached once the main thread's file exists.
  await until(() => readdirSync(dir).includes(`t.${pid}`), 10_000);
  await new Promise((r) => setTimeout(r, 200));
  await work();
  const exited = new Promise((r) => tracer.once('exit', r));
  tracer.kill('SIGINT');
  await exited;
  let main = 0;
  let mainMs = 0;
  let other = 0;
  for (const f of readdirSync(dir)) {
    const calls = readFileSync(path.join(dir, f), 'utf8')
      .split('\n')
      .filter((l) => /^f(data)?sync\(/.test(l));
    if (f === `t.${pid}`) {
      main += calls.length;
      for (const l of calls) mainMs += 1000 * Number(/<([\d.]+)>$/.exec(l)?.[1] ?? 0);
    } else other += calls.length;
  }
  rmSync(dir, { recursive: true, force: true });
  return { main, mainMs, other };
}

export async function newsletterBench(worktree = process.cwd()): Promise<void> {
  const smtp = await countingSmtp();
  // Each sign-up from a network of its own (TRUST_PROXY and X-Forwarded-For); the site-wide
  // hourly cap on mail to visitors raised, so every sign-up's mail is sent and counted.
  const env = (p: Place): Record<string, string> => ({
    NODE_OPTIONS: `${SERVER_NODE_OPTIONS} --import=${LOOP_PROBE}`,
    BENCH_LOOP_FILE: path.join(p.data, 'loop-delay.jsonl'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_TLS: 'off',
    DATA_DIR: p.data,
    TRUST_PROXY: '1',
    VISITOR_MAIL_PER_HOUR: '100000',
    FORM_SECRET,
    ...(p.databaseUrl ? { DATABASE_URL: p.databaseUrl } : {}),
  });
  if (!BENCH_PG)
    console.log('\nNewsletter: PostgreSQL rows left out (set BENCH_DATABASE_URL=postgres://… to measure them)');

  console.log(
    `\nNewsletter: ${SIGNUPS} sequential sign-ups (JSON, each from an IPv6 /64 of its own) while a cached page (/about) is fetched back to back`,
  );
  console.log(
    `${'engine, list'.padEnd(42)} ${'sign-up p50'.padStart(12)} ${'p99'.padStart(9)} ${'page p99'.padStart(9)} ${'page max'.padStart(9)} ${'RSS'.padStart(7)} ${'bytes/sign-up'.padStart(14)} ${'all mailed'.padStart(10)}`,
  );
  const states: [string, (p: Place) => Promise<void>][] = [
    ['empty', async () => undefined],
    ['100,000 confirmed', (p) => seed(p, 100_000, (i) => confirmed(`c${i}@example.org`))],
  ];
  for (const engine of ENGINES)
    for (const [state, prepare] of states) {
      const label = `${engine}, ${state}`;
      const where = await place(engine);
      await prepare(where);
      const site = await benchSite(env(where));
      // A page view's time-trap cookie: a post without it is judged spam and kept nowhere.
      const cookie = await formCookie(site.url);
      const headers = (i: number) => ({
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': network(i),
        cookie,
      });
      const post = (i: number, email: string) =>
        timed(`${site.url}/api/newsletter`, { method: 'POST', headers: headers(i), body: JSON.stringify({ email }) });
      // The store is open and the page cached before the clock starts.
      smtp.recipients.length = 0;
      await post(1_000_000, 'warm-up@example.org');
      if (!(await until(() => smtp.recipients.length >= 1, 60_000))) throw new Error('no mail for the warm-up sign-up');
      await timed(`${site.url}/about`, { headers: { accept: 'text/html' } });

      const page: number[] = [];
      let probing = true;
      const probe = (async () => {
        while (probing) page.push((await timed(`${site.url}/about`, { headers: { accept: 'text/html' } })).total);
      })();
      const loopFile = env(where).BENCH_LOOP_FILE!;
      writeFileSync(loopFile, '');
      await loopDelay(site.proc.pid!, loopFile);
      const written = writeBytes(site.proc.pid!);
      smtp.recipients.length = 0;
      const started = performance.now();
      const times: number[] = [];
      for (let i = 0; i < SIGNUPS; i++) {
        const r = await post(i, `new${i}@example.org`);
        if (r.status !== 201) throw new Error(`sign-up answered ${r.status}`);
        times.push(r.total);
      }
      const delivered = await until(() => smtp.recipients.length >= SIGNUPS, 120_000);
      const allMailed = (performance.now() - started) / 1000;
      const loop = await loopDelay(site.proc.pid!, loopFile);
      probing = false;
      await probe;
      const bytes = (writeBytes(site.proc.pid!) - written) / SIGNUPS;
      console.log(
        `${label.padEnd(42)} ${ms(median(times)).padStart(12)} ${ms(percentile(times, 99)).padStart(9)} ${ms(percentile(page, 99)).padStart(9)} ${ms(Math.max(...page)).padStart(9)} ${`${Math.round(rssKb(site.proc.pid!) / 1024)} MB`.padStart(7)} ${`${Math.round(bytes).toLocaleString('en')} B`.padStart(14)} ${(delivered ? `${allMailed.toFixed(1)} s` : 'NOT ALL').padStart(10)}`,
      );
      // Each sample waits RESOLUTION_MS at least: what is above it is time the loop was held.
      const heldMs = ((loop.mean - loop.resolutionMs) * loop.samples) / SIGNUPS;
      console.log(
        `${''.padEnd(42)} event loop from the first sign-up to the last mail: held ${heldMs.toFixed(2)} ms a sign-up, delay p99 ${ms(loop.p99)}, max ${ms(loop.max)} (longest GC ${ms(loop.gcMax)})`,
      );
      {
        // Sign-ups alone (no page fetched meanwhile): the CPU each costs the site, stored and mailed, by thread.
        const pid = site.proc.pid!;
        const before = { main: cpuMs(pid, pid), all: cpuMs(pid) };
        smtp.recipients.length = 0;
        for (let i = 0; i < QUIET; i++) await post(4_000_000 + i, `quiet${i}@example.org`);
        if (!(await until(() => smtp.recipients.length >= QUIET, 120_000)))
          throw new Error('quiet sign-ups not all mailed');
        const main = (cpuMs(pid, pid) - before.main) / QUIET;
        const others = (cpuMs(pid) - before.all) / QUIET - main;
        console.log(
          `${''.padEnd(42)} CPU a sign-up costs, stored and mailed (${QUIET} alone): ${main.toFixed(2)} ms on the main thread, ${others.toFixed(2)} ms on the others`,
        );
      }
      if (haveStrace) {
        smtp.recipients.length = 0;
        const f = await fsyncsDuring(site.proc.pid!, async () => {
          for (let i = 0; i < TRACED; i++) await post(3_000_000 + i, `traced${i}@example.org`);
          if (!(await until(() => smtp.recipients.length >= TRACED, 120_000)))
            throw new Error('traced sign-ups not all mailed');
        });
        console.log(
          `${''.padEnd(42)} fsyncs a sign-up costs, stored and mailed (${TRACED} under strace): ${(f.main / TRACED).toFixed(2)} on the main thread (${(f.mainMs / TRACED).toFixed(2)} ms inside them), ${(f.other / TRACED).toFixed(2)} on other threads`,
        );
      }
      await site.stop();

      // A restart on this list: the first sign-up's confirmation, from its answer to the mail server.
      if (state !== 'empty') {
        const again = await benchSite(env(where));
        const cookieAgain = await formCookie(again.url);
        smtp.recipients.length = 0;
        const answered = await timed(`${again.url}/api/newsletter`, {
          method: 'POST',
          headers: { ...headers(2_000_000), cookie: cookieAgain },
          body: JSON.stringify({ email: 'after-restart@example.org' }),
        });
        const at = performance.now();
        const mailed = await until(() => smtp.recipients.includes('after-restart@example.org'), 60_000);
        console.log(
          `${''.padEnd(42)} after a restart: a sign-up answered in ${ms(answered.total)}, its confirmation at the mail server ${mailed ? ms(performance.now() - at) : 'NOT'} after its answer`,
        );
        await again.stop();
      }
      await drop(where);
    }

  if (SIGNUPS_ONLY) {
    smtp.close();
    return;
  }
  // The answer's time by the address's state: the same work before the answer for all three.
  {
    const where = await place('sqlite');
    await seed(where, PER_STATE, (i) => pending(`waiting${i}@example.org`, `net${i}`));
    await seed(where, PER_STATE, (i) => confirmed(`member${i}@example.org`));
    const site = await benchSite(env(where));
    const cookie = await formCookie(site.url);
    const post = (i: number, email: string) =>
      timed(`${site.url}/api/newsletter`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-forwarded-for': network(i),
          cookie,
        },
        body: JSON.stringify({ email }),
      });
    await post(9_999_999, 'warm-up@example.org');
    const byState = { new: [] as number[], pending: [] as number[], confirmed: [] as number[] };
    for (let i = 0; i < PER_STATE; i++) {
      byState.new.push((await post(i, `fresh${i}@example.org`)).total);
      byState.pending.push((await post(i + PER_STATE, `waiting${i}@example.org`)).total);
      byState.confirmed.push((await post(i + 2 * PER_STATE, `member${i}@example.org`)).total);
    }
    const medians = Object.values(byState).map(median);
    const spread = (Math.max(...medians) / Math.min(...medians) - 1) * 100;
    console.log(
      `\nNewsletter: answer by the address's state (${PER_STATE} each, interleaved): new p50 ${ms(median(byState.new))}, pending p50 ${ms(median(byState.pending))}, subscribed p50 ${ms(median(byState.confirmed))}; largest median ${spread.toFixed(0)} % above the smallest`,
    );

    // The cannon: four spellings of one Gmail inbox, once the mail above has all gone out.
    await until(() => smtp.recipients.length >= 3 * PER_STATE + 1, 120_000);
    smtp.recipients.length = 0;
    const spellings = ['victim@gmail.com', 'victim+1@gmail.com', 'v.ictim@gmail.com', 'vi.ctim@googlemail.com'];
    for (const [i, email] of spellings.entries()) await post(20_000 + i, email);
    await post(20_010, 'control@example.org');
    // The control address's mail comes after whatever the four made: then count.
    await until(() => smtp.recipients.includes('control@example.org'), 60_000);
    await new Promise((r) => setTimeout(r, 2_000));
    const inbox = smtp.recipients.filter((r) => mailboxKey(r) === 'victim@gmail.com').length;
    console.log(`Newsletter: confirmation mails reaching one Gmail inbox from ${spellings.join(', ')}: ${inbox}`);
    await site.stop();
    await drop(where);
  }
  smtp.close();
  const lines = storageLines(worktree);
  console.log(
    `Newsletter: lines of storage code: ${lines.before} before (files, index, lock, older lists), ${lines.after} now (server/store/ without its command, the move-in, the subscription's rules)`,
  );
}
