// What an attacker can do with the forms' answers to a browser without
// JavaScript: where the redirect sends it, what a refused post leaves
// behind, who can read a saved form, what an address may hold, and what
// /healthz says while the forms cannot accept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { BROWSER_UA, testApp } from './test-app';
import { REDIRECT_SPELLINGS, staysOnSite } from '../fixtures/redirect-spellings';
import { sameSiteLocation } from '../../server/forms/form-kit';

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ deliver: false });
});
afterAll(() => ctx.close());

/** A browser's form post without JavaScript, under Referrer-Policy: no-referrer (Origin: null, no Sec-Fetch-Site). */
function browserPost(url: string, body: Record<string, string>, cookie?: string) {
  const req = request(ctx.app).post(url).set('Accept', 'text/html').set('User-Agent', BROWSER_UA).set('Origin', 'null').type('form');
  if (cookie) req.set('Cookie', cookie);
  return req.send(body);
}

describe('the redirect after a newsletter post', () => {
  it('lands on a path of this site for every spelling of another site, in every answer and both languages', async () => {
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
  });

  it('keeps the confirmation on the home page of the language when the return address is refused', async () => {
    const en = await browserPost('/api/newsletter', { email: 'reader@example.org', returnTo: '/fr//evil.example' }, ctx.cookie);
    expect(en.headers.location).toBe('/?subscribed=1#newsletter');
    const fr = await browserPost('/api/newsletter?lang=fr', { email: 'reader@example.org', returnTo: '/fr//evil.example', lang: 'fr' }, ctx.cookie);
    expect(fr.headers.location).toBe('/fr?subscribed=1#newsletter');
  });

  it('still returns a visitor to the page they signed up on', async () => {
    const res = await browserPost('/api/newsletter', { email: 'reader@example.org', returnTo: '/fr/blog?tag=Ethics', lang: 'fr' }, ctx.cookie);
    expect(res.headers.location).toBe('/fr/blog?tag=Ethics&subscribed=1#newsletter');
  });
});

describe('sameSiteLocation', () => {
  it('refuses what a browser reads as another host, after its own clean-up', () => {
    for (const location of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/.//evil.example', 'https://evil.example/', 'evil.example']) {
      expect(sameSiteLocation(location), JSON.stringify(location)).toBeUndefined();
    }
  });

  it('gives paths of the site back as the parser writes them', () => {
    expect(sameSiteLocation('/fr/blog?tag=Ethics#newsletter')).toBe('/fr/blog?tag=Ethics#newsletter');
    expect(sameSiteLocation('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sameSiteLocation('/a b')).toBe('/a%20b');
  });
});
