// An answer that sets a cookie is for one browser: no shared cache may keep
// it and hand the cookie to the next visitor, whichever path answered it
// (the early redirect, the renderer, the render cache's fast path).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { privateCacheControl } from '../../server/http/private-with-cookie';
import { BROWSER_UA, testApp } from '../support/test-app';

describe('privateCacheControl', () => {
  it('turns public answers private and leaves private and no-store answers alone', () => {
    expect(privateCacheControl('public, max-age=86400')).toBe('private, max-age=86400');
    expect(privateCacheControl('public, max-age=0, must-revalidate')).toBe('private, max-age=0, must-revalidate');
    expect(privateCacheControl('max-age=600, s-maxage=3600')).toBe('private, max-age=600');
    expect(privateCacheControl(undefined)).toBe('private, no-cache');
    expect(privateCacheControl('no-store')).toBe('no-store');
    expect(privateCacheControl('private, max-age=60')).toBe('private, max-age=60');
  });
});

describe('answers that set the time-trap cookie', { timeout: 60_000 }, () => {
  let s: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    s = await testApp({ deliver: false });
    await s.pages.ready();
  });
  afterAll(() => s.close());

  const page = (url: string, cookie?: string) => {
    const req = request(s.app)
      .get(url)
      .set('Accept', 'text/html')
      .set('User-Agent', BROWSER_UA)
      .set('Accept-Encoding', 'identity')
      .redirects(0);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const setsTrap = (res: { headers: Record<string, unknown> }) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? []).some((c) => c.startsWith('ft='));

  it('sends the 301 of another spelling of a path as private when it sets the cookie', async () => {
    const res = await page('/ABOUT');
    expect(res.status).toBe(301);
    expect(setsTrap(res)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    // The same redirect to a browser that has its cookie stays shareable.
    const again = await page('/ABOUT', s.cookie);
    expect(again.status).toBe(301);
    expect(setsTrap(again)).toBe(false);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('sends a page, rendered or from memory, as private when it sets the cookie, public otherwise', async () => {
    for (let i = 0; i < 3; i++) {
      // The first is rendered, the next come from the render cache.
      const fresh = await page('/faq');
      expect(fresh.status).toBe(200);
      expect(setsTrap(fresh)).toBe(true);
      expect(fresh.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
      const known = await page('/faq', s.cookie);
      expect(setsTrap(known)).toBe(false);
      expect(known.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('sends a public file asked for as a page as private when it sets the cookie', async () => {
    const res = await page('/robots.txt');
    expect(res.status).toBe(200);
    expect(setsTrap(res)).toBe(true);
    expect(res.headers['cache-control']).toMatch(/^private\b/);
    expect(res.headers['cache-control']).not.toMatch(/public/);
  });
});
