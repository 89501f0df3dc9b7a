// The spam quarantine at the SMTP level, on both engines: a post judged spam
// (no time-trap cookie, a filled honeypot) is answered as a real one, kept in
// the store and never mailed; the operator's command lists it, shows it,
// releases it to the real mail server exactly once or discards it; the
// bounds evict the client holding most and leave pending mail and a lone
// visitor's item alone; applications held for review are refused past
// theirs, never evicted; retention deletes old items; the support mailbox
// gets one digest a day; /healthz counts it.
import { afterAll, expect, it } from 'vitest';
import request from 'supertest';
import { readdirSync } from 'node:fs';
import { pino } from 'pino';
import { testApp, until } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { outboxCommand } from '../../server/outbox/cli';
import { pdfOfSize, sha256, smallPdf } from '../../scripts/fixtures/files';
import { openJobsToday, postJson } from '../support/posts';
import { cvOf, stored } from '../support/outbox-rows';
import { eachEngine } from '../support/store';

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

/** The quarantined items' references, oldest first. */
const spamIds = async (ctx: Ctx) => (await stored(ctx.outbox, 'quarantined')).map((m) => m.id);
const pending = async (ctx: Ctx) => (await stored(ctx.outbox, 'pending')).map((m) => m.id);
const factsOf = async (ctx: Ctx, id: string) => {
  const held = (await stored(ctx.outbox, 'quarantined')).find((m) => m.id === id);
  return held && (JSON.parse(held.facts!) as Record<string, string>);
};

async function cli(ctx: Ctx, ...args: string[]) {
  const out: string[] = [];
  const code = await outboxCommand(args, (l) => out.push(l), { store: ctx.store });
  return { code, out: out.join('\n') };
}

/** Without the time-trap cookie: what a browser that blocks cookies sends. */
const cookieless = (ctx: Ctx, url: string, body: object) =>
  request(ctx.app).post(url).set('Accept', 'application/json').send(body);

eachEngine('a post judged spam', (e) => {
  it('is answered with a reference, kept with that reference and its reason, and never mailed', async () => {
    const { logger, lines } = recordingLogger();
    const ctx = await testApp({ store: await e.open(), env: sink.env(), logger, outbox: { scanMs: 100 } });
    sink.mails.length = 0;
    const res = await cookieless(ctx, '/api/contact', contact);
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(id).toMatch(/^MSG-[A-Z0-9]{8}$/);

    // Nothing waits for delivery (no team message, no acknowledgement); the message is in the quarantine.
    expect(await pending(ctx)).toEqual([]);
    expect(await factsOf(ctx, id)).toMatchObject({
      id,
      form: 'contact',
      reason: 'missing',
      lang: 'en',
      sender: 'amina@example.org',
    });
    expect(await spamIds(ctx)).toEqual([id]);
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
    await until(async () => (await pending(ctx)).length === 0);
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]!.subject).toBe('New Contact Form Submission from Amina Fon');
    expect(sink.mails[0]!.text).toContain(id);
    expect(sink.mails[0]!.replyTo?.text).toBe('amina@example.org');
    expect(await spamIds(ctx)).toEqual([]);

    // A second release finds nothing, exits 1 and queues nothing.
    const again = await cli(ctx, 'release', id);
    expect(again).toEqual({ code: 1, out: `no quarantined message ${id}` });
    expect(await pending(ctx)).toEqual([]);
    expect(await cli(ctx, 'release', 'MSG-NOSUCH00')).toEqual({ code: 1, out: 'no quarantined message MSG-NOSUCH00' });
    expect(sink.mails).toHaveLength(1);
    await ctx.close();
  });

  it('with a filled honeypot, from a browser without JavaScript, lands on the confirmation and is released once', async () => {
    const ctx = await testApp({ store: await e.open(), env: sink.env(), outbox: { scanMs: 100 } });
    sink.mails.length = 0;
    const res = await request(ctx.app)
      .post('/api/contact')
      .set('Accept', 'text/html')
      .set('Cookie', ctx.cookie)
      .type('form')
      .send({ ...contact, website: 'http://autofill.example' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/contact\?sent=1&ref=MSG-[A-Z0-9]{8}#contact-sent$/);
    expect(await pending(ctx)).toEqual([]);
    const [id] = await spamIds(ctx);
    expect(await factsOf(ctx, id!)).toMatchObject({ reason: 'honeypot', form: 'contact' });

    expect((await cli(ctx, 'release', 'all')).code).toBe(0);
    await sink.waitFor(1);
    await until(async () => (await pending(ctx)).length === 0);
    expect((await cli(ctx, 'release', 'all')).out).toBe('no quarantined message');
    expect(sink.mails.map((m) => m.subject)).toEqual(['New Contact Form Submission from Amina Fon']);
    await ctx.close();
  });

  it('released by two commands at once is delivered once', async () => {
    const ctx = await testApp({ store: await e.open(), env: sink.env(), outbox: { scanMs: 100 } });
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
    await until(async () => (await pending(ctx)).length === 0);
    expect(sink.mails).toHaveLength(1);
    await ctx.close();
  });

  it('is shown as the team would read it, and discarded for good', async () => {
    const ctx = await testApp({ store: await e.open(), env: sink.env(), outbox: { scanMs: 100 } });
    sink.mails.length = 0;
    const id = (await cookieless(ctx, '/api/contact', contact)).body.id as string;
    const shown = await cli(ctx, 'show', id);
    expect(shown.code).toBe(0);
    for (const line of [
      'Subject: New Contact Form Submission from Amina Fon',
      'Reply-To: amina@example.org',
      'We need a chatbot for mobile money questions.',
    ])
      expect(shown.out).toContain(line);
    expect(await cli(ctx, 'discard', id)).toEqual({ code: 0, out: expect.stringContaining(`discarded ${id}`) });
    expect(await spamIds(ctx)).toEqual([]);
    expect(await cli(ctx, 'release', id)).toEqual({ code: 1, out: `no quarantined message ${id}` });
    expect(await cli(ctx, 'discard', id)).toEqual({ code: 1, out: `no quarantined message ${id}` });
    expect(sink.mails).toHaveLength(0);
    await ctx.close();
  });

  it('that fails the form’s schema gets the field errors a real post gets, and nothing is kept', async () => {
    const ctx = await testApp({ store: await e.open(), deliver: false });
    const res = await cookieless(ctx, '/api/contact', { ...contact, email: 'not an address' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors as object)).toEqual(['email']);
    expect(await spamIds(ctx)).toEqual([]);
    await ctx.close();
  });

  it('keeps an application’s CV with it and delivers the CV on release', async () => {
    const ctx = await testApp({ store: await e.open(), env: sink.env(), outbox: { scanMs: 100 } });
    sink.mails.length = 0;
    const cv = smallPdf();
    const req = request(ctx.app).post('/api/apply').set('Accept', 'application/json');
    for (const [k, v] of Object.entries(applicant)) req.field(k, v);
    const res = await req.attach('resume', cv, { filename: 'cv.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(await pending(ctx)).toEqual([]);
    expect(readdirSync(ctx.outbox.tmpDir)).toEqual([]);
    expect(sha256((await cvOf(ctx.outbox, id))!)).toBe(sha256(cv));
    const shown = await cli(ctx, 'show', id);
    expect(shown.out).toMatch(/Attachment: .+\.pdf \(1\u00a0KB\)/);
    expect(shown.out).not.toContain('%PDF');
    expect(await factsOf(ctx, id)).toMatchObject({
      form: 'apply',
      reason: 'missing',
      sender: 'helene@example.org',
      excerpt: applicant.coverLetter,
    });
    expect((await cli(ctx, 'spam')).out).toMatch(new RegExp(`${id} +apply +missing .*\\+CV +helene@example.org`));

    expect((await cli(ctx, 'release', id)).code).toBe(0);
    await sink.waitFor(1);
    await until(async () => (await pending(ctx)).length === 0);
    const mail = sink.mails[0]!;
    expect(mail.subject).toBe(`Application: ${job.title} - Hélène Ekane`);
    expect(mail.attachments).toHaveLength(1);
    expect(sha256(mail.attachments[0]!.content)).toBe(sha256(cv));
    expect(await spamIds(ctx)).toEqual([]);
    expect(sink.mails).toHaveLength(1);
    await ctx.close();
  });
});

eachEngine('the quarantine’s bounds', (e) => {
  it('evicts the oldest items beyond its count, with a log line, and never touches pending mail', async () => {
    const { logger, lines } = recordingLogger();
    const ctx = await testApp({ store: await e.open(), limits: { QUARANTINE_MAX_ITEMS: 3 }, logger, deliver: false });
    const real = await postJson(ctx, '/api/contact', contact);
    expect(real.status).toBe(201);
    const waiting = await pending(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await cookieless(ctx, '/api/contact', { ...contact, message: `Bot message ${i}` })).body.id as string);
    expect(await spamIds(ctx)).toEqual(ids.slice(2));
    expect(await pending(ctx)).toEqual(waiting);
    expect(waiting).toContain(real.body.id);
    const evicted = lines.filter(
      (l) => l.msg === 'quarantine: oldest item of the client holding most deleted to stay within its bounds',
    );
    expect(evicted.map((l) => l.id)).toEqual(ids.slice(0, 2));
    await ctx.close();
  });

  it('evicts the oldest items, CVs included, beyond its size', async () => {
    // About 52 KB: two items with a 20 KB CV fit, three do not.
    const ctx = await testApp({ store: await e.open(), limits: { QUARANTINE_MAX_MB: 0.05 }, deliver: false });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const req = request(ctx.app).post('/api/apply').set('Accept', 'application/json');
      for (const [k, v] of Object.entries(applicant)) req.field(k, v);
      ids.push(
        (await req.attach('resume', pdfOfSize(20_000), { filename: 'cv.pdf', contentType: 'application/pdf' })).body
          .id as string,
      );
    }
    expect(await spamIds(ctx)).toEqual(ids.slice(1));
    expect(await cvOf(ctx.outbox, ids[0]!)).toBeUndefined();
    expect(await ctx.outbox.messages.db.selectFrom('outbox_attachments').select('message_id').execute()).toHaveLength(
      2,
    );
    await ctx.close();
  });

  it('evicts the bot holding most, never a lone visitor’s item caught by mistake', async () => {
    const ctx = await testApp({
      store: await e.open(),
      env: { TRUST_PROXY: '1' },
      limits: { QUARANTINE_MAX_ITEMS: 5 },
      deliver: false,
    });
    const from = (ip: string, body: object) =>
      request(ctx.app).post('/api/contact').set('Accept', 'application/json').set('X-Forwarded-For', ip).send(body);
    // A real person whose browser blocks cookies, then a bot filling the honeypot twenty times from one address.
    const lone = (await from('198.51.100.7', contact)).body.id as string;
    const bot: string[] = [];
    for (let i = 0; i < 20; i++)
      bot.push((await from('203.0.113.9', { ...contact, website: 'http://spam.example' })).body.id as string);
    expect(await spamIds(ctx)).toEqual([lone, ...bot.slice(-4)]);
    await ctx.close();
  });

  it('refuses applications held for review past their bounds: the client holding most 429, then only /api/apply 503', async () => {
    // About 200 KB for held applications, a quarter of it per client; each held application is about 22 KB.
    const ctx = await testApp({
      store: await e.open(),
      env: { TRUST_PROXY: '1', APPLY_BURST_PER_HOUR: '1' },
      limits: { QUARANTINE_MAX_MB: 0.2 },
      deliver: false,
    });
    const apply = (ip: string) => {
      const req = request(ctx.app)
        .post('/api/apply')
        .set('Accept', 'application/json')
        .set('Cookie', ctx.cookie)
        .set('X-Forwarded-For', ip);
      for (const [k, v] of Object.entries(applicant)) req.field(k, v);
      return req.attach('resume', pdfOfSize(20_000), { filename: 'cv.pdf', contentType: 'application/pdf' });
    };
    // One address: the first is mailed, the next two held, the fourth past its share: 429, with when to come back.
    const one = [];
    for (let i = 0; i < 4; i++) one.push(await apply('203.0.113.1'));
    expect(one.map((r) => r.status)).toEqual([201, 201, 201, 429]);
    expect(one[3]!.headers['retry-after']).toBe('3600');
    // Many addresses, one application each: held until the global bound, then 503 for /api/apply alone.
    const statuses: number[] = [];
    for (let i = 2; i < 20 && !statuses.includes(503); i++) statuses.push((await apply(`203.0.113.${i}`)).status);
    expect(statuses.at(-1)).toBe(503);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    const held = (await stored(ctx.outbox, 'quarantined')).filter((m) => m.hold_reason === 'burst');
    expect(held.reduce((n, m) => n + m.bytes, 0)).toBeLessThanOrEqual(0.2 * 1024 * 1024);
    // Nothing held for review was evicted, and the other forms still take posts.
    expect(held).toHaveLength(2 + statuses.length - 1);
    expect((await postJson(ctx, '/api/contact', contact)).status).toBe(201);
    await ctx.close();
  });

  it('deletes items past the retention period in the worker’s pass', async () => {
    let clock = Date.parse('2026-03-02T09:00:00Z');
    const ctx = await testApp({
      store: await e.open(),
      now: () => new Date(clock),
      outbox: { now: () => clock, scanMs: 50 },
    });
    const old = (await cookieless(ctx, '/api/contact', contact)).body.id as string;
    clock += 10 * 24 * 3_600_000;
    const recent = (await cookieless(ctx, '/api/contact', contact)).body.id as string;
    expect(await spamIds(ctx)).toHaveLength(2);
    clock += 20 * 24 * 3_600_000 + 60_000; // the first is 30 days and a minute old, the second 20 days
    await until(async () => (await spamIds(ctx)).length === 1);
    expect(await spamIds(ctx)).toEqual([recent]);
    expect(await factsOf(ctx, old)).toBeUndefined();
    await ctx.close();
  });
});

eachEngine('the daily digest', (e) => {
  it('lists new items to the support mailbox once a day, escaped, and not again the same day', async () => {
    let clock = Date.parse('2026-03-02T09:00:00Z'); // 10:00 in Buea
    const ctx = await testApp({
      store: await e.open(),
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
    // The digest is a message to the team, not a release: the item stays in the quarantine.
    expect(await spamIds(ctx)).toEqual([first]);

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
    await until(async () => (await pending(ctx)).length === 0);
    expect(sink.mails.filter((m) => m.subject?.startsWith('Spam quarantine'))).toHaveLength(1);

    // The next day in Buea: one digest, with only the item no digest listed yet.
    clock += 24 * 3_600_000;
    await sink.waitFor(4);
    const next = sink.mails[3]!;
    expect(next.subject).toBe('Spam quarantine: 1 new item(s) to look over');
    expect(next.text).toContain(second);
    expect(next.text).toContain('Caught by mistake');
    expect(next.text).not.toContain(first);
    await until(async () => (await pending(ctx)).length === 0);
    expect(await ctx.outbox.messages.digestState()).toMatchObject({ sentAt: clock });
    await ctx.close();
  });
});

eachEngine('/healthz', (e) => {
  it('counts the quarantined posts and stays ok', async () => {
    const ctx = await testApp({ store: await e.open(), deliver: false });
    await cookieless(ctx, '/api/contact', contact);
    await cookieless(ctx, '/api/contact', contact);
    const health = await request(ctx.app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', outbox: { pending: 0, failed: 0, quarantined: 2 } });
    await ctx.close();
  });
});
