// Moving in: an outbox written as folders of files (pending/, failed/,
// spam/, spam-digest.json, in the format the site wrote before the store)
// moves into the store once at start, CVs included, and the folders go; a
// move interrupted between a message's commit and its files' removal adds
// nothing twice at the next start, even once that message was delivered.
import { expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { testApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { cvOf, stored } from '../support/outbox-rows';
import { eachEngine } from '../support/store';
import { sha256, smallPdf } from '../../scripts/fixtures/files';

const stamp = (ms: number, seq = 0) => `${ms.toString(36).padStart(9, '0')}${seq.toString(36).padStart(2, '0')}`;

const mail = (id: string, kind: string, extra: object = {}) => ({
  id,
  kind,
  createdAt: new Date(0).toISOString(),
  from: 'site <no-reply@example.com>',
  to: kind === 'acknowledgement' ? 'visitor@example.org' : 'careers@example.com',
  subject: `Subject of ${id}`,
  text: `Reference: ${id}`,
  html: `<p>${id}</p>`,
  lang: 'en',
  ...extra,
});

/** An outbox folder as the site wrote it before the store: each file as the old code named and filled it. */
function oldOutbox(dataDir: string, now: number) {
  const dir = path.join(dataDir, 'outbox');
  for (const d of ['pending', 'failed', 'spam', 'tmp']) mkdirSync(path.join(dir, d), { recursive: true });
  const cv = smallPdf();
  const app = `${stamp(now - 60_000)}-APP-OLDCV001`;
  writeFileSync(
    path.join(dir, 'pending', `${app}.json`),
    JSON.stringify(
      mail('APP-OLDCV001', 'application', {
        attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', file: `${app}.att0`, size: cv.length }],
      }),
    ),
  );
  writeFileSync(path.join(dir, 'pending', `${app}.att0`), cv);
  writeFileSync(path.join(dir, 'pending', `${app}.state`), JSON.stringify({ attempts: 2, nextAttemptAt: 0 }));
  // A record from the oldest format: the CV as base64 inside the JSON.
  const legacy = `${stamp(now - 50_000)}-APP-LEGACY22`;
  writeFileSync(
    path.join(dir, 'pending', `${legacy}.json`),
    JSON.stringify(
      mail('APP-LEGACY22', 'application', {
        attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', content: cv.toString('base64') }],
      }),
    ),
  );
  const failed = `${stamp(now - 40_000)}-MSG-FAILED01`;
  writeFileSync(path.join(dir, 'failed', `${failed}.json`), JSON.stringify(mail('MSG-FAILED01', 'contact')));
  writeFileSync(
    path.join(dir, 'failed', `${failed}.state`),
    JSON.stringify({ attempts: 1, nextAttemptAt: 0, lastError: '550 refused', failedAt: now - 30_000 }),
  );
  const spam = `${stamp(now - 20_000)}-MSG-SPAM0001`;
  writeFileSync(path.join(dir, 'spam', `${spam}.json`), JSON.stringify(mail('MSG-SPAM0001', 'contact')));
  writeFileSync(
    path.join(dir, 'spam', `${spam}.spam`),
    JSON.stringify({
      id: 'MSG-SPAM0001',
      form: 'contact',
      reason: 'honeypot',
      lang: 'en',
      sender: 'x@example.org',
      excerpt: 'hi',
      receivedAt: new Date(now).toISOString(),
    }),
  );
  writeFileSync(
    path.join(dir, 'spam-digest.json'),
    JSON.stringify({ sentAt: now - 3_600_000, listedUpTo: now - 30_000 }),
  );
  return { dir, cv, app };
}

eachEngine('moving the outbox folders into the store', (e) => {
  it('moves every message in once, CVs and states included, logs it, and removes the folders', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-move-in-'));
    const now = Date.now();
    const { dir, cv } = oldOutbox(dataDir, now);
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({ write: (c, _e, cb) => (lines.push(JSON.parse(String(c))), cb()) }),
    );
    const ctx = await testApp({ dataDir, store: await e.open(), deliver: false, logger });
    try {
      const pending = await stored(ctx.outbox, 'pending');
      expect(pending.map((m) => [m.id, m.attempts])).toEqual([
        ['APP-OLDCV001', 2],
        ['APP-LEGACY22', 0],
      ]);
      expect(sha256((await cvOf(ctx.outbox, 'APP-OLDCV001'))!)).toBe(sha256(cv));
      expect(sha256((await cvOf(ctx.outbox, 'APP-LEGACY22'))!)).toBe(sha256(cv));
      const [failed] = await stored(ctx.outbox, 'failed');
      expect(failed).toMatchObject({ id: 'MSG-FAILED01', last_error: '550 refused', failed_at: now - 30_000 });
      const [held] = await stored(ctx.outbox, 'quarantined');
      expect(held).toMatchObject({ id: 'MSG-SPAM0001', hold_reason: 'honeypot' });
      expect(await ctx.outbox.messages.digestState()).toEqual({ sentAt: now - 3_600_000, listedUpTo: now - 30_000 });
      expect(readdirSync(dir)).toEqual(['tmp']);
      expect(lines.find((l) => String(l.msg).startsWith('outbox: messages moved'))).toMatchObject({
        pending: 2,
        failed: 1,
        spam: 1,
      });
    } finally {
      await ctx.close(true);
    }
  });

  it('resumes an interrupted move without adding a message twice, even one delivered in between', async () => {
    const sink = await new SmtpSink().start();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-move-in-'));
    const now = Date.now();
    const { dir, app } = oldOutbox(dataDir, now);
    const place = e.place();
    const first = await testApp({ dataDir, store: await e.open({ place }), env: sink.env() });
    await sink.waitFor(2);
    await first.close(false);
    // What a kill between the commit and the removal of its files leaves: the record still there.
    mkdirSync(path.join(dir, 'pending'), { recursive: true });
    writeFileSync(path.join(dir, 'pending', `${app}.json`), JSON.stringify(mail('APP-OLDCV001', 'application')));
    const second = await testApp({ dataDir, store: await e.open({ place }), env: sink.env() });
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect((await second.outbox.counts()).pending).toBe(0);
      expect(sink.mails.filter((m) => m.text?.includes('APP-OLDCV001'))).toHaveLength(1);
      expect(existsSync(path.join(dir, 'pending'))).toBe(false);
    } finally {
      await second.close(true);
      await sink.stop();
    }
  });
});
