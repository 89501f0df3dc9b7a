import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { Writable } from 'node:stream';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { testApp } from './test-app';
import { SmtpSink } from './smtp-sink';
import { smallPdf } from '../fixtures/files';
import { jobs } from '../../shared/content/jobs';

const contact = (i: number) => ({ name: `Visitor ${i}`, email: `v${i}@example.org`, service: 'Other', message: `Message number ${i}` });

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the durable outbox', () => {
  it('accepts 20 submissions while SMTP is down and delivers all 20 once it is back', async () => {
    const sink = await new SmtpSink().start();
    await sink.stop(); // the port is known, nobody listens on it
    const ctx = await testApp({ env: sink.env() });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => request(ctx.app).post('/api/contact').set('Accept', 'application/json').send(contact(i))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect((await ctx.outbox.counts()).pending).toBe(20);

    await new Promise((r) => setTimeout(r, 100)); // a few failed attempts
    await sink.start();
    await sink.waitFor(20, 20_000);
    const subjects = sink.mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, i) => `New Contact Form Submission from Visitor ${i}`).sort());
    await until(() => readdirSync(ctx.outbox.pendingDir).length === 0);
    await ctx.close();
    await sink.stop();
  });

  it('loses nothing when the server restarts mid-queue', async () => {
    const sink = await new SmtpSink().start();
    await sink.stop();
    const first = await testApp({ env: sink.env(), deliver: false });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await request(first.app).post('/api/contact').set('Accept', 'application/json').send(contact(i));
      ids.push(res.body.id);
    }
    const apply = request(first.app).post('/api/apply').set('Accept', 'application/json');
    for (const [k, v] of Object.entries({ jobId: jobs[1]!.id, name: 'Restart Tester', email: 'r@example.org', phone: '+237 600 000 000', coverLetter: 'Hello' })) apply.field(k, v);
    expect((await apply.attach('resume', smallPdf(), 'cv.pdf')).status).toBe(201);
    await first.close(false); // the process goes away with 6 messages on disk

    await sink.start();
    const second = await testApp({ env: sink.env(), dataDir: first.dataDir });
    await sink.waitFor(6);
    expect(sink.mails.filter((m) => m.subject?.startsWith('New Contact')).length).toBe(5);
    expect(sink.mails.find((m) => m.subject?.startsWith('Application'))?.attachments).toHaveLength(1);
    for (const id of ids) expect(sink.mails.some((m) => m.text?.includes(id))).toBe(true);
    await until(() => readdirSync(second.outbox.pendingDir).length === 0);
    await second.close(true);
    await sink.stop();
  });

  it('keeps a message that keeps failing aside in failed/, and logs it', async () => {
    const sink = await new SmtpSink().start();
    await sink.stop();
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
    const ctx = await testApp({ env: { ...sink.env(), OUTBOX_MAX_ATTEMPTS: '3' }, logger });
    await request(ctx.app).post('/api/contact').set('Accept', 'application/json').send(contact(1));
    await until(() => readdirSync(ctx.outbox.failedDir).some((f) => f.endsWith('.json')));
    expect(readdirSync(ctx.outbox.pendingDir).filter((f) => f.endsWith('.json'))).toEqual([]);
    expect(lines.some((l) => l.includes('giving up; message kept in failed/'))).toBe(true);
    await ctx.close();
  });

  it('in log mode sends nothing and logs the whole record', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
    const ctx = await testApp({ logger });
    expect(ctx.config.MAIL_TRANSPORT).toBe('log');
    const res = await request(ctx.app).post('/api/contact').set('Accept', 'application/json').send(contact(7));
    expect(res.status).toBe(201);
    await until(() => lines.some((l) => l.includes('mail (log-only mode, not sent)')));
    const record = JSON.parse(lines.find((l) => l.includes('log-only'))!).mail;
    expect(record.subject).toBe('New Contact Form Submission from Visitor 7');
    expect(record.to).toBe(ctx.config.MAIL_TO_SUPPORT);
    expect(record.text).toContain('Message number 7');
    await until(() => readdirSync(path.join(ctx.dataDir, 'outbox', 'pending')).length === 0);
    await ctx.close();
  });
});
