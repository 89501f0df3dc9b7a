// Double opt-in at the SMTP level: a sign-up mails the visitor a link, a GET
// of the link changes nothing, the posted Confirm button confirms, records
// the consent and only then tells the team (once); every subscriber can
// leave by the page or by a mail provider's one-click post.
import { existsSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { SmtpSink } from './smtp-sink';
import { BROWSER_UA, testApp } from './test-app';
import { pendingPurge } from '../../server/newsletter/link-pages';
import { SubscriberStore, type Subscriber } from '../../server/newsletter/subscriber-store';
import enLinks from '../../shared/i18n/pages/en/newsletter-links';
import frLinks from '../../shared/i18n/pages/fr/newsletter-links';

const DAY = 24 * 60 * 60_000;
const sink = new SmtpSink();
let clock = Date.parse('2026-03-02T10:00:00Z');
let ctx: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  await sink.start();
  ctx = await testApp({ env: sink.env(), now: () => new Date(clock) });
});
afterAll(async () => {
  await ctx.close();
  await sink.stop();
});
afterEach(async () => {
  // Every mail queued by the test has left the outbox before the next one starts.
  const deadline = Date.now() + 20_000;
  while ((await ctx.outbox.counts()).pending > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  sink.mails.length = 0;
});

const html = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
const subscribers = (): Subscriber[] => {
  const file = path.join(ctx.dataDir, 'newsletter.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { subscribers: Subscriber[] }).subscribers : [];
};
const record = (email: string) => subscribers().find((s) => s.email === email);

const signUp = (email: string, lang: 'en' | 'fr' = 'en', returnTo = '/blog') =>
  request(ctx.app)
    .post(`/api/newsletter${lang === 'fr' ? '?lang=fr' : ''}`)
    .set('Accept', 'application/json')
    .set('Cookie', ctx.cookie)
    .send({ email, lang, returnTo });

const mailsTo = (email: string) => sink.mails.filter((m) => m.to && 'text' in m.to && m.to.text === email);

/** The links of the `count`-th confirmation mail to `email`, once it has arrived. */
async function mailTo(email: string, count = 1) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(email).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const mail = mailsTo(email)[count - 1];
  if (!mail) throw new Error(`no mail number ${count} to ${email}`);
  const text = mail.text ?? '';
  const confirm = /https:\/\/www\.example\.com(\/(?:fr\/)?newsletter\/confirm\?token=([\w.-]+))/.exec(text);
  const unsubscribe = /https:\/\/www\.example\.com(\/(?:fr\/)?newsletter\/unsubscribe\?token=([\w.-]+))/.exec(text);
  if (!confirm || !unsubscribe) throw new Error(`no links in: ${text}`);
  return {
    mail,
    confirmPath: confirm[1]!,
    confirmToken: confirm[2]!,
    unsubscribePath: unsubscribe[1]!,
    unsubscribeToken: unsubscribe[2]!,
  };
}

const page = (url: string) => request(ctx.app).get(url).set('Accept', 'text/html').set('User-Agent', BROWSER_UA);
const browserPost = (url: string) =>
  request(ctx.app).post(url).set('Accept', 'text/html').set('User-Agent', BROWSER_UA).type('form');
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('a newsletter sign-up', () => {
  it('stores the address as pending and mails it a confirmation link, in English from the site, and nothing to the team yet', async () => {
    const res = await signUp('reader@example.org');
    expect(res.status).toBe(201);
    const { mail, confirmPath } = await mailTo('reader@example.org');
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    expect(mail.from?.text).toContain('no-reply@example.com');
    expect(mail.text).toContain('The link expires in 7 days');
    expect(mail.html).toContain(`href="https://www.example.com${confirmPath.replace(/&/g, '&amp;')}"`);
    // The token names the subscription, not the address: links land in access logs.
    expect(confirmPath).not.toContain('reader');
    await settle();
    expect(sink.mails).toHaveLength(1);
    expect(record('reader@example.org')).toMatchObject({ status: 'pending', lang: 'en', page: '/blog' });
  });

  it('mails a French visitor in French', async () => {
    await signUp('lectrice@example.org', 'fr', '/fr/about');
    const { mail, confirmPath } = await mailTo('lectrice@example.org');
    expect(mail.subject).toBe('Veuillez confirmer votre inscription à la lettre d’information');
    expect(mail.text).toContain('Le lien expire dans 7\u00a0jours');
    expect(confirmPath.startsWith('/fr/newsletter/confirm?token=')).toBe(true);
  });
});

describe('pending -> GET does not confirm -> POST confirms -> team notified once -> unsubscribe', () => {
  it('walks the whole way without JavaScript', async () => {
    await signUp('walker@example.org', 'en', '/services');
    const links = await mailTo('walker@example.org');
    sink.mails.length = 0;

    // A mail scanner (or the visitor) opens the link: the button, no change.
    for (let i = 0; i < 3; i++) {
      const opened = await page(links.confirmPath);
      expect(opened.status).toBe(200);
      expect(html(opened.text)).toContain(enLinks.confirm.consent);
      expect(opened.text).toContain('name="robots" content="noindex, nofollow"');
      expect(opened.headers['cache-control']).toBe('no-store');
    }
    await settle();
    expect(record('walker@example.org')?.status).toBe('pending');
    expect(sink.mails).toHaveLength(0);

    const confirmed = await browserPost('/api/newsletter/confirm').send({ token: links.confirmToken, lang: 'en' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toMatch(/^\/newsletter\/confirm\?welcome=u\.[\w.-]+$/);
    const welcome = await page(confirmed.headers.location!);
    expect(welcome.status).toBe(200);
    expect(html(welcome.text)).toContain(enLinks.confirm.welcome);
    expect(welcome.text).toMatch(/href="\/newsletter\/unsubscribe\?token=u\.[\w.-]+"/);

    const stored = record('walker@example.org')!;
    expect(stored.status).toBe('confirmed');
    expect(stored.consent).toEqual({
      at: new Date(clock).toISOString(),
      lang: 'en',
      page: '/services',
      wording: enLinks.confirm.consent,
    });

    await sink.waitFor(1);
    expect(sink.mails[0]!.subject).toBe('New Newsletter Subscription');
    expect(sink.mails[0]!.to && 'text' in sink.mails[0]!.to ? sink.mails[0]!.to.text : '').toBe('support@example.com');
    expect(sink.mails[0]!.text).toContain('walker@example.org');

    // The same button again: "expired or not valid", nothing changes, no second notice.
    const again = await browserPost('/api/newsletter/confirm').send({ token: links.confirmToken, lang: 'en' });
    expect(again.status).toBe(410);
    expect(html(again.text)).toContain(enLinks.invalid.heading);
    expect(again.text).toContain('href="#newsletter"');
    await settle();
    expect(sink.mails).toHaveLength(1);

    const leave = await page(links.unsubscribePath);
    expect(leave.status).toBe(200);
    expect(html(leave.text)).toContain(enLinks.unsubscribe.lead);
    expect(record('walker@example.org')).toBeDefined();
    const left = await browserPost('/api/newsletter/unsubscribe').send({ token: links.unsubscribeToken, lang: 'en' });
    expect(left.status).toBe(303);
    expect(left.headers.location).toBe('/newsletter/unsubscribe?done=1');
    expect(html((await page(left.headers.location!)).text)).toContain(enLinks.unsubscribe.done);
    expect(record('walker@example.org')).toBeUndefined();
    expect(readFileSync(path.join(ctx.dataDir, 'newsletter.json'), 'utf8')).not.toContain('walker@example.org');

    const reused = await page(links.unsubscribePath);
    expect(reused.status).toBe(410);
    expect(html(reused.text)).toContain(enLinks.invalid.heading);
  });

  it('walks it with scripts (JSON) in French, with the team told once though the button is posted twice at once', async () => {
    await signUp('lecteur@example.org', 'fr', '/fr/blog');
    const links = await mailTo('lecteur@example.org');
    sink.mails.length = 0;
    const post = () =>
      request(ctx.app)
        .post('/api/newsletter/confirm?lang=fr')
        .set('Accept', 'application/json')
        .send({ token: links.confirmToken, lang: 'fr' });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const ok = answers.find((a) => a.status === 200)!;
    expect(ok.body.unsubscribeUrl).toMatch(/^\/fr\/newsletter\/unsubscribe\?token=u\./);
    const refused = answers.find((a) => a.status === 410)!;
    expect(refused.body).toEqual({ error: frLinks.invalid.heading, fieldErrors: { token: [frLinks.invalid.heading] } });
    await sink.waitFor(1);
    await settle();
    expect(sink.mails.map((m) => m.subject)).toEqual(['[FR] New Newsletter Subscription']);
    expect(record('lecteur@example.org')?.consent).toMatchObject({
      lang: 'fr',
      page: '/fr/blog',
      wording: frLinks.confirm.consent,
    });

    const left = await request(ctx.app)
      .post('/api/newsletter/unsubscribe?lang=fr')
      .set('Accept', 'application/json')
      .send({ token: links.unsubscribeToken, lang: 'fr' });
    expect(left.status).toBe(200);
    expect(record('lecteur@example.org')).toBeUndefined();
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function confirmed(email: string) {
    await signUp(email);
    const links = await mailTo(email);
    const res = await request(ctx.app)
      .post('/api/newsletter/confirm')
      .set('Accept', 'application/json')
      .send({ token: links.confirmToken });
    expect(res.status).toBe(200);
    return links;
  }

  it('accepts a mail provider post with no cookie, no Origin and no page, urlencoded or multipart, and answers 200', async () => {
    const a = await confirmed('one@example.org');
    const res = await request(ctx.app)
      .post(`/api/newsletter/unsubscribe?token=${a.unsubscribeToken}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(record('one@example.org')).toBeUndefined();

    const b = await confirmed('two@example.org');
    const multi = await request(ctx.app)
      .post(`/api/newsletter/unsubscribe?token=${b.unsubscribeToken}`)
      .field('List-Unsubscribe', 'One-Click');
    expect(multi.status).toBe(200);
    expect(record('two@example.org')).toBeUndefined();
  });

  it('still refuses a browser post from another site that is not one-click', async () => {
    const c = await confirmed('three@example.org');
    const res = await request(ctx.app)
      .post('/api/newsletter/unsubscribe')
      .set('Accept', 'application/json')
      .set('Origin', 'https://evil.example')
      .send({ token: c.unsubscribeToken });
    expect(res.status).toBe(403);
    expect(record('three@example.org')?.status).toBe('confirmed');
  });
});

describe('expired and forged links', () => {
  it('refuses a confirmation link older than 7 days (410, page and JSON) and changes nothing', async () => {
    await signUp('late@example.org');
    const links = await mailTo('late@example.org');
    const start = clock;
    clock += 7 * DAY + 1000;
    try {
      const opened = await page(links.confirmPath);
      expect(opened.status).toBe(410);
      expect(html(opened.text)).toContain(enLinks.invalid.heading);
      const posted = await request(ctx.app)
        .post('/api/newsletter/confirm')
        .set('Accept', 'application/json')
        .send({ token: links.confirmToken });
      expect(posted.status).toBe(410);
      expect(posted.body.fieldErrors.token).toEqual([enLinks.invalid.heading]);
      expect(record('late@example.org')?.status).toBe('pending');
    } finally {
      clock = start;
    }
  });

  it('refuses a forged or tampered token with 400 in both languages', async () => {
    await signUp('forged@example.org');
    const links = await mailTo('forged@example.org');
    const last = links.confirmToken.at(-1) === 'A' ? 'B' : 'A';
    const tampered = links.confirmToken.slice(0, -1) + last;
    const fr = await page(`/fr/newsletter/confirm?token=${tampered}`);
    expect(fr.status).toBe(400);
    expect(html(fr.text)).toContain(frLinks.invalid.heading);
    expect(html(fr.text)).toContain(frLinks.invalid.signUpAgain);
    // A confirm token is not an unsubscribe token, and junk is junk.
    expect((await page(`/newsletter/unsubscribe?token=${links.confirmToken}`)).status).toBe(400);
    expect((await page('/newsletter/confirm?token=%3Cscript%3E')).status).toBe(400);
    expect((await page('/newsletter/confirm')).status).toBe(400);
    const posted = await browserPost('/api/newsletter/confirm?lang=fr').send({ token: tampered, lang: 'fr' });
    expect(posted.status).toBe(400);
    expect(html(posted.text)).toContain(frLinks.invalid.heading);
    expect(record('forged@example.org')?.status).toBe('pending');
  });
});

describe('signing up again', () => {
  it('answers the same and sends at most one confirmation mail a day, none to a confirmed address', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await signUp('again@example.org')).status);
    expect(answers).toEqual([201, 201, 201]);
    const first = await mailTo('again@example.org');
    await settle();
    expect(sink.mails).toHaveLength(1);

    const start = clock;
    clock += DAY + 1000;
    try {
      expect((await signUp('again@example.org')).status).toBe(201);
      const second = await mailTo('again@example.org', 2);
      // The same subscription, a later expiry: the new link works, and so does the old one until it expires.
      expect(second.confirmToken).not.toBe(first.confirmToken);
      const ok = await request(ctx.app)
        .post('/api/newsletter/confirm')
        .set('Accept', 'application/json')
        .send({ token: second.confirmToken });
      expect(ok.status).toBe(200);
      await sink.waitFor(3); // the team's notice
      expect((await signUp('again@example.org')).status).toBe(201);
      clock += 2 * DAY;
      expect((await signUp('again@example.org')).status).toBe(201);
      await settle();
      expect(sink.mails).toHaveLength(3);
    } finally {
      clock = start;
    }
  });
});

describe('pending addresses not confirmed within 7 days', () => {
  it('are deleted by the purge once their link has expired, confirmed ones kept', async () => {
    await signUp('forgetful@example.org');
    const links = await mailTo('forgetful@example.org');
    await signUp('keen@example.org');
    const keen = await mailTo('keen@example.org');
    expect(
      (
        await request(ctx.app)
          .post('/api/newsletter/confirm')
          .set('Accept', 'application/json')
          .send({ token: keen.confirmToken })
      ).status,
    ).toBe(200);

    const purge = pendingPurge({
      store: new SubscriberStore(ctx.dataDir),
      logger: pino({ level: 'silent' }),
      now: () => clock + 7 * DAY - 1000,
    });
    expect(await purge.run()).toBe(0);
    expect(record('forgetful@example.org')?.status).toBe('pending');
    const later = pendingPurge({
      store: new SubscriberStore(ctx.dataDir),
      logger: pino({ level: 'silent' }),
      now: () => clock + 7 * DAY,
    });
    expect(await later.run()).toBeGreaterThanOrEqual(1);
    expect(record('forgetful@example.org')).toBeUndefined();
    expect(record('keen@example.org')?.status).toBe('confirmed');
    expect((await page(links.confirmPath)).status).toBe(410);
  });
});

describe('the list kept before double opt-in', () => {
  it('is taken in as confirmed subscribers without a consent record, then its file is deleted', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-legacy-'));
    writeFileSync(
      path.join(dataDir, 'newsletter-subscribers.jsonl'),
      '{"email":"old@example.org","at":"2025-01-02T03:04:05.000Z"}\n{"email":"torn@exam',
      { mode: 0o600 },
    );
    const legacy = await testApp({ env: sink.env(), dataDir, now: () => new Date(clock) });
    try {
      const res = await request(legacy.app)
        .post('/api/newsletter')
        .set('Accept', 'application/json')
        .set('Cookie', legacy.cookie)
        .send({ email: 'old@example.org' });
      expect(res.status).toBe(201);
      await settle();
      expect(sink.mails).toHaveLength(0); // already confirmed: no mail
      const list = (
        JSON.parse(readFileSync(path.join(dataDir, 'newsletter.json'), 'utf8')) as { subscribers: Subscriber[] }
      ).subscribers;
      expect(list).toEqual([
        expect.objectContaining({
          email: 'old@example.org',
          status: 'confirmed',
          imported: true,
          signedUpAt: '2025-01-02T03:04:05.000Z',
        }),
      ]);
      expect(list[0]!.consent).toBeUndefined();
      expect(existsSync(path.join(dataDir, 'newsletter-subscribers.jsonl'))).toBe(false);
    } finally {
      await legacy.close(true);
    }
  });
});
