// What an attacker can do with the forms' answers to a browser without
// JavaScript: where the redirect sends it, what a refused post leaves
// behind, who can read a saved form, what an address may hold, and what
// /healthz says while the forms cannot accept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { domainToASCII } from 'node:url';
import { BROWSER_UA, cookiesOf, follow, testApp } from '../support/test-app';
import { REDIRECT_SPELLINGS, staysOnSite } from '../../scripts/fixtures/redirect-spellings';
import { sameSiteLocation } from '../../server/forms/answers';
import { createLogger, redactUrl } from '../../server/http/logger';
import { withForms } from '../../shared/i18n/form-words';
import { en as enCore } from '../../shared/i18n/en';
import { fr as frCore } from '../../shared/i18n/fr';
import { contactSchema } from '../../shared/schemas/contact';
import { newsletterSchema } from '../../shared/schemas/newsletter';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';
import { expectEach } from '../support/each';
import { stored } from '../support/outbox-rows';

const en = withForms(enCore, enForms);

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ deliver: false });
});
afterAll(() => ctx.close());

/** A browser's form post without JavaScript, under Referrer-Policy: no-referrer (Origin: null, no Sec-Fetch-Site). */
function browserPost(url: string, body: Record<string, string>, cookie?: string) {
  const req = request(ctx.app)
    .post(url)
    .set('Accept', 'text/html')
    .set('User-Agent', BROWSER_UA)
    .set('Origin', 'null')
    .type('form');
  if (cookie) req.set('Cookie', cookie);
  return req.send(body);
}

describe('the redirect after a newsletter post', () => {
  it(
    'lands on a path of this site for every spelling of another site, in every answer and both languages',
    { timeout: 120_000 },
    async () => {
      const offsite: string[] = [];
      for (const returnTo of REDIRECT_SPELLINGS) {
        for (const lang of [undefined, 'fr']) {
          const url = lang ? `/api/newsletter?lang=${lang}` : '/api/newsletter';
          const extra: Record<string, string> = lang ? { lang } : {};
          const answers = {
            success: await browserPost(url, { email: 'reader@example.org', returnTo, ...extra }, ctx.cookie),
            spam: await browserPost(url, { email: 'reader@example.org', returnTo, ...extra }),
            invalid: await browserPost(url, { email: 'not-an-address', returnTo, ...extra }, ctx.cookie),
          };
          for (const [answer, res] of Object.entries(answers)) {
            const where = `${JSON.stringify(returnTo)} (${answer}, ${lang ?? 'no lang'}): ${res.status} ${res.headers.location}`;
            if (res.status !== 303 || !staysOnSite(res.headers.location, ctx.config.SITE_URL)) offsite.push(where);
          }
        }
      }
      expect(offsite).toEqual([]);
    },
  );

  it('keeps the confirmation on the home page of the language when the return address is refused', async () => {
    const en = await browserPost(
      '/api/newsletter',
      { email: 'reader@example.org', returnTo: '/fr//evil.example' },
      ctx.cookie,
    );
    expect(en.headers.location).toBe('/?subscribed=1#newsletter');
    const fr = await browserPost(
      '/api/newsletter?lang=fr',
      { email: 'reader@example.org', returnTo: '/fr//evil.example', lang: 'fr' },
      ctx.cookie,
    );
    expect(fr.headers.location).toBe('/fr?subscribed=1#newsletter');
  });

  it('still returns a visitor to the page they signed up on', async () => {
    const res = await browserPost(
      '/api/newsletter',
      { email: 'reader@example.org', returnTo: '/fr/blog?tag=Ethics', lang: 'fr' },
      ctx.cookie,
    );
    expect(res.headers.location).toBe('/fr/blog?tag=Ethics&subscribed=1#newsletter');
  });
});

describe('sameSiteLocation', () => {
  it('refuses what a browser reads as another host, after its own clean-up', () => {
    for (const location of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/.//evil.example',
      'https://evil.example/',
      'evil.example',
    ]) {
      expect(sameSiteLocation(location), JSON.stringify(location)).toBeUndefined();
    }
  });

  it('gives paths of the site back as the parser writes them', () => {
    expect(sameSiteLocation('/fr/blog?tag=Ethics#newsletter')).toBe('/fr/blog?tag=Ethics#newsletter');
    expect(sameSiteLocation('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sameSiteLocation('/a b')).toBe('/a%20b');
  });
});

const contact = {
  name: 'Amina Fon',
  email: 'not-an-address',
  service: 'Other',
  message: 'Our mobile money chatbot answers slowly.',
};
/** A visitor's refused contact post, from a browser holding the time-trap cookie (and maybe others). */
const refusedContact = (app = ctx, cookie = app.cookie, address?: string) => {
  const req = request(app.app)
    .post('/api/contact')
    .set('Accept', 'text/html')
    .set('User-Agent', BROWSER_UA)
    .set('Cookie', cookie)
    .type('form');
  if (address) req.set('X-Forwarded-For', address);
  return req.send(contact);
};
const showsValues = (html: string) => html.includes('value="Amina Fon"') && html.includes('mobile money chatbot');

describe('a saved no-JS form is readable only by the browser that made it', () => {
  it('binds the state to an HttpOnly, SameSite=Lax, Secure cookie on an https site', async () => {
    const res = await refusedContact();
    expect(res.status).toBe(303);
    const holder = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('fs='));
    expect(holder).toMatch(/^fs=[\w-]{24}; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax; Secure$/);
    const page = await follow(ctx.app, res);
    expect(page.status).toBe(200);
    expect(showsValues(page.text)).toBe(true);
  });

  it('shows nothing to another browser with the same address: the plain form, no error', async () => {
    const res = await refusedContact();
    const url = res.headers.location!.split('#')[0]!;
    const elsewhere = await refusedContact(); // another cookie jar with a saved form of its own
    const otherJars = ['', ctx.cookie, `${ctx.cookie}; ${cookiesOf(elsewhere)}`, `${ctx.cookie}; fs=${'A'.repeat(24)}`];
    for (const cookie of otherJars) {
      const get = request(ctx.app).get(url).set('Accept', 'text/html').set('User-Agent', BROWSER_UA);
      const seen = cookie ? await get.set('Cookie', cookie) : await get;
      expect(seen.status, cookie).toBe(302);
      expect(seen.headers.location).toBe('/contact');
      expect(seen.text).not.toContain('mobile money');
      const landed = await request(ctx.app)
        .get(seen.headers.location!)
        .set('Accept', 'text/html')
        .set('User-Agent', BROWSER_UA);
      expect(landed.status).toBe(200);
      expect(showsValues(landed.text)).toBe(false);
      expect(landed.text).not.toContain(en.messages.forms.invalidEmail);
    }
    // Its own browser still sees it.
    expect(showsValues((await follow(ctx.app, res)).text)).toBe(true);
  });

  it('keeps one cookie per browser across its saved forms, and leaves Secure off a plain-http site', async () => {
    const first = await refusedContact();
    const holder = cookiesOf(first)
      .split('; ')
      .find((c) => c.startsWith('fs='))!;
    const second = await refusedContact(ctx, `${ctx.cookie}; ${holder}`);
    expect(cookiesOf(second)).toBe(holder);
    for (const res of [first, second]) expect(showsValues((await follow(ctx.app, res)).text)).toBe(true);
    const plain = await testApp({ deliver: false, env: { SITE_URL: 'http://localhost:3000' } });
    try {
      const res = await refusedContact(plain);
      expect((res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('fs='))).not.toContain(
        'Secure',
      );
    } finally {
      await plain.close();
    }
  });

  it('never writes the key to a log line', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
    );
    const logged = await testApp({ deliver: false, logger });
    try {
      const res = await refusedContact(logged);
      const key = /[?&]form=([\w-]+)/.exec(res.headers.location!)![1]!;
      expect((await follow(logged.app, res)).status).toBe(200);
      await request(logged.app).get(`/contact?%66orm=${key}`).set('Accept', 'text/html').set('User-Agent', BROWSER_UA);
      const access = lines
        .map((l) => JSON.parse(l) as { req?: { url?: string } })
        .filter((l) => l.req?.url?.startsWith('/contact?'));
      expect(access.map((l) => l.req!.url)).toEqual(['/contact?form=[redacted]', '/contact?%66orm=[redacted]']);
      expect(lines.filter((l) => l.includes(key))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});

describe('redactUrl', () => {
  it('hides the saved form key however the query spells its name, and leaves the rest as it came', () => {
    expectEach(redactUrl, {
      '/careers?apply=ml-engineer&form=abc': '/careers?apply=ml-engineer&form=[redacted]',
      '/contact?form=abc&form=def': '/contact?form=[redacted]&form=[redacted]',
      '/contact?fo%72m=abc&q=%E2%9C%93': '/contact?fo%72m=[redacted]&q=%E2%9C%93',
      '/faq?q=form+filling': '/faq?q=form+filling',
      '/contact?%zz=1&form': '/contact?%zz=1&form=[redacted]',
      '/about': '/about',
    });
  });

  it('applies to any line that names a url, through the site logger', () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
    );
    logger.error({ url: '/contact?form=abc' }, 'render error');
    expect(JSON.parse(lines[0]!).url).toBe('/contact?form=[redacted]');
  });
});

describe('refused cross-site posts keep nothing', () => {
  it(
    'answers a browser with a 403 page in its language, and 500 of them leave a visitor’s saved form in place',
    { timeout: 120_000 },
    async () => {
      const mine = await refusedContact();
      for (let i = 0; i < 500; i++) {
        const res = await request(ctx.app)
          .post(i % 2 ? '/api/contact?lang=fr' : '/api/newsletter')
          .set('Accept', 'text/html')
          .set('User-Agent', BROWSER_UA)
          .set('Cookie', ctx.cookie)
          .set(i % 3 ? 'Origin' : 'Sec-Fetch-Site', i % 3 ? 'https://evil.example' : 'cross-site')
          .type('form')
          .send({ ...contact, email: `victim${i}@example.org`, returnTo: '/fr//evil.example' });
        expect(res.status).toBe(403);
        expect(res.headers.location).toBeUndefined();
        expect(res.headers['set-cookie']).toBeUndefined();
        if (i < 2) {
          expect(res.text).toContain(
            i % 2 ? frForms.messages.forms.crossSiteHelp : enForms.messages.forms.crossSiteHelp,
          );
          expect(res.text).toContain(i % 2 ? 'href="/fr/contact"' : 'href="/"');
        }
      }
      expect(showsValues((await follow(ctx.app, mine)).text)).toBe(true);
    },
  );

  it('keeps the values of a visitor turned away by the rate limit', async () => {
    const limited = await testApp({ deliver: false, limits: { RATE_LIMIT_MAX: 1 } });
    try {
      // Without the form cookie: the tight limit (RATE_LIMIT_MAX) applies.
      await refusedContact(limited, '');
      const res = await refusedContact(limited, '');
      expect(res.headers.location).toMatch(/^\/contact\?form=[\w-]+#contact-form$/);
      const page = await follow(limited.app, res);
      expect(page.text).toContain(en.messages.errors.tooManyPosts(en.messages.errors.waits.tenMinutes));
      expect(showsValues(page.text)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe('an email address', () => {
  const json = (url: string, body: object) =>
    request(ctx.app).post(url).set('Accept', 'application/json').set('Cookie', ctx.cookie).send(body);
  const pendingRecords = async () => (await stored(ctx.outbox, 'pending')).map((m) => m.mail);

  it('holding an encoded word is refused with the field error, in English and French, by the schema both sides use', async () => {
    for (const email of ['=?utf-8?b?QWRtaW4=?=@example.org', 'a=?utf-8?q?x?=b@example.org', 'x@example.org=?']) {
      expect(contactSchema.safeParse({ ...contact, email }).success, email).toBe(false);
      const en = await json('/api/contact', { ...contact, email });
      expect(en.status, email).toBe(400);
      expect(en.body.fieldErrors.email).toEqual([enForms.messages.forms.invalidEmail]);
      const fr = await json('/api/contact?lang=fr', { ...contact, email, lang: 'fr' });
      expect(fr.body.fieldErrors.email).toEqual([frForms.messages.forms.invalidEmail]);
      const news = await json('/api/newsletter?lang=fr', { email, lang: 'fr' });
      expect(news.status).toBe(400);
      expect(news.body.fieldErrors.email).toEqual([frCore.messages.newsletter.invalidEmail]);
    }
  });

  it('with a domain in another script reaches Reply-To with the domain in ASCII (IDNA), never raw', async () => {
    expect(contactSchema.parse({ ...contact, email: 'anna@exämple.org' }).email).toBe('anna@xn--exmple-cua.org');
    expect(newsletterSchema.parse({ email: 'yuki@例え.jp' }).email).toBe(`yuki@${domainToASCII('例え.jp')}`);
    const res = await json('/api/contact', { ...contact, email: 'anna@ＥＸＡＭＰＬＥ.straße.de' });
    expect(res.status).toBe(201);
    const record = (await pendingRecords()).find((r) => r.id === res.body.id)!;
    expect(record.replyTo).toBe(`anna@${domainToASCII('ＥＸＡＭＰＬＥ.straße.de')}`);
    expect(record.replyTo).toMatch(/^[\x21-\x7e]+$/);
    expect(record.text).toContain(record.replyTo);
  });

  it('whose domain cannot be written in ASCII is refused', async () => {
    for (const email of ['anna@-exämple.org', 'anna@exämple.1', 'anna@exämple.o', `anna@${'ä'.repeat(60)}.org`]) {
      const res = await json('/api/contact', { ...contact, email });
      expect(res.status, email).toBe(400);
      expect(res.body.fieldErrors.email).toEqual([enForms.messages.forms.invalidEmail]);
    }
  });
});

describe('/healthz', () => {
  const postContact = (app: typeof ctx) =>
    request(app.app)
      .post('/api/contact')
      .set('Accept', 'application/json')
      .set('Cookie', app.cookie)
      .send({ ...contact, email: 'amina@example.org' });

  it('answers 503 with the reason while the disk is below the outbox reserve, as the forms do', async () => {
    let free = 10 * 1024 * 1024;
    const low = await testApp({ deliver: false, outbox: { freeBytes: async () => free } });
    try {
      const health = await request(low.app).get('/healthz');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'unavailable', reason: 'The outbox disk is nearly full' });
      expect((await postContact(low)).status).toBe(503);
      free = 10 * 1024 * 1024 * 1024;
      expect((await request(low.app).get('/healthz')).body.status).toBe('ok');
      expect((await postContact(low)).status).toBe(201);
    } finally {
      await low.close();
    }
  });

  it('answers 503 with the reason while the data folder cannot be written, as the forms do', async () => {
    const broken = await testApp({ deliver: false });
    try {
      expect((await request(broken.app).get('/healthz')).status).toBe(200);
      // Root writes anywhere whatever the mode, so "cannot be written" is the outbox's tmp/ turned into a plain file.
      rmSync(broken.outbox.tmpDir, { recursive: true });
      writeFileSync(broken.outbox.tmpDir, '');
      const health = await request(broken.app).get('/healthz');
      expect(health.status).toBe(503);
      expect(health.body.reason).toBe('The outbox folder is not writable (ENOTDIR)');
      expect((await postContact(broken)).status).toBe(503);
      rmSync(broken.outbox.tmpDir);
      mkdirSync(broken.outbox.tmpDir);
      expect((await request(broken.app).get('/healthz')).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
