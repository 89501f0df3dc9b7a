// Uploads an attacker cannot hold shut: a CV body must keep a minimum pace
// (a stalled or trickling one is cut with 408 and its slot freed), a slow
// but steady one still arrives, and one client has one upload at a time.
// The pace is made small here (1 kB/s over 1 s) so the tests run in seconds.
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testApp } from '../support/test-app';
import { sha256, smallPdf, pdfOfSize } from '../../scripts/fixtures/files';
import { applicantFor, openJobsToday } from '../support/posts';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';
import { cvOf, stored } from '../support/outbox-rows';
import type { Limits } from '../../server/limits';

const BOUNDARY = 'attackboundary';
const applicant = applicantFor(openJobsToday()[0]!.id);

function multipart(pdf: Buffer): Buffer {
  const fields = Object.entries(applicant)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([
    Buffer.from(fields + fileHead, 'latin1'),
    pdf,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1'),
  ]);
}

interface Answer {
  status: number;
  headers: string;
  body: string;
  ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A POST /api/apply over a raw socket from `from` (X-Forwarded-For): the
 * headers announce `length` bytes, then `body` is sent in `chunk`-byte
 * pieces every `everyMs` until it is all sent or the server answers.
 */
function upload(
  port: number,
  o: {
    from: string;
    cookie: string;
    body: Buffer;
    length?: number;
    chunk: number;
    everyMs: number;
    accept?: string;
    query?: string;
  },
): Promise<Answer> {
  return new Promise((resolve) => {
    const start = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const [head = '', body = ''] = received.split('\r\n\r\n', 2);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body,
        ms: Date.now() - start,
      });
      socket.destroy();
    };
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      received += d;
      // The whole answer is in once its declared length has arrived.
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const split = received.indexOf('\r\n\r\n');
      if (length && split >= 0 && Buffer.byteLength(received.slice(split + 4)) >= Number(length)) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.on('connect', async () => {
      socket.write(
        `POST /api/apply${o.query ?? ''} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ${o.accept ?? 'application/json'}\r\nCookie: ${o.cookie}\r\nX-Forwarded-For: ${o.from}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${o.length ?? o.body.length}\r\n\r\n`,
      );
      for (let sent = 0; sent < o.body.length && !done && !socket.destroyed; sent += o.chunk) {
        socket.write(o.body.subarray(sent, sent + o.chunk));
        await sleep(o.everyMs);
      }
    });
  });
}

type Ctx = Awaited<ReturnType<typeof testApp>>;
let ctx: Ctx | undefined;
let server: Server | undefined;

async function site(limits: Partial<Limits> = {}) {
  ctx = await testApp({
    deliver: false,
    env: { TRUST_PROXY: '1' },
    limits: {
      UPLOAD_MIN_BYTES_PER_S: 1000,
      UPLOAD_PACE_WINDOW_S: 1,
      UPLOAD_CONCURRENCY: 1,
      UPLOAD_WAIT_S: 20,
      ...limits,
    },
  });
  server = createServer(ctx.app);
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
  return { ctx, port: (server.address() as AddressInfo).port };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  await ctx?.close();
  server = undefined;
  ctx = undefined;
});

async function emptied(dir: string) {
  const deadline = Date.now() + 10_000;
  while (readdirSync(dir).length > 0 && Date.now() < deadline) await sleep(50);
  return readdirSync(dir);
}

type UploadOptions = Parameters<typeof upload>[1];

/** An applicant on a good line: a small CV sent at once. */
const atOnce = (port: number, cookie: string, from: string, more: Partial<UploadOptions> = {}) =>
  upload(port, { from, cookie, body: multipart(smallPdf()), chunk: 64 * 1024, everyMs: 1, ...more });

/** A CV sent steadily, `chunk` bytes every 100 ms. */
const steady = (port: number, cookie: string, from: string, pdf: Buffer, chunk: number) =>
  upload(port, { from, cookie, body: multipart(pdf), chunk, everyMs: 100 });

/** An upload that announces a large body and sends nothing after its headers. */
const stalled = (port: number, cookie: string, from: string, more: Partial<UploadOptions> = {}) =>
  upload(port, { from, cookie, body: Buffer.alloc(0), length: 1_000_000, chunk: 1, everyMs: 1, ...more });

/** A site where an upload holding its slot while another waits must keep a higher pace (20 kB/s over 2 s). */
const contended = () => site({ UPLOAD_CONTENDED_MIN_BYTES_PER_S: 20_000, UPLOAD_PACE_WINDOW_S: 2 });

/** The CVs waiting for delivery, as the store holds them. */
const pendingCvs = async (c: Ctx) =>
  (
    await Promise.all(
      (await stored(c.outbox, 'pending')).filter((m) => m.kind === 'application').map((m) => cvOf(c.outbox, m.id)),
    )
  ).filter((b) => b !== undefined);

describe('POST /api/apply under a slow or stalled body', () => {
  it('cuts a body that trickles below the pace with 408, and the applicant waiting for its slot gets through', async () => {
    const { ctx, port } = await site();
    const body = multipart(smallPdf());
    // A few bytes every 200 ms: far below 1 kB/s, but never silent.
    const trickler = upload(port, {
      from: '198.51.100.1',
      cookie: ctx.cookie,
      body,
      length: 1_000_000,
      chunk: 4,
      everyMs: 200,
    });
    await sleep(100);
    const applicantAnswer = atOnce(port, ctx.cookie, '198.51.100.2');
    const [cut, real] = await Promise.all([trickler, applicantAnswer]);
    expect(cut.status).toBe(408);
    expect(JSON.parse(cut.body).error).toBe(enForms.messages.forms.uploadTooSlow);
    expect(cut.headers).toMatch(/connection: close/i);
    // Cut after about one window (1 s), well before the whole-body deadline.
    expect(cut.ms).toBeLessThan(8_000);
    expect(real.status).toBe(201);
    expect(await pendingCvs(ctx)).toHaveLength(1);
    expect(await emptied(ctx.outbox.tmpDir)).toEqual([]);
  });

  it('cuts an upload that sends nothing after its headers', async () => {
    const { ctx, port } = await site();
    const cut = await stalled(port, ctx.cookie, '198.51.100.3');
    expect(cut.status).toBe(408);
    expect(cut.ms).toBeLessThan(8_000);
    expect(await emptied(ctx.outbox.tmpDir)).toEqual([]);
  });

  it('lets a slow but steady upload arrive whole (about 50 kB/s, fifty times the pace)', async () => {
    const { ctx, port } = await site();
    const pdf = pdfOfSize(150_000);
    const slow = await steady(port, ctx.cookie, '198.51.100.4', pdf, 5_000);
    expect(slow.status).toBe(201);
    expect(slow.ms).toBeGreaterThan(2_000); // it really was slow: several windows long
    const [cv] = await pendingCvs(ctx);
    expect(sha256(cv!)).toBe(sha256(pdf));
  });

  it('answers a browser without JavaScript on the form page, in its language', async () => {
    const { ctx, port } = await site();
    const cut = await stalled(port, ctx.cookie, '198.51.100.5', { accept: 'text/html', query: '?lang=fr' });
    expect(cut.status).toBe(303);
    const location = /location: (\S+)/i.exec(cut.headers)![1]!;
    expect(location).toMatch(/^\/fr\/careers/);
    // The saved form is shown to the browser that holds its cookie (fs), set with the answer.
    const saved = /set-cookie: (fs=[^;\r\n]+)/i.exec(cut.headers)?.[1];
    const page = await fetch(`http://127.0.0.1:${port}${location}`, {
      headers: { accept: 'text/html', cookie: [ctx.cookie, saved].filter(Boolean).join('; ') },
    });
    expect(await page.text()).toContain(frForms.messages.forms.uploadTooSlow.split(' ').slice(0, 3).join(' '));
  });
});

describe('POST /api/apply while another upload waits for its slot', () => {
  it('cuts a holder that keeps just above the minimum pace, and the applicant waiting gets the slot', async () => {
    const { ctx, port } = await contended();
    // 5 kB/s: five times the minimum, so alone it keeps its slot; a fifth of the pace asked under contention.
    const holder = steady(port, ctx.cookie, '198.51.100.21', pdfOfSize(1_000_000), 500);
    const settled = await Promise.race([holder.then(() => 'answered'), sleep(3_000).then(() => 'still uploading')]);
    expect(settled).toBe('still uploading');
    const waiting = atOnce(port, ctx.cookie, '198.51.100.22');
    const [cut, real] = await Promise.all([holder, waiting]);
    expect(cut.status).toBe(408);
    expect(JSON.parse(cut.body).error).toBe(enForms.messages.forms.uploadTooSlow);
    expect(real.status).toBe(201);
    expect(await emptied(ctx.outbox.tmpDir)).toEqual([]);
  });

  it('lets a holder at a real slow line’s pace (50 kB/s) finish, and the one waiting goes next', async () => {
    const { ctx, port } = await contended();
    const holder = steady(port, ctx.cookie, '198.51.100.23', pdfOfSize(150_000), 5_000);
    await sleep(300);
    const waiting = atOnce(port, ctx.cookie, '198.51.100.24');
    const [first, second] = await Promise.all([holder, waiting]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await pendingCvs(ctx)).toHaveLength(2);
  });
});

describe('POST /api/apply: one upload at a time per client', () => {
  it('answers a second upload from the same address 429 with Retry-After, while another address gets through', async () => {
    const { ctx, port } = await site({ UPLOAD_CONCURRENCY: 3 });
    const body = multipart(pdfOfSize(100_000));
    // The first one is slow but steady: about 2 s.
    const first = upload(port, { from: '203.0.113.7', cookie: ctx.cookie, body, chunk: 5_000, everyMs: 100 });
    await sleep(300);
    const second = await atOnce(port, ctx.cookie, '203.0.113.7');
    const secondFr = await atOnce(port, ctx.cookie, '203.0.113.7', { query: '?lang=fr' });
    const other = await atOnce(port, ctx.cookie, '203.0.113.8');
    expect(second.status).toBe(429);
    expect(second.headers).toMatch(/retry-after: \d+/i);
    expect(JSON.parse(second.body).error).toBe(enForms.messages.forms.uploadInProgress);
    expect(secondFr.status).toBe(429);
    expect(JSON.parse(secondFr.body).error).toBe(frForms.messages.forms.uploadInProgress);
    expect(other.status).toBe(201);
    expect((await first).status).toBe(201);
    // Once the first is done, the address may upload again.
    const again = await atOnce(port, ctx.cookie, '203.0.113.7');
    expect(again.status).toBe(201);
    expect(await pendingCvs(ctx)).toHaveLength(3);
  });
});
