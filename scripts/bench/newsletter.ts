// The newsletter's part of `npm run bench` (BENCH_PARTS=newsletter): what a
// sign-up costs with an empty list, 3,000 pending entries from distinct
// networks, the pending bound reached, and 100,000 confirmed subscribers;
// what a cached page waits meanwhile; the process's memory and the bytes
// written to disk per sign-up; the answer's time for a new, a pending and a
// subscribed address; and how many confirmation mails the four spellings of
// one Gmail inbox get. `before` measures the whole-file list it replaces,
// in process, for comparison.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { mailboxKey } from '../../server/forms/acknowledgement/daily-cap';
import { MAX_PENDING, STORE_DIR, SubscriberFiles, type Subscriber } from '../../server/newsletter/subscriber-store';
import { formCookie } from '../bench-uploads';
import { benchSite, rssKb } from './measure';
import { countingSmtp } from './smtp-sink';

/** Sign-ups timed in each list state. */
const SIGNUPS = 300;
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

/** Records written straight into the store's folder (the bench's seed; the site reads them at start). */
function seed(dataDir: string, count: number, make: (i: number) => Subscriber) {
  const dir = path.join(dataDir, STORE_DIR, 'subscribers');
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const s = make(i);
    writeFileSync(path.join(dir, `${s.sid}.json`), `${JSON.stringify(s)}\n`, { mode: 0o600 });
  }
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

/** The last version of the store kept in git that rewrote the whole list in newsletter.json. */
function wholeFileStore(worktree: string): string | undefined {
  const file = 'server/newsletter/subscriber-store.ts';
  const git = (...args: string[]) => execFileSync('git', args, { cwd: worktree, encoding: 'utf8' });
  try {
    for (const commit of git('log', '--format=%H', '--', file).split('\n').filter(Boolean)) {
      const source = git('show', `${commit}:${file}`);
      if (source.includes("STORE_FILE = 'newsletter.json'")) return source;
    }
  } catch {
    // no git here (the image): the comparison is skipped
  }
  return undefined;
}

/** The whole-file list this store replaced (its last version in git), timed in process. */
async function before(worktree: string) {
  const source = wholeFileStore(worktree);
  if (!source) {
    console.log("before: no whole-file store in this checkout's history; skipped");
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nl-before-'));
  const file = path.join(dir, 'whole-file-store.ts');
  writeFileSync(
    file,
    source
      .replace("'../outbox/files'", JSON.stringify(path.join(worktree, 'server/outbox/files.ts')))
      .replace("'./tokens'", JSON.stringify(path.join(worktree, 'server/newsletter/tokens.ts')))
      .replace("'../../shared/i18n/lang'", JSON.stringify(path.join(worktree, 'shared/i18n/lang.ts'))),
  );
  const { SubscriberStore } = (await import(file)) as {
    SubscriberStore: new (dir: string) => {
      signUp(input: {
        email: string;
        lang: 'en';
        page: string;
        now: Date;
        mail: () => Promise<void>;
      }): Promise<unknown>;
      list(): Promise<unknown[]>;
    };
  };
  console.log(
    '\nBefore: the whole list in newsletter.json, rewritten and fsynced per sign-up (in process, 5 sign-ups each)',
  );
  for (const count of [0, 3_000, 100_000]) {
    const data = path.join(dir, String(count));
    mkdirSync(data);
    const list = Array.from({ length: count }, (_, i) => ({
      ...pending(`p${i}@example.org`, ''),
      page: `/blog?q=${'x'.repeat(290)}`,
    }));
    writeFileSync(path.join(data, 'newsletter.json'), JSON.stringify({ version: 1, subscribers: list }));
    const store = new SubscriberStore(data);
    await store.list();
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await store.signUp({
        email: `new${i}@example.org`,
        lang: 'en',
        page: '/',
        now: new Date(),
        mail: async () => undefined,
      });
      times.push(performance.now() - t);
    }
    loop.disable();
    const size = readFileSync(path.join(data, 'newsletter.json')).length;
    console.log(
      `${String(count).padStart(7)} pending: sign-up p50 ${ms(median(times))}, max ${ms(Math.max(...times))}; event loop held up to ${ms(loop.max / 1e6)}; ${(size / 1e6).toFixed(1)} MB rewritten per sign-up; RSS ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}

export async function newsletterBench(worktree = process.cwd()): Promise<void> {
  const smtp = await countingSmtp();
  // Each sign-up from a network of its own (TRUST_PROXY and X-Forwarded-For); the site-wide
  // hourly cap on mail to visitors raised, so every sign-up's mail is sent and counted.
  const env = (data: string) => ({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_TLS: 'off',
    DATA_DIR: data,
    TRUST_PROXY: '1',
    VISITOR_MAIL_PER_HOUR: '100000',
  });

  console.log(
    `\nNewsletter: ${SIGNUPS} sequential sign-ups (JSON, each from an IPv6 /64 of its own) while a cached page (/about) is fetched back to back`,
  );
  console.log(
    `${'list'.padEnd(42)} ${'sign-up p50'.padStart(12)} ${'p99'.padStart(9)} ${'page p99'.padStart(9)} ${'page max'.padStart(9)} ${'RSS'.padStart(7)} ${'bytes/sign-up'.padStart(14)} ${'all mailed'.padStart(10)}`,
  );
  const states: [string, (data: string) => void][] = [
    ['empty', () => undefined],
    ['3,000 pending, distinct /64s', (d) => seed(d, 3_000, (i) => pending(`p${i}@example.org`, `net${i}`))],
    [
      `pending bound reached (${MAX_PENDING.toLocaleString('en')})`,
      (d) => seed(d, MAX_PENDING, (i) => pending(`p${i}@example.org`, `net${i}`)),
    ],
    ['100,000 confirmed', (d) => seed(d, 100_000, (i) => confirmed(`c${i}@example.org`))],
  ];
  for (const [label, prepare] of states) {
    const data = mkdtempSync(path.join(tmpdir(), 'bench-nl-'));
    prepare(data);
    const opened = performance.now();
    await new SubscriberFiles(data).open();
    const openMs = performance.now() - opened;
    const site = await benchSite(env(data));
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
    probing = false;
    await probe;
    const bytes = (writeBytes(site.proc.pid!) - written) / SIGNUPS;
    console.log(
      `${label.padEnd(42)} ${ms(median(times)).padStart(12)} ${ms(percentile(times, 99)).padStart(9)} ${ms(percentile(page, 99)).padStart(9)} ${ms(Math.max(...page)).padStart(9)} ${`${Math.round(rssKb(site.proc.pid!) / 1024)} MB`.padStart(7)} ${`${Math.round(bytes).toLocaleString('en')} B`.padStart(14)} ${(delivered ? `${allMailed.toFixed(1)} s` : 'NOT ALL').padStart(10)}`,
    );
    console.log(
      `${''.padEnd(42)} (store index loaded in ${(openMs / 1000).toFixed(2)} s in process; ${page.length} page fetches)`,
    );
    await site.stop();
    rmSync(data, { recursive: true, force: true });
  }

  // The answer's time by the address's state: the same work before the answer for all three.
  {
    const data = mkdtempSync(path.join(tmpdir(), 'bench-nl-states-'));
    seed(data, PER_STATE, (i) => pending(`waiting${i}@example.org`, `net${i}`));
    seed(data, PER_STATE, (i) => confirmed(`member${i}@example.org`));
    const site = await benchSite(env(data));
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
    rmSync(data, { recursive: true, force: true });
  }
  smtp.close();
  await before(worktree);
}
