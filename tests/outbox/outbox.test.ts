import { expect, it } from 'vitest';
import request from 'supertest';
import { Writable } from 'node:stream';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import path from 'node:path';
import { pino } from 'pino';
import { contact, postContact as post, testApp, until } from '../support/test-app';
import { outboxCommand } from '../../server/outbox/cli';
import { SmtpSink } from '../support/smtp-sink';
import { sha256, smallPdf } from '../../scripts/fixtures/files';
import { stored } from '../support/outbox-rows';
import { eachEngine } from '../support/store';
import { applicantFor, openJobsToday, postApplication } from '../support/posts';

/** A mail server that refuses every recipient for good (550), on a random loopback port. */
async function refusingServer() {
  const refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_a, _s, cb) => cb(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })),
  });
  await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', () => r()));
  return { refusing, port: (refusing.server.address() as AddressInfo).port };
}

eachEngine('the durable outbox', (e) => {
  const opts = async () => ({ store: await e.open() });
  it('accepts 20 submissions while SMTP is down and delivers all 20 once it is back', async () => {
    const sink = await new SmtpSink().start();
    await sink.stop(); // the port is known, nobody listens on it
    const ctx = await testApp({ env: sink.env(), ...(await opts()) });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(ctx, contact(i))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    // Each accepted post stores two messages: the team's and the sender's acknowledgement.
    expect((await ctx.outbox.counts()).pending).toBe(40);

    await new Promise((r) => setTimeout(r, 100)); // a few failed attempts
    await sink.start();
    await sink.waitFor(40, 20_000);
    expect(sink.mails.filter((m) => m.headers.get('auto-submitted') === 'auto-replied')).toHaveLength(20);
    const subjects = sink.mails
      .filter((m) => m.subject?.startsWith('New Contact'))
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual(
      Array.from({ length: 20 }, (_, i) => `New Contact Form Submission from Visitor ${i}`).sort(),
    );
    await until(async () => (await ctx.outbox.counts()).pending === 0);
    await ctx.close();
    await sink.stop();
  });

  it('loses nothing when the server restarts mid-queue', async () => {
    const sink = await new SmtpSink().start();
    await sink.stop();
    const place = e.place();
    const first = await testApp({ env: sink.env(), deliver: false, store: await e.open({ place }) });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(first, contact(i));
      ids.push(res.body.id);
    }
    const applicant = { ...applicantFor(openJobsToday()[0]!.id), name: 'Restart Tester', email: 'r@example.org' };
    expect((await postApplication(first, applicant, { bytes: smallPdf(), name: 'cv.pdf' })).status).toBe(201);
    await first.close(false); // the process goes away with 6 messages on disk, and their 6 acknowledgements

    await sink.start();
    const second = await testApp({ env: sink.env(), dataDir: first.dataDir, store: await e.open({ place }) });
    await sink.waitFor(12);
    expect(sink.mails.filter((m) => m.subject?.startsWith('New Contact')).length).toBe(5);
    expect(sink.mails.find((m) => m.subject?.startsWith('Application'))?.attachments).toHaveLength(1);
    for (const id of ids) expect(sink.mails.some((m) => m.text?.includes(id))).toBe(true);
    await until(async () => (await second.outbox.counts()).pending === 0);
    await second.close(true);
    await sink.stop();
  });

  it('marks a message the mail server refuses for good (5xx) failed at once, and logs it at error level', async () => {
    const { refusing, port } = await refusingServer();
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
    const ctx = await testApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) },
      logger,
      ...(await opts()),
    });
    await post(ctx, contact(1));
    // Two messages, both refused: the team's and the sender's acknowledgement.
    await until(() => lines.filter((l) => l.includes('moved to failed')).length === 2);
    expect((await stored(ctx.outbox, 'failed')).map((m) => m.attempts)).toEqual([1, 1]);
    const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg.includes('moved to failed'));
    expect(failed.level).toBe(50);
    expect(failed.attempts).toBe(1);
    expect((await request(ctx.app).get('/healthz')).body.outbox).toMatchObject({ pending: 0, failed: 2 });
    await ctx.close();
    refusing.close();
  });

  it('keeps retrying a transient failure until the message is older than its maximum age, then marks it failed', async () => {
    const sink = await new SmtpSink().start();
    await sink.stop();
    let clock = Date.now();
    const ctx = await testApp({
      env: sink.env(),
      limits: { OUTBOX_MAX_AGE_H: 72 },
      outbox: { now: () => clock },
      now: () => new Date(clock),
      ...(await opts()),
    });
    await post(ctx, contact(1));
    await until(async () => (await stored(ctx.outbox, 'pending')).some((m) => m.attempts > 0));
    clock += 71 * 3600_000; // under 3 days: still pending
    await new Promise((r) => setTimeout(r, 400));
    expect((await ctx.outbox.counts()).failed).toBe(0);
    const health = await request(ctx.app).get('/healthz');
    expect(health.body.outbox.pending).toBe(2); // the message and its acknowledgement
    expect(health.body.outbox.oldestPendingS).toBeGreaterThanOrEqual(71 * 3600);
    clock += 2 * 3600_000;
    await until(async () => (await ctx.outbox.counts()).failed > 0);
    await ctx.close();
  });

  it('aborts an attempt that times out (the connection is closed) and tries again', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((s) => sockets.push(s)); // accepts, never greets
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const port = (silent.address() as AddressInfo).port;
    const ctx = await testApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) },
      limits: { OUTBOX_ATTEMPT_TIMEOUT_S: 0.3 },
      ...(await opts()),
    });
    const started = Date.now();
    await post(ctx, contact(1));
    await until(() => sockets.length >= 1);
    await new Promise((r) => sockets[0]!.once('close', r));
    expect(Date.now() - started).toBeLessThan(3_000); // long before nodemailer's own 10 s greeting timeout
    await until(() => sockets.length >= 2); // and a new attempt follows
    await ctx.close();
    for (const s of sockets) s.destroy();
    silent.close();
  });

  it('delivers everything pending once a full disk has room again, without a restart', async () => {
    const sink = await new SmtpSink().start();
    await sink.stop();
    const ctx = await testApp({ env: sink.env(), ...(await opts()) });
    for (let i = 0; i < 5; i++) expect((await post(ctx, contact(i))).status).toBe(201);
    // The disk "fills": tmp/ can no longer take a file, so the worker's passes fail (as ENOSPC does).
    const tmp = path.join(ctx.dataDir, 'outbox', 'tmp');
    rmSync(tmp, { recursive: true, force: true });
    writeFileSync(tmp, 'not a folder');
    await new Promise((r) => setTimeout(r, 300)); // passes fail and are rescheduled
    rmSync(tmp, { force: true }); // room again
    await sink.start();
    await sink.waitFor(5, 20_000);
    await until(async () => (await ctx.outbox.counts()).pending === 0);
    await ctx.close();
    await sink.stop();
  });

  it('does not let a broken record block the others; it is marked failed', async () => {
    const sink = await new SmtpSink().start();
    const ctx = await testApp({ env: sink.env(), deliver: false, ...(await opts()) });
    await ctx.outbox.messages.db
      .insertInto('outbox_messages')
      .values({
        id: 'MSG-BROKEN00',
        kind: 'contact',
        state: 'pending',
        for_team: 1,
        record: '{"id": "MSG-BROK',
        bytes: 16,
        created_at: 0,
      })
      .execute();
    for (let i = 0; i < 3; i++) await post(ctx, contact(i));
    ctx.outbox.start();
    await sink.waitFor(3);
    await until(async () => (await stored(ctx.outbox, 'failed')).some((m) => m.id === 'MSG-BROKEN00'));
    await ctx.close();
    await sink.stop();
  });

  it('in log mode writes each message as an .eml file, CV included, and logs no visitor text', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
    const ctx = await testApp({ logger, ...(await opts()) });
    expect(ctx.config.SMTP_HOST).toBeUndefined();
    const res = await post(ctx, contact(7));
    expect(res.status).toBe(201);
    const cv = smallPdf();
    const secret = {
      ...applicantFor(openJobsToday()[0]!.id),
      name: 'Secret Applicant',
      email: 'secret@example.org',
      coverLetter: 'Private words',
    };
    const app = await postApplication(ctx, secret, { bytes: cv, name: 'cv.pdf' });
    expect(app.status).toBe(201);
    const mailDir = path.join(ctx.dataDir, 'mail');
    await until(
      () =>
        existsSync(path.join(mailDir, `${app.body.id}.eml`)) && existsSync(path.join(mailDir, `${res.body.id}.eml`)),
    );
    const contactMail = await simpleParser(readFileSync(path.join(mailDir, `${res.body.id}.eml`)));
    expect(contactMail.subject).toBe('New Contact Form Submission from Visitor 7');
    expect(contactMail.replyTo?.text).toBe('v7@example.org');
    const appMail = await simpleParser(readFileSync(path.join(mailDir, `${app.body.id}.eml`)));
    expect(sha256(appMail.attachments[0]!.content)).toBe(sha256(cv));
    await until(async () => (await ctx.outbox.counts()).pending === 0);
    const out = lines.join('');
    for (const secret of [
      'Visitor 7',
      'v7@example.org',
      'Message number 7',
      'Secret Applicant',
      'secret@example.org',
      'Private words',
    ])
      expect(out).not.toContain(secret);
    const written = lines.map((l) => JSON.parse(l)).filter((l) => l.msg.includes('log-only'));
    // The two messages and the two senders' acknowledgements, each in a file of its own.
    expect(written).toHaveLength(4);
    expect(existsSync(path.join(mailDir, `${res.body.id}-ACK.eml`))).toBe(true);
    expect(Object.keys(written[0]).sort()).toEqual(
      ['bytes', 'file', 'id', 'kind', 'level', 'msg', 'pid', 'hostname', 'time'].sort(),
    );
    await ctx.close();
  });
});

eachEngine('npm run outbox', (e) => {
  it('lists, retries (noticed by the running worker) and purges failed messages', async () => {
    const { refusing, port } = await refusingServer();
    const ctx = await testApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) },
      outbox: { scanMs: 100 },
      store: await e.open(),
    });
    const ids = [(await post(ctx, contact(1))).body.id, (await post(ctx, contact(2))).body.id];
    // The two messages and their two acknowledgements.
    await until(async () => (await ctx.outbox.counts()).failed === 4);
    refusing.close();

    const out: string[] = [];
    const cli = (...args: string[]) => outboxCommand(args, (l) => out.push(l), { store: ctx.store });
    expect(await cli('list')).toBe(0);
    expect(out).toContain('pending: 0');
    expect(out).toContain('failed: 4');
    expect(out.join('\n')).toContain(ids[0]);

    // The mail server is fixed: a retry goes out through the running worker, without a restart.
    const sink = await new SmtpSink().start(port);
    expect(await cli('retry', ids[0])).toBe(0);
    await sink.waitFor(1);
    expect(sink.mails[0]!.text).toContain(ids[0]);
    expect(await cli('retry', 'MSG-NOSUCH00')).toBe(1);

    expect(await cli('purge', '--older-than', '30d')).toBe(0);
    // The reference retried the team's message only; its acknowledgement (<reference>-ACK) stays, with the other two.
    expect((await stored(ctx.outbox, 'failed')).map((m) => m.id).sort()).toEqual(
      [`${ids[0]}-ACK`, ids[1], `${ids[1]}-ACK`].sort(),
    );
    expect(await cli('purge', '--older-than', '0d')).toBe(0);
    expect((await ctx.outbox.counts()).failed).toBe(0);
    await ctx.close();
    await sink.stop();
  });
});
