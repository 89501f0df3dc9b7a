// Uploads under attack, as a part of `npm run bench`'s hostile bench
// (BENCH_HOSTILE=uploads): bodies that stall or trickle on POST /api/apply,
// what a real applicant gets meanwhile, and what the CV check costs on
// hostile PDFs. Figures are printed, never asserted (the machine is shared).
// Every client talks to 127.0.0.1 only, each as an address of its own
// through X-Forwarded-For (the site runs with TRUST_PROXY=1), and every
// wait is bounded.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchSite } from './measure';
import { pdfOfSize } from '../fixtures/files';
import { costlyPdfs, hostilePdfs, plainPdf } from '../fixtures/pdfs';
import { LIMITS } from '../../server/limits';
import { pdfChecker } from '../../server/forms/apply/pdf-check';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';
const BOUNDARY = '----benchupload';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function multipartHead(): string {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return (
    field('jobId', 'data-scientist') +
    field('name', 'Bench Applicant') +
    field('email', 'applicant@example.org') +
    field('phone', '+237 600 000 000') +
    field('coverLetter', 'An application sent by the bench.') +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
  );
}
const multipartTail = `\r\n--${BOUNDARY}--\r\n`;

interface Outcome {
  /** The answer's status (0: the connection closed without one). */
  status: number;
  /** Seconds from the first byte sent to the answer (or to the close). */
  s: number;
}

/**
 * One POST /api/apply over a raw socket: headers declaring `contentLength`,
 * then `send(write)` decides the pace of the body. Resolves at the answer's
 * status line or at the close, or after `maxS` (status -1: still open).
 */
function rawUpload(options: {
  port: number;
  from: string;
  cookie: string;
  contentLength: number;
  maxS: number;
  send(write: (chunk: Buffer | string) => Promise<boolean>, stopped: () => boolean): Promise<void>;
}): Promise<Outcome> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - start) / 1e9;
    const socket = connect(options.port, '127.0.0.1');
    let settled = false;
    let answer = '';
    const finish = (status: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(cap);
      resolve({ status, s: elapsed() });
      socket.destroy();
    };
    const cap = setTimeout(() => finish(-1), options.maxS * 1000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const line = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (line) finish(Number(line[1]));
    });
    socket.on('error', () => finish(0));
    socket.on('close', () => finish(0));
    const write = (chunk: Buffer | string) =>
      new Promise<boolean>((ok) => {
        if (settled || socket.destroyed) return ok(false);
        if (socket.write(chunk)) ok(true);
        else socket.once('drain', () => ok(!settled));
      });
    socket.on('connect', () => {
      void write(
        `POST /api/apply HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${UA}\r\nAccept: application/json\r\nCookie: ${options.cookie}\r\n` +
          `X-Forwarded-For: ${options.from}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${options.contentLength}\r\n\r\n`,
      ).then(() => options.send(write, () => settled));
    });
  });
}

/** A whole upload of `body` at `bytesPerS`, in tenths of a second. */
function steady(body: Buffer, bytesPerS: number) {
  return async (write: (chunk: Buffer) => Promise<boolean>, stopped: () => boolean) => {
    const step = Math.max(1, Math.round(bytesPerS / 10));
    const start = Date.now();
    for (let sent = 0; sent < body.length && !stopped(); sent += step) {
      if (!(await write(body.subarray(sent, sent + step)))) return;
      const due = start + ((sent + step) / bytesPerS) * 1000;
      await sleep(Math.max(0, due - Date.now()));
    }
  };
}

/** A few bytes every few seconds: the slot-holding body. */
function trickle(bytes: number, everyMs: number) {
  return async (write: (chunk: Buffer | string) => Promise<boolean>, stopped: () => boolean) => {
    if (!(await write(multipartHead() + '%PDF-1.4\n'))) return;
    while (!stopped()) {
      await sleep(everyMs);
      if (!(await write('x'.repeat(bytes)))) return;
    }
  };
}

/** The signed time-trap cookie a page view hands out (a real applicant has it). */
async function formCookie(siteUrl: string): Promise<string> {
  const res = await fetch(`${siteUrl}/careers`, { headers: { accept: 'text/html', 'user-agent': UA } });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const fmt = (o: Outcome) =>
  o.status === -1 ? `still open after ${o.s.toFixed(1)} s` : `${o.status || 'closed'} after ${o.s.toFixed(1)} s`;

/**
 * Stalled and trickling uploads (the site as `npm start` runs it):
 *  - one upload that declares 1 MB and sends nothing after its headers;
 *  - three tricklers from three addresses (BENCH_TRICKLE_BYTES bytes every
 *    BENCH_TRICKLE_EVERY_MS, default 8 every 3,000) and, one second in, a
 *    real applicant with a small PDF and a slow one sending a 5 MB PDF at
 *    BENCH_SLOW_KBPS (default 100) kB/s, each from an address of its own;
 *  - three holders that keep BENCH_KEEPER_BPS (default 1,300) bytes a second,
 *    just above the minimum pace, and a real applicant one second in.
 * BENCH_UPLOAD_MAX_S (default 150) bounds every wait.
 */
export async function hostileUploads() {
  const maxS = Number(process.env.BENCH_UPLOAD_MAX_S ?? 150);
  const trickleBytes = Number(process.env.BENCH_TRICKLE_BYTES ?? 8);
  const trickleEveryMs = Number(process.env.BENCH_TRICKLE_EVERY_MS ?? 3_000);
  const slowKbps = Number(process.env.BENCH_SLOW_KBPS ?? 100);
  const data = mkdtempSync(path.join(tmpdir(), 'bench-hostile-uploads-'));
  const site = await benchSite({ DATA_DIR: data, TRUST_PROXY: '1' }, { RATE_LIMIT_MAX: 1000 });
  const port = Number(new URL(site.url).port);
  const cookie = await formCookie(site.url);
  const upload = (from: string, contentLength: number, send: Parameters<typeof rawUpload>[0]['send']) =>
    rawUpload({ port, from, cookie, contentLength, maxS, send });

  console.log(
    `\nHostile: uploads that stall or trickle on POST /api/apply (each client an address of its own via X-Forwarded-For, TRUST_PROXY=1)`,
  );
  const stalled = await upload('198.51.100.1', 1_000_000, async () => undefined);
  console.log(
    `an upload declaring 1 MB that sends nothing after its headers: ${fmt(stalled)} (target: 408 within 20 s)`,
  );

  const small = Buffer.concat([Buffer.from(multipartHead(), 'latin1'), pdfOfSize(2_000), Buffer.from(multipartTail)]);
  const big = Buffer.concat([
    Buffer.from(multipartHead(), 'latin1'),
    pdfOfSize(5 * 1024 * 1024 - 64 * 1024),
    Buffer.from(multipartTail),
  ]);
  const tricklers = [11, 12, 13].map((n) =>
    upload(`198.51.100.${n}`, 1_000_000, trickle(trickleBytes, trickleEveryMs)),
  );
  await sleep(1_000);
  const real = upload('198.51.100.20', small.length, steady(small, 10 * 1024 * 1024));
  const slow = upload('198.51.100.21', big.length, steady(big, slowKbps * 1000));
  const [cut, realAnswer, slowAnswer] = await Promise.all([Promise.all(tricklers), real, slow]);
  console.log(
    `3 tricklers (${trickleBytes} bytes every ${trickleEveryMs / 1000} s, Content-Length 1 MB): ${cut.map(fmt).join('; ')} (target: 408 within 20 s)`,
  );
  console.log(`a real applicant meanwhile (2 kB PDF, started 1 s after them): ${fmt(realAnswer)} (target: 201)`);
  console.log(
    `a slow applicant meanwhile (${(big.length / 1024 / 1024).toFixed(1)} MB PDF at ${slowKbps} kB/s, started 1 s after them): ${fmt(slowAnswer)} (target: 201)`,
  );

  // Holders that keep just above the minimum pace: alone they keep their slot; while someone waits they must keep the contended pace.
  const keeperBps = Number(process.env.BENCH_KEEPER_BPS ?? 1_300);
  // They stop sending once the applicant is answered; the ones still holding a slot are then cut as silent.
  let answered = false;
  const keepers = [31, 32, 33].map((n) =>
    upload(`198.51.100.${n}`, 1_000_000, async (write, stopped) => {
      if (!(await write(multipartHead() + '%PDF-1.4\n'))) return;
      await steady(Buffer.alloc(1_000_000, 0x20), keeperBps)(write, () => stopped() || answered);
    }),
  );
  await sleep(1_000);
  const realAfterKeepers = await upload('198.51.100.40', small.length, steady(small, 10 * 1024 * 1024));
  answered = true;
  const keptAnswers = await Promise.all(keepers);
  console.log(
    `3 holders keeping ${(keeperBps / 1000).toFixed(1)} kB/s, above the minimum pace (Content-Length 1 MB): ${keptAnswers.map(fmt).join('; ')} (target: one 408 once an applicant waits; the others stop sending once it is answered)`,
  );
  console.log(
    `a real applicant meanwhile (2 kB PDF, started 1 s after them): ${fmt(realAfterKeepers)} (target: 201 within UPLOAD_WAIT_S, 15 s)`,
  );
  await site.stop();
  rmSync(data, { recursive: true, force: true });
  await pdfCheckCost();
}

/**
 * The CV check on plain, hostile and costly PDFs, with the site's default
 * limits (CV_CHECK_TIMEOUT_MS, CV_CHECK_HEAP_MB), in this process: the time
 * to each verdict, and the longest this process's event loop waited
 * meanwhile (the parsing runs in a worker thread).
 */
async function pdfCheckCost() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-cv-check-'));
  const files: Record<string, Buffer> = {
    'a plain one-page PDF': plainPdf(),
    'a 5 MB PDF (one page, a 5 MB stream)': pdfOfSize(5 * 1024 * 1024),
    ...hostilePdfs(),
    // A 1 GB deflate bomb (1 MB), and the largest of the others that fits in an upload (5 MB).
    ...costlyPdfs({ inflatedMb: 1024, count: 100_000, depth: 2_500_000 }),
  };
  const checker = pdfChecker({ timeoutMs: LIMITS.CV_CHECK_TIMEOUT_MS, heapMb: LIMITS.CV_CHECK_HEAP_MB });
  // The first check starts the worker (and loads pdf-lib): timed apart.
  const warm = path.join(dir, 'warm.pdf');
  writeFileSync(warm, plainPdf());
  let t = process.hrtime.bigint();
  await checker.check(warm);
  const startMs = Number(process.hrtime.bigint() - t) / 1e6;
  console.log(
    `\nHostile: the CV check (pdf-lib in a worker thread; limits ${LIMITS.CV_CHECK_TIMEOUT_MS} ms, ${LIMITS.CV_CHECK_HEAP_MB} MB heap, 32 MB per inflated stream); first check with the worker's start ${startMs.toFixed(0)} ms`,
  );
  for (const [name, bytes] of Object.entries(files)) {
    const file = path.join(dir, 'cv.pdf');
    writeFileSync(file, bytes);
    // A worker stopped by the previous file is replaced before the clock starts: the figure is the check's.
    await checker.warm();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    t = process.hrtime.bigint();
    const verdict = await checker.check(file);
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    delay.disable();
    const said =
      verdict.verdict === 'active'
        ? `active (${verdict.what})`
        : 'reason' in verdict
          ? `${verdict.verdict} (${verdict.reason})`
          : verdict.verdict;
    console.log(
      `${name} (${(bytes.length / 1024).toFixed(0)} kB): ${said} in ${ms.toFixed(0)} ms; this process's event loop waited at most ${(delay.max / 1e6).toFixed(0)} ms`,
    );
  }
  await checker.close();
  rmSync(dir, { recursive: true, force: true });
}
