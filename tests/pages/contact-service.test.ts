// A call to action lands on the contact form with the service the visitor
// came from chosen: service pages link to /contact?service=<option>#contact-form,
// and the server's HTML has that option selected, so it holds without
// JavaScript. The parameter takes the form's eight options and nothing else:
// any other value is sent away before a render, never echoed, and the render
// cache keeps at most one contact page per option. Pages are taken from the
// compiled content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { BROWSER_UA, testApp } from '../support/test-app';
import { serviceGroups, serviceIndex } from '../../shared/content/service-index';
import { BY_PAGE, groupInterest, serviceInterest } from '../../shared/content/service-interest';
import {
  CONTACT_FORM_ID,
  SERVICE_OPTIONS,
  SERVICE_PARAM,
  SERVICE_SLUGS,
  contactFormPath,
  serviceSlug,
} from '../../shared/schemas/contact-fields';
import { unreadParamRedirects } from '../../server/pages/unread-params';
import * as entry from '../../client/entry-server';
import { LANGS, localizePath } from '../../shared/i18n/lang';

const attr = (s: string) => s.replace(/&/g, '&amp;');

describe('the service a call to action chooses', () => {
  it('is one of the form’s eight options for every service page and group of the content', () => {
    expect(SERVICE_SLUGS).toHaveLength(8);
    expect(new Set(SERVICE_SLUGS).size).toBe(8);
    for (const slug of SERVICE_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const page of serviceIndex) expect(SERVICE_OPTIONS, page.slug).toContain(serviceInterest(page));
    for (const group of serviceGroups) expect(SERVICE_OPTIONS, group.slug).toContain(groupInterest(group.slug));
    // No page's own option is left over from a page the content no longer has.
    for (const slug of Object.keys(BY_PAGE)) expect(serviceIndex.map((p) => p.slug)).toContain(slug);
  });
});

describe('GET /contact?service=', { timeout: 120_000 }, () => {
  let s: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    s = await testApp({ deliver: false });
    await s.pages.ready();
  });
  afterAll(() => s.close());
  const get = (url: string) =>
    request(s.app)
      .get(url)
      .set('Accept', 'text/html')
      .set('User-Agent', BROWSER_UA)
      .set('Accept-Encoding', 'identity')
      .set('Cookie', s.cookie)
      .redirects(0);

  it('links each service page and group page, in both languages, to the form with its option', async () => {
    for (const lang of LANGS) {
      for (const page of serviceIndex) {
        const res = await get(localizePath(lang, page.path));
        expect(res.status, page.path).toBe(200);
        const href = attr(localizePath(lang, contactFormPath(serviceInterest(page))));
        // The hero's button and the closing band both.
        expect(res.text.split(`href="${href}"`).length - 1, `${lang} ${page.path}`).toBe(2);
      }
      for (const group of serviceGroups) {
        const res = await get(localizePath(lang, `/services/${group.slug}`));
        expect(res.text).toContain(`href="${attr(localizePath(lang, contactFormPath(groupInterest(group.slug))))}"`);
      }
    }
  });

  it('renders the form with that option selected, without JavaScript, in both languages', async () => {
    for (const lang of LANGS) {
      for (const option of SERVICE_OPTIONS) {
        const res = await get(localizePath(lang, `/contact?${SERVICE_PARAM}=${serviceSlug(option)}`));
        expect(res.status, option).toBe(200);
        const selected = [...res.text.matchAll(/<option[^>]*selected[^>]*>/g)].map((m) => m[0]);
        expect(selected, `${lang} ${option}`).toEqual([`<option value="${attr(option)}" selected="">`]);
        expect(res.text).toContain(`id="${CONTACT_FORM_ID}"`);
      }
    }
  });

  it('sends any other value away to the page without it, never echoing it, never a 500', async () => {
    for (const value of ['junk', 'Chatbot Solutions', 'CHATBOT-SOLUTIONS', '<script>alert(1)</script>', '', '%00']) {
      const res = await get(`/contact?${SERVICE_PARAM}=${encodeURIComponent(value)}`);
      expect(res.status, value).toBe(302);
      expect(res.headers.location).toBe('/contact');
      expect(res.text).not.toContain('<script>alert');
    }
    const kept = await get(`/fr/contact?sent=1&${SERVICE_PARAM}=nope&ref=MSG-1`);
    expect(kept.status).toBe(302);
    expect(kept.headers.location).toBe('/fr/contact?sent=1&ref=MSG-1');
  });

  it('keeps at most one cached contact page per option, whatever values a flood sends', async () => {
    const before = s.pages.cacheStats().entries;
    for (let i = 0; i < 3; i++) {
      for (const slug of SERVICE_SLUGS) expect((await get(`/contact?${SERVICE_PARAM}=${slug}`)).status).toBe(200);
      for (let j = 0; j < 30; j++) expect((await get(`/contact?${SERVICE_PARAM}=x${i}-${j}`)).status).toBe(302);
    }
    expect(s.pages.cacheStats().entries - before).toBeLessThanOrEqual(SERVICE_SLUGS.length);
  });

  it('gets the same answer from the early redirect as from the renderer, for every value tried', async () => {
    const locationFor = unreadParamRedirects(await entry.readParams(), ['form']);
    for (const lang of LANGS) {
      for (const value of [...SERVICE_SLUGS, 'junk', 'a%20b', 'other&service=junk', 'other&service=other']) {
        const url = `${localizePath(lang, '/contact')}?${SERVICE_PARAM}=${value}`;
        expect(locationFor(url), url).toBe((await entry.prepare(url, 'https://www.example.com')).redirect);
      }
    }
  });
});
