// Double opt-in at the SMTP level: a sign-up mails the visitor a link, a GET
// of the link changes nothing, the posted Confirm button confirms, records
// the consent and only then tells the team (once); every subscriber can
// leave by the page or by a mail provider's one-click post.
import { existsSync, writeFileSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { SmtpSink } from '../support/smtp-sink';
import { BROWSER_UA, appDeliveringTo, testApp } from '../support/test-app';
import { pendingPurge } from '../../server/newsletter/link-pages';
import { storeMentions } from '../support/subscribers';
import { ENGINES, eachEngine } from '../support/store';
import enLinks from '../../shared/i18n/pages/en/newsletter-links';
import frLinks from '../../shared/i18n/pages/fr/newsletter-links';

const DAY = 24 * 60 * 60_000;
// One mailbox per engine: each engine's app closes its own after its tests.
const sinks = new Map(await Promise.all(ENGINES.map(async (e) => [e, await new SmtpSink().start()] as const)));
let clock = Date.parse('2026-03-02T10:00:00Z');

eachEngine('the newsletter', (e) => {
  const sink = sinks.get(e.engine)!;
  const { app } = appDeliveringTo(sink, { now: () => new Date(clock), store: (dataDir) => e.open({ dataDir }) });

  const html = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
  const record = (email: string) => app().subscribers.byEmail(email);

  const signUp = (email: string, lang: 'en' | 'fr' = 'en', returnTo = '/blog') =>
    request(app().app)
      .post(`/api/newsletter${lang === 'fr' ? '?lang=fr' : ''}`)
      .set('Accept', 'application/json')
      .set('Cookie', app().cookie)
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

  const page = (url: string) => request(app().app).get(url).set('Accept', 'text/html').set('User-Agent', BROWSER_UA);
  const browserPost = (url: string) =>
    request(app().app).post(url).set('Accept', 'text/html').set('User-Agent', BROWSER_UA).type('form');
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
      expect(await record('reader@example.org')).toMatchObject({ status: 'pending', lang: 'en', page: '/blog' });
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
      expect((await record('walker@example.org'))?.status).toBe('pending');
      expect(sink.mails).toHaveLength(0);

      const confirmed = await browserPost('/api/newsletter/confirm').send({ token: links.confirmToken, lang: 'en' });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.location).toMatch(/^\/newsletter\/confirm\?welcome=u\.[\w.-]+$/);
      const welcome = await page(confirmed.headers.location!);
      expect(welcome.status).toBe(200);
      expect(html(welcome.text)).toContain(enLinks.confirm.welcome);
      expect(welcome.text).toMatch(/href="\/newsletter\/unsubscribe\?token=u\.[\w.-]+"/);

      const stored = (await record('walker@example.org'))!;
      expect(stored.status).toBe('confirmed');
      expect(stored.consent).toEqual({
        at: new Date(clock).toISOString(),
        lang: 'en',
        page: '/services',
        wording: enLinks.confirm.consent,
      });

      await sink.waitFor(1);
      expect(sink.mails[0]!.subject).toBe('New Newsletter Subscription');
      expect(sink.mails[0]!.to && 'text' in sink.mails[0]!.to ? sink.mails[0]!.to.text : '').toBe(
        'support@example.com',
      );
      expect(sink.mails[0]!.text).toContain('walker@example.org');

      // The same button again: the subscription holds, nothing changes, no second notice.
      const again = await browserPost('/api/newsletter/confirm').send({ token: links.confirmToken, lang: 'en' });
      expect(again.status).toBe(303);
      expect(again.headers.location).toBe(confirmed.headers.location);
      // The link opened again says so, with the way out, rather than "expired".
      const reopened = await page(links.confirmPath);
      expect(reopened.status).toBe(200);
      expect(html(reopened.text)).toContain(enLinks.confirm.alreadyHeading);
      expect(html(reopened.text)).toContain(enLinks.confirm.already);
      expect(reopened.text).toMatch(/href="\/newsletter\/unsubscribe\?token=u\.[\w.-]+"/);
      expect(html(reopened.text)).not.toContain(enLinks.expired.heading);
      await settle();
      expect(sink.mails).toHaveLength(1);

      const leave = await page(links.unsubscribePath);
      expect(leave.status).toBe(200);
      expect(html(leave.text)).toContain(enLinks.unsubscribe.lead);
      expect(await record('walker@example.org')).toBeDefined();
      const left = await browserPost('/api/newsletter/unsubscribe').send({ token: links.unsubscribeToken, lang: 'en' });
      expect(left.status).toBe(303);
      expect(left.headers.location).toBe('/newsletter/unsubscribe?done=1');
      expect(html((await page(left.headers.location!)).text)).toContain(enLinks.unsubscribe.done);
      expect(await record('walker@example.org')).toBeUndefined();
      expect(storeMentions(app().dataDir, 'walker@example.org')).toEqual([]);

      // Both links, opened again, say the address left: not "expired", not "not valid".
      for (const used of [links.unsubscribePath, links.confirmPath]) {
        const reused = await page(used);
        expect(reused.status).toBe(200);
        expect(html(reused.text)).toContain(enLinks.unsubscribe.alreadyHeading);
        expect(html(reused.text)).not.toContain(enLinks.invalid.heading);
      }
      // Posted again (a mail provider retrying one-click): the same success, nothing else.
      const twice = await browserPost('/api/newsletter/unsubscribe').send({
        token: links.unsubscribeToken,
        lang: 'en',
      });
      expect(twice.status).toBe(303);
      expect(twice.headers.location).toBe('/newsletter/unsubscribe?done=1');
    });

    it('walks it with scripts (JSON) in French, with the team told once though the button is posted twice at once', async () => {
      await signUp('lecteur@example.org', 'fr', '/fr/blog');
      const links = await mailTo('lecteur@example.org');
      sink.mails.length = 0;
      const post = () =>
        request(app().app)
          .post('/api/newsletter/confirm?lang=fr')
          .set('Accept', 'application/json')
          .send({ token: links.confirmToken, lang: 'fr' });
      const answers = await Promise.all([post(), post()]);
      // Both are told the subscription holds (one of them made it so); the team hears of it once.
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      for (const ok of answers) expect(ok.body.unsubscribeUrl).toMatch(/^\/fr\/newsletter\/unsubscribe\?token=u\./);
      await sink.waitFor(1);
      await settle();
      expect(sink.mails.map((m) => m.subject)).toEqual(['[FR] New Newsletter Subscription']);
      expect((await record('lecteur@example.org'))?.consent).toMatchObject({
        lang: 'fr',
        page: '/fr/blog',
        wording: frLinks.confirm.consent,
      });

      const left = await request(app().app)
        .post('/api/newsletter/unsubscribe?lang=fr')
        .set('Accept', 'application/json')
        .send({ token: links.unsubscribeToken, lang: 'fr' });
      expect(left.status).toBe(200);
      expect(await record('lecteur@example.org')).toBeUndefined();
    });
  });

  describe('one-click unsubscribe (RFC 8058)', () => {
    async function confirmed(email: string) {
      await signUp(email);
      const links = await mailTo(email);
      const res = await request(app().app)
        .post('/api/newsletter/confirm')
        .set('Accept', 'application/json')
        .send({ token: links.confirmToken });
      expect(res.status).toBe(200);
      return links;
    }

    it('accepts a mail provider post with no cookie, no Origin and no page, urlencoded or multipart, and answers 200', async () => {
      const a = await confirmed('one@example.org');
      const res = await request(app().app)
        .post(`/api/newsletter/unsubscribe?token=${a.unsubscribeToken}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);
      expect(await record('one@example.org')).toBeUndefined();

      const b = await confirmed('two@example.org');
      const multi = await request(app().app)
        .post(`/api/newsletter/unsubscribe?token=${b.unsubscribeToken}`)
        .field('List-Unsubscribe', 'One-Click');
      expect(multi.status).toBe(200);
      expect(await record('two@example.org')).toBeUndefined();
    });

    it('answers a one-click post naming an unknown subscription without writing anything', async () => {
      const unknown = `u.${'A'.repeat(22)}.0.${'B'.repeat(43)}`;
      // The data folder's files but SQLite's shared-memory index (-shm), which every read touches, the outbox's worker's too.
      const files = () =>
        readdirSync(app().dataDir, { recursive: true, withFileTypes: true })
          .filter((f) => f.isFile() && !path.relative(app().dataDir, f.parentPath).startsWith('outbox'))
          .filter((f) => !f.name.endsWith('-shm'))
          .map((f) => {
            const info = statSync(path.join(f.parentPath, f.name));
            return [path.join(f.parentPath, f.name), info.size, info.mtimeMs];
          })
          .sort();
      // What the store holds, on either engine: the list, the departures, the outbox.
      const { db } = app().store;
      const rows = async () => [
        await db.selectFrom('subscribers').selectAll().orderBy('sid').execute(),
        await db.selectFrom('subscriber_departures').selectAll().orderBy('sid').execute(),
        await db.selectFrom('outbox_messages').select(['id', 'state', 'attempts']).orderBy('id').execute(),
      ];
      const before = { files: files(), rows: await rows() };
      const res = await request(app().app)
        .post(`/api/newsletter/unsubscribe?token=${unknown}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(410);
      expect({ files: files(), rows: await rows() }).toEqual(before);
    });

    it('still refuses a browser post from another site that is not one-click', async () => {
      const c = await confirmed('three@example.org');
      const res = await request(app().app)
        .post('/api/newsletter/unsubscribe')
        .set('Accept', 'application/json')
        .set('Origin', 'https://evil.example')
        .send({ token: c.unsubscribeToken });
      expect(res.status).toBe(403);
      expect((await record('three@example.org'))?.status).toBe('confirmed');
    });
  });

  describe('expired and forged links', () => {
    it('says a confirmation link older than 7 days has expired (410, page and JSON) and changes nothing', async () => {
      await signUp('late@example.org');
      const links = await mailTo('late@example.org');
      const start = clock;
      clock += 7 * DAY + 1000;
      try {
        const opened = await page(links.confirmPath);
        expect(opened.status).toBe(410);
        expect(html(opened.text)).toContain(enLinks.expired.heading);
        expect(html(opened.text)).toContain(enLinks.expired.body);
        const posted = await request(app().app)
          .post('/api/newsletter/confirm')
          .set('Accept', 'application/json')
          .send({ token: links.confirmToken });
        expect(posted.status).toBe(410);
        expect(posted.body.fieldErrors.token).toEqual([enLinks.expired.heading]);
        expect((await record('late@example.org'))?.status).toBe('pending');
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
      expect((await record('forged@example.org'))?.status).toBe('pending');
    });
  });

  describe('signing up again', () => {
    it('answers the same and sends at most one mail a day: a link while pending, the way out once subscribed', async () => {
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
        const ok = await request(app().app)
          .post('/api/newsletter/confirm')
          .set('Accept', 'application/json')
          .send({ token: second.confirmToken });
        expect(ok.status).toBe(200);
        await sink.waitFor(3); // the team's notice
        // Subscribed now: the same answer; this day's mail went out already, so nothing.
        expect((await signUp('again@example.org')).status).toBe(201);
        await settle();
        expect(sink.mails).toHaveLength(3);
        // Another day: a subscriber signing up again is mailed its way out, not a link to confirm.
        clock += 2 * DAY;
        expect((await signUp('again@example.org')).status).toBe(201);
        await sink.waitFor(4);
        const reminder = sink.mails[3]!;
        expect(reminder.subject).toBe('Your newsletter subscription');
        expect(reminder.text).toContain('It is already subscribed');
        expect(reminder.text).toMatch(/https:\/\/www\.example\.com\/newsletter\/unsubscribe\?token=u\./);
        expect(reminder.text).not.toContain('/newsletter/confirm');
        await settle();
        expect(sink.mails).toHaveLength(4);
      } finally {
        clock = start;
      }
    });
  });

  describe('leaving and coming back the same day', () => {
    it('is really mailed a new link: the answer is true, and the mailbox still gets at most three a day', async () => {
      const email = 'comeback@example.org';
      for (let round = 1; round <= 3; round++) {
        expect((await signUp(email)).status).toBe(201);
        const links = await mailTo(email, round);
        expect(links.mail.subject).toBe('Please confirm your newsletter subscription');
        const left = await request(app().app)
          .post(`/api/newsletter/unsubscribe?token=${links.unsubscribeToken}`)
          .type('form')
          .send('List-Unsubscribe=One-Click');
        expect(left.status).toBe(200);
        expect(await record(email)).toBeUndefined();
      }
      // A fourth time the same day: the ceiling holds, whatever the unsubscribes.
      expect((await signUp(email)).status).toBe(201);
      await app().subscribers.idle();
      await settle();
      expect(mailsTo(email)).toHaveLength(3);
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
          await request(app().app)
            .post('/api/newsletter/confirm')
            .set('Accept', 'application/json')
            .send({ token: keen.confirmToken })
        ).status,
      ).toBe(200);

      const purge = pendingPurge({
        store: app().subscribers,
        logger: pino({ level: 'silent' }),
        now: () => clock + 7 * DAY - 1000,
      });
      expect(await purge.run()).toBe(0);
      expect((await record('forgetful@example.org'))?.status).toBe('pending');
      const later = pendingPurge({
        store: app().subscribers,
        logger: pino({ level: 'silent' }),
        now: () => clock + 7 * DAY,
      });
      expect(await later.run()).toBeGreaterThanOrEqual(1);
      expect(await record('forgetful@example.org')).toBeUndefined();
      expect((await record('keen@example.org'))?.status).toBe('confirmed');
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
      const legacy = await testApp({
        env: sink.env(),
        dataDir,
        now: () => new Date(clock),
        store: (dir) => e.open({ dataDir: dir }),
      });
      try {
        const res = await request(legacy.app)
          .post('/api/newsletter')
          .set('Accept', 'application/json')
          .set('Cookie', legacy.cookie)
          .send({ email: 'old@example.org' });
        expect(res.status).toBe(201);
        // Already confirmed: no link to confirm, only its way out.
        await sink.waitFor(1);
        expect(sink.mails.map((m) => m.subject)).toEqual(['Your newsletter subscription']);
        const list = await legacy.subscribers.list();
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

  describe('the confirmation mail, capped by mailbox', () => {
    it('sends one mail a day to one Gmail inbox, however its address is written', async () => {
      const spellings = ['victim@gmail.com', 'victim+1@gmail.com', 'v.ictim@gmail.com', 'vi.ctim@googlemail.com'];
      const answers = [];
      for (const email of spellings) answers.push(await signUp(email));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      await app().subscribers.idle();
      await sink.waitFor(1);
      await settle();
      expect(sink.mails.filter((m) => m.subject === 'Please confirm your newsletter subscription')).toHaveLength(1);
      expect(mailsTo('victim@gmail.com')).toHaveLength(1);
    });
  });

  describe('a sign-up tells a stranger nothing', () => {
    it('answers a new, a pending and a subscribed address alike, with and without JavaScript', async () => {
      await signUp('waiting@example.org');
      await mailTo('waiting@example.org');
      await signUp('member@example.org');
      const member = await mailTo('member@example.org');
      const ok = await request(app().app)
        .post('/api/newsletter/confirm')
        .set('Accept', 'application/json')
        .send({ token: member.confirmToken });
      expect(ok.status).toBe(200);
      await app().subscribers.idle();

      const addresses = ['newcomer@example.org', 'waiting@example.org', 'member@example.org'];
      const scripts = [];
      for (const email of addresses) scripts.push(await signUp(email));
      const shape = (r: request.Response) => ({
        status: r.status,
        keys: Object.keys(r.body as object).sort(),
        ok: (r.body as { ok?: boolean }).ok,
        id: String((r.body as { id?: string }).id).replace(/[A-Z0-9]{8}$/, '*'),
      });
      expect(scripts.map(shape)).toEqual(Array(3).fill(shape(scripts[0]!)));

      const browsers = [];
      for (const email of addresses)
        browsers.push(
          await request(app().app)
            .post('/api/newsletter')
            .set('Accept', 'text/html')
            .set('Cookie', app().cookie)
            .type('form')
            .send({ email, lang: 'en', returnTo: '/about' }),
        );
      expect(browsers.map((b) => [b.status, b.headers.location])).toEqual(
        Array(3).fill([303, '/about?subscribed=1#newsletter']),
      );
    });
  });

  describe('the site-wide hourly cap on mail to visitors', () => {
    it('counts confirmations: past the number, a sign-up is answered as usual and nothing is sent', async () => {
      const capped = await testApp({
        env: { ...sink.env(), VISITOR_MAIL_PER_HOUR: '1' },
        now: () => new Date(clock),
        store: (dir) => e.open({ dataDir: dir }),
      });
      try {
        for (const email of ['first@example.net', 'second@example.net']) {
          const res = await request(capped.app)
            .post('/api/newsletter')
            .set('Accept', 'application/json')
            .set('Cookie', capped.cookie)
            .send({ email });
          expect(res.status).toBe(201);
        }
        await capped.subscribers.idle();
        await sink.waitFor(1);
        await settle();
        expect(sink.mails.map((m) => (m.to && 'text' in m.to ? m.to.text : ''))).toEqual(['first@example.net']);
      } finally {
        await capped.close();
      }
    });
  });
  if (e.engine === 'postgres')
    describe('two copies of the site sharing one PostgreSQL', () => {
      it('confirm on one a link the other mailed, and unsubscribe on the first again', async () => {
        const place = e.place();
        const env = { ...sink.env(), FORM_SECRET: 'one key for every copy of the site, 32+' };
        const [a, b] = [
          await testApp({ env, now: () => new Date(clock), store: () => e.open({ place }) }),
          await testApp({ env, now: () => new Date(clock), store: () => e.open({ place }) }),
        ];
        try {
          expect(a.dataDir).not.toBe(b.dataDir);
          const res = await request(a.app)
            .post('/api/newsletter')
            .set('Accept', 'application/json')
            .set('Cookie', a.cookie)
            .send({ email: 'two-copies@example.org' });
          expect(res.status).toBe(201);
          const links = await mailTo('two-copies@example.org');
          const confirmed = await request(b.app)
            .post('/api/newsletter/confirm')
            .set('Accept', 'application/json')
            .send({ token: links.confirmToken });
          expect(confirmed.status).toBe(200);
          expect((await a.subscribers.byEmail('two-copies@example.org'))?.status).toBe('confirmed');
          const left = await request(a.app)
            .post(`/api/newsletter/unsubscribe?token=${links.unsubscribeToken}`)
            .type('form')
            .send('List-Unsubscribe=One-Click');
          expect(left.status).toBe(200);
          expect(await b.subscribers.byEmail('two-copies@example.org')).toBeUndefined();
        } finally {
          await a.close();
          await b.close();
        }
      });
    });
});
