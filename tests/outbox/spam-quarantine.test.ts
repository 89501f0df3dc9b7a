// The spam quarantine at the SMTP level: a post judged spam (no time-trap
// cookie, a filled honeypot) is answered as a real one, kept on disk and
// never mailed; the operator's command lists it and releases it to the real
// mail server exactly once; the bounds evict the oldest and leave pending
// mail alone; retention deletes old items; the support mailbox gets one
// digest a day; /healthz counts it.
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { testApp, until } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { outboxCommand } from '../../server/outbox/cli';
import { pdfOfSize, sha256, smallPdf } from '../../scripts/fixtures/files';
import { openJobsToday, postJson } from '../support/posts';

const job = openJobsToday()[0]!;
const contact = {
  name: 'Amina Fon',
  email: 'amina@example.org',
  service: 'Other',
  message: 'We need a chatbot for mobile money questions.\nSecond line.',
};
const applicant = {
  jobId: job.id,
  name: 'Hélène Ekane',
  email: 'helene@example.org',
  phone: '+237 677 00 11 22',
  coverLetter: 'I have shipped ML systems for five years.',
};

const sink = await new SmtpSink().start();
afterAll(() => sink.stop());

type Ctx = Awaited<ReturnType<typeof testApp>>;

/** A logger whose lines a test can read. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

const spamDir = (ctx: Ctx) => path.join(ctx.dataDir, 'outbox', 'spam');
const spamRecords = (ctx: Ctx) => readdirSync(spamDir(ctx)).filter((f) => f.endsWith('.json'));
const pending = (ctx: Ctx) => readdirSync(ctx.outbox.pendingDir);
const factsOf = (ctx: Ctx, id: string) => {
  const record = spamRecords(ctx).find((f) => f.endsWith(`-${id}.json`));
  return (
    record &&
    (JSON.parse(readFileSync(path.join(spamDir(ctx), record.replace(/\.json$/, '.spam')), 'utf8')) as Record<
      string,
      string
    >)
  );
};

async function cli(ctx: Ctx, ...args: string[]) {
  const out: string[] = [];
  const code = await outboxCommand(['--data-dir', ctx.dataDir, ...args], (l) => out.push(l));
  // The first line names the folder read (held by the operator's tests).
  expect(out[0]).toBe(`outbox: ${path.join(ctx.dataDir, 'outbox')}`);
  return { code, out: out.slice(1).join('\n') };
}

/** Without the time-trap cookie: what a browser that blocks cookies sends. */
const cookieless = (ctx: Ctx, url: string, body: object) =>
  request(ctx.app).post(url).set('Accept', 'application/json').send(body);

describe('a post judged spam', () => {
  it('is answered with a reference, kept with that reference and its reason, and never mailed', async () => {
    const { logger, lines } = recordingLogger();
    const ctx = await testApp({ env: sink.env(), logger, outbox: { scanMs: 100 } });
    sink.mails.length = 0;
    const res = await cookieless(ctx, '/api/contact', contact);
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(id).toMatch(/^MSG-[A-Z0-9]{8}$/);

    // Nothing waits for delivery (no team message, no acknowledgement); the message is in the quarantine.
    expect(pending(ctx)).toEqual([]);
    expect(factsOf(ctx, id)).toMatchObject({
      id,
      form: 'contact',
      reason: 'missing',
      lang: 'en',
      sender: 'amina@example.org',
    });
    const record = spamRecords(ctx)[0]!;
    expect(statSync(path.join(spamDir(ctx), record)).mode & 0o777).toBe(0o600);
    expect(statSync(spamDir(ctx)).mode & 0o777).toBe(0o700);
    expect(lines.find((l) => l.id === id)).toMatchObject({ form: 'contact', reason: 'missing', level: 40 });

    const listed = await cli(ctx, 'spam');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('quarantined: 1');
    expect(listed.out).toMatch(new RegExp(`${id} +contact +missing +age +\\d+ min +amina@example.org`));
    expect(listed.out).toContain('We need a chatbot for mobile money questions. Second line.');

    // Released: delivered to the support mailbox as a normal post's message, once.
    const released = await cli(ctx, 'release', id);
    expect(released).toEqual({ code: 0, out: expect.stringContaining(`released ${id}`) });
    await sink.waitFor(1);
    await until(() => pending(ctx).length === 0);
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]!.subject).toBe('New Contact Form Submission from Amina Fon');
    expect(sink.mails[0]!.text).toContain(id);
    expect(sink.mails[0]!.replyTo?.text).toBe('amina@example.org');
    expect(readdirSync(spamDir(ctx))).toEqual([]);

    // A second release finds nothing, exits 1 and queues nothing.
    const again = await cli(ctx, 'release', id);
    expect(again).toEqual({ code: 1, out: `no quarantined message ${id}` });
    expect(pending(ctx)).toEqual([]);
    expect(await cli(ctx, 'release', 'MSG-NOSUCH00')).toEqual({ code: 1, out: 'no quarantined message MSG-NOSUCH00' });
    expect(sink.mails).toHaveLength(1);
    await ctx.close();
  });

  it('with a filled honeypot, from a browser without JavaScript, lands on the confirmation and is released once', async () => {
    const ctx = await testApp({ env: sink.env(), outbox: { scanMs: 100 } });
    sink.mails.length = 0;
    const res = await request(ctx.app)
      .post('/api/contact')
      .set('Accept', 'text/html')
      .set('Cookie', ctx.cookie)
      .type('form')
      .send({ ...contact, website: 'http://autofill.example' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/contact\?sent=1&ref=MSG-[A-Z0-9]{8}#contact-sent$/);
    expect(pending(ctx)).toEqual([]);
    const [record] = spamRecords(ctx);
    const id = record!.replace(/^[0-9a-z]+-/, '').replace(/\.json$/, '');
    expect(factsOf(ctx, id)).toMatchObject({ reason: 'honeypot', form: 'contact' });

    expect((await cli(ctx, 'release', 'all')).code).toBe(0);
    await sink.waitFor(1);
    await until(() => pending(ctx).length === 0);
    expect((await cli(ctx, 'release', 'all')).out).toBe('no quarantined message');
    expect(sink.mails.map((m) => m.subject)).toEqual(['New Contact Form Submission from Amina Fon']);
    await ctx.close();
  });

  it('released by two commands at once is delivered once', async () => {
    const ctx = await testApp({ env: sink.env(), outbox: { scanMs: 100 } });
    sink.mails.length = 0;
    const id = (await cookieless(ctx, '/api/contact', contact)).body.id as string;
    const both = await Promise.all([cli(ctx, 'release', id), cli(ctx, 'release', id)]);
    // Whichever comes second finds nothing, and says so.
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(both.map((r) => r.out).sort()).toEqual([
      `no quarantined message ${id}`,
      expect.stringContaining(`released ${id}`),
    ]);
    await sink.waitFor(1);
    await until(() => pending(ctx).length === 0);
    expect(sink.mails).toHaveLength(1);
    await ctx.close();
  });

  it('whose release was killed before it reached pending/ is listed again and released once, never lost', async () => {
    const ctx = await testApp({ env: sink.env(), outbox: { scanMs: 100 } });
    sink.mails.length = 0;
    const id = (await cookieless(ctx, '/api/contact', contact)).body.id as string;
    // What a release killed right after its claim leaves: the record renamed aside, nothing in pending/.
    const record = readdirSync(spamDir(ctx)).find((f) => f.endsWith(`-${id}.json`))!;
    const claimed = path.join(spamDir(ctx), record.replace(/\.json$/, '.releasing'));
    renameSync(path.join(spamDir(ctx), record), claimed);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(claimed, twoMinutesAgo, twoMinutesAgo);
    expect((await cli(ctx, 'spam')).out).toContain(id);
    expect((await cli(ctx, 'release', id)).out).toContain(`released ${id}`);
    await sink.waitFor(1);
    await until(() => pending(ctx).length === 0);
    expect(sink.mails).toHaveLength(1);
    expect(readdirSync(spamDir(ctx))).toEqual([]);
    await ctx.close();
  });

  it('that fails the form’s schema gets the field errors a real post gets, and nothing is kept', async () => {
    const ctx = await testApp({ deliver: false });
    const res = await cookieless(ctx, '/api/contact', { ...contact, email: 'not an address' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors as object)).toEqual(['email']);
    expect(spamRecords(ctx)).toEqual([]);
    await ctx.close();
  });

  it('keeps an application’s CV with it and delivers the CV on release', async () => {
    const ctx = await testApp({ env: sink.env(), outbox: { scanMs: 100 } });
    sink.mails.length = 0;
    const cv = smallPdf();
    const req = request(ctx.app).post('/api/apply').set('Accept', 'application/json');
    for (const [k, v] of Object.entries(applicant)) req.field(k, v);
    const res = await req.attach('resume', cv, { filename: 'cv.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(pending(ctx)).toEqual([]);
    expect(readdirSync(ctx.outbox.tmpDir)).toEqual([]);
    const att = readdirSync(spamDir(ctx)).find((f) => f.endsWith('.att0'))!;
    expect(sha256(readFileSync(path.join(spamDir(ctx), att)))).toBe(sha256(cv));
    expect(factsOf(ctx, id)).toMatchObject({
      form: 'apply',
      reason: 'missing',
      sender: 'helene@example.org',
      excerpt: applicant.coverLetter,
    });
    expect((await cli(ctx, 'spam')).out).toMatch(new RegExp(`${id} +apply +missing .*\\+CV +helene@example.org`));

    expect((await cli(ctx, 'release', id)).code).toBe(0);
    await sink.waitFor(1);
    await until(() => pending(ctx).length === 0);
    const mail = sink.mails[0]!;
    expect(mail.subject).toBe(`Application: ${job.title} - Hélène Ekane`);
    expect(mail.attachments).toHaveLength(1);
    expect(sha256(mail.attachments[0]!.content)).toBe(sha256(cv));
    expect(readdirSync(spamDir(ctx))).toEqual([]);
    expect(sink.mails).toHaveLength(1);
    await ctx.close();
  });
});

describe('the quarantine’s bounds', () => {
  it('evicts the oldest items beyond its count, with a log line, and never touches pending mail', async () => {
    const { logger, lines } = recordingLogger();
    const ctx = await testApp({ limits: { QUARANTINE_MAX_ITEMS: 3 }, logger, deliver: false });
    const real = await postJson(ctx, '/api/contact', contact);
    expect(real.status).toBe(201);
    const waiting = pending(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await cookieless(ctx, '/api/contact', { ...contact, message: `Bot message ${i}` })).body.id as string);
    expect(spamRecords(ctx).map((f) => f.replace(/^[0-9a-z]+-/, '').replace(/\.json$/, ''))).toEqual(ids.slice(2));
    expect(pending(ctx)).toEqual(waiting);
    expect(waiting.some((f) => f.endsWith(`-${real.body.id}.json`))).toBe(true);
    const evicted = lines.filter((l) => l.msg === 'quarantine: oldest item deleted to stay within its bounds');
    expect(evicted.map((l) => l.id)).toEqual(ids.slice(0, 2));
    await ctx.close();
  });

  it('evicts the oldest items, CVs included, beyond its size', async () => {
    // About 52 KB: two items with a 20 KB CV fit, three do not.
    const ctx = await testApp({ limits: { QUARANTINE_MAX_MB: 0.05 }, deliver: false });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const req = request(ctx.app).post('/api/apply').set('Accept', 'application/json');
      for (const [k, v] of Object.entries(applicant)) req.field(k, v);
      ids.push(
        (await req.attach('resume', pdfOfSize(20_000), { filename: 'cv.pdf', contentType: 'application/pdf' })).body
          .id as string,
      );
    }
    expect(spamRecords(ctx).map((f) => f.replace(/^[0-9a-z]+-/, '').replace(/\.json$/, ''))).toEqual(ids.slice(1));
    expect(readdirSync(spamDir(ctx)).filter((f) => f.endsWith('.att0'))).toHaveLength(2);
    await ctx.close();
  });

  it('deletes items past the retention period in the worker’s pass', async () => {
    let clock = Date.parse('2026-03-02T09:00:00Z');
    const ctx = await testApp({ now: () => new Date(clock), outbox: { now: () => clock, scanMs: 50 } });
    const old = (await cookieless(ctx, '/api/contact', contact)).body.id as string;
    clock += 10 * 24 * 3_600_000;
    const recent = (await cookieless(ctx, '/api/contact', contact)).body.id as string;
    expect(spamRecords(ctx)).toHaveLength(2);
    clock += 20 * 24 * 3_600_000 + 60_000; // the first is 30 days and a minute old, the second 20 days
    await until(() => spamRecords(ctx).length === 1);
    expect(spamRecords(ctx)[0]).toMatch(new RegExp(`-${recent}\\.json$`));
    expect(factsOf(ctx, old)).toBeUndefined();
    expect(readdirSync(spamDir(ctx)).some((f) => f.includes(old))).toBe(false);
    await ctx.close();
  });
});

describe('the daily digest', () => {
  it('lists new items to the support mailbox once a day, escaped, and not again the same day', async () => {
    let clock = Date.parse('2026-03-02T09:00:00Z'); // 10:00 in Buea
    const ctx = await testApp({
      env: sink.env(),
      limits: { QUARANTINE_DIGEST: true },
      now: () => new Date(clock),
      outbox: { now: () => clock, scanMs: 50 },
    });
    sink.mails.length = 0;
    const first = (
      await cookieless(ctx, '/api/contact', {
        ...contact,
        name: 'Mallory',
        email: 'mallory@example.org',
        message: '<b>Cheap</b> <a href="http://x.example">offer</a>\nsecond line',
      })
    ).body.id as string;
    await sink.waitFor(1);
    const digest = sink.mails[0]!;
    expect(digest.to && 'text' in digest.to ? digest.to.text : '').toBe(ctx.config.MAIL_TO_SUPPORT);
    expect(digest.subject).toBe('Spam quarantine: 1 new item(s) to look over');
    for (const v of [first, 'contact', 'missing', 'mallory@example.org', 'npm run outbox -- release <reference>'])
      expect(digest.text).toContain(v);
    // The first line of the message, as typed (plain text), and nothing of the lines after it.
    expect(digest.text).toContain('  message: <b>Cheap</b> <a href="http://x.example">offer</a>\n');
    expect(digest.text).not.toContain('second line');
    expect(digest.html).toContain('&lt;b&gt;Cheap&lt;/b&gt;');
    expect(digest.html).not.toContain('<b>Cheap');
    expect(digest.html).not.toContain('href="http://x.example"');
    expect(digest.replyTo).toBeUndefined();
    const state = path.join(ctx.dataDir, 'outbox', 'spam-digest.json');
    expect(statSync(state).mode & 0o777).toBe(0o600);
    // The digest is a message to the team, not a release: the item stays in the quarantine.
    expect(spamRecords(ctx)).toHaveLength(1);

    // Later the same day: another item, then a real message whose delivery proves a pass ran after it.
    clock += 5 * 3_600_000;
    const second = (await cookieless(ctx, '/api/contact', { ...contact, message: 'Caught by mistake' })).body
      .id as string;
    expect(
      (
        await request(ctx.app)
          .post('/api/contact')
          .set('Accept', 'application/json')
          .set('Cookie', ctx.cookie)
          .send(contact)
      ).status,
    ).toBe(201);
    await sink.waitFor(3); // the team's message and its acknowledgement
    await until(() => pending(ctx).length === 0);
    expect(sink.mails.filter((m) => m.subject?.startsWith('Spam quarantine'))).toHaveLength(1);

    // The next day in Buea: one digest, with only the item no digest listed yet.
    clock += 24 * 3_600_000;
    await sink.waitFor(4);
    const next = sink.mails[3]!;
    expect(next.subject).toBe('Spam quarantine: 1 new item(s) to look over');
    expect(next.text).toContain(second);
    expect(next.text).toContain('Caught by mistake');
    expect(next.text).not.toContain(first);
    await until(() => pending(ctx).length === 0);
    expect(existsSync(state)).toBe(true);
    await ctx.close();
  });
});

describe('/healthz', () => {
  it('counts the quarantined posts and stays ok', async () => {
    const ctx = await testApp({ deliver: false });
    await cookieless(ctx, '/api/contact', contact);
    await cookieless(ctx, '/api/contact', contact);
    const health = await request(ctx.app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', outbox: { pending: 0, failed: 0, quarantined: 2 } });
    await ctx.close();
  });
});
