// Memory under concurrent CV uploads : N visitors post a
// 5 MB PDF at the same moment to the production build, and the site's
// resident memory is sampled every 20 ms until all answers are in and the
// outbox has delivered to a local SMTP server. Printed, never asserted.
// Beyond UPLOAD_CONCURRENCY (3) uploads at once the site answers 503: the
// answers column shows how many of each status came back.
// Run alone: `npx tsx scripts/bench-uploads.ts` (needs `npm run build`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { benchSite } from './bench/measure';
import { pdfOfSize } from './fixtures/files';

/** Current and peak (high-water mark) resident memory of a process, in MB. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

function multipart(fields: Record<string, string>, file: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
  );
  parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** The signed time-trap cookie a page view hands out; form posts without it are judged spam (quarantined, never mailed). */
export async function formCookie(siteUrl: string): Promise<string> {
  const res = await fetch(`${siteUrl}/contact`, { headers: { accept: 'text/html' } });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

function post(url: string, body: Buffer, type: string, cookie: string, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': type,
          'content-length': body.length,
          accept: 'application/json',
          cookie,
          'x-forwarded-for': from,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface UploadBenchOptions {
  /** Concurrent uploads per round. */
  counts?: number[];
  sizeBytes?: number;
}

/** Start the built site with SMTP delivery, post `count` CVs at once per round, print the memory. */
export async function uploadBench(options: UploadBenchOptions = {}): Promise<void> {
  const counts = options.counts ?? [20];
  const size = options.sizeBytes ?? 5 * 1024 * 1024;
  let delivered = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    onData(stream, _s, cb) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        delivered += 1;
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const pdf = pdfOfSize(size);
  const jobId = 'data-scientist';

  console.log(
    `\nUploads: N concurrent ${(size / 1024 / 1024).toFixed(0)} MB CVs to POST /api/apply (production build, SMTP delivery on)`,
  );
  console.log(
    `${'N'.padStart(4)} ${'RSS before'.padStart(11)} ${'peak RSS'.padStart(9)} ${'answers'.padStart(28)} delivered`,
  );
  for (const count of counts) {
    const data = mkdtempSync(path.join(tmpdir(), 'bench-uploads-'));
    // Each upload comes from an address of its own (TRUST_PROXY=1), as a crowd's do.
    const site = await benchSite({
      TRUST_PROXY: '1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      DATA_DIR: data,
    });
    const { url, proc } = site;
    const cookie = await formCookie(url);
    const before = memoryMb(proc.pid!);
    let peak = before.rss;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, memoryMb(proc.pid!).rss);
      } catch {
        // the process went away (out of memory): the answers say so
      }
    }, 20);
    delivered = 0;
    const bodies = Array.from({ length: count }, (_, i) =>
      multipart(
        { jobId, name: `Bench ${i}`, email: `b${i}@example.org`, phone: '+237 600 000 000', coverLetter: 'Benchmark' },
        pdf,
      ),
    );
    const statuses = await Promise.all(
      // Each from an address of its own (TRUST_PROXY=1), as a crowd's are: one client has one upload at a time.
      bodies.map((b, i) =>
        post(`${url}/api/apply`, b.body, b.type, cookie, `198.18.${i >> 8}.${i & 255}`).catch(() => 0),
      ),
    );
    const accepted = statuses.filter((s) => s === 201).length;
    const until = Date.now() + 60_000;
    while (delivered < accepted && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    clearInterval(sampler);
    try {
      peak = Math.max(peak, memoryMb(proc.pid!).peak);
    } catch {
      // gone
    }
    const tally = Object.entries(statuses.reduce<Record<string, number>>((m, s) => ((m[s] = (m[s] ?? 0) + 1), m), {}))
      .map(([s, n]) => `${n}x${s}`)
      .join(' ');
    console.log(
      `${String(count).padStart(4)} ${`${before.rss.toFixed(0)} MB`.padStart(11)} ${`${peak.toFixed(0)} MB`.padStart(9)} ${tally.padStart(28)} ${delivered}`,
    );
    await site.stop();
    rmSync(data, { recursive: true, force: true });
  }
  smtp.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await uploadBench({ counts: (process.env.BENCH_UPLOADS ?? '20').split(',').map(Number) });
}
