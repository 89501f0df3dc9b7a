// No link answers 404: every page of the route table in both languages,
// and the pages that answer 404 themselves (an unknown path, id or slug),
// are crawled one level deep; every site link they carry (anchors, the
// language switch, hreflang alternates, feeds) is then requested. The
// canonical is left out: a 404 page names its own address there.
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA } from '../support/test-app';
import { routes } from '../../client/routes';
import { concreteUrls } from '../../client/route-urls';
import { LANGS, localizePath } from '../../shared/i18n/lang';

const { app, close } = await testApp({ deliver: false });
afterAll(() => close());

const SITE = 'https://www.example.com';
const get = (url: string) => request(app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');

/** Items no content has, whatever the owner publishes. */
const NOT_FOUND = [
  '/this-page-does-not-exist',
  '/blog/999',
  '/blog/not-a-number',
  '/projects/no-such-project',
  '/services/no-such-service',
];

/** Site links of a page: anchors and alternate <link>s, absolute ones on the site made relative; assets and hashes left out. */
function siteLinks(html: string): string[] {
  const tags = [...html.matchAll(/<a\b[^>]*>|<link\b[^>]*\brel="alternate"[^>]*>/g)].map((m) => m[0]);
  const hrefs = tags.flatMap((t) => /\shref="([^"]+)"/.exec(t)?.[1]?.replace(/&amp;/g, '&') ?? []);
  return hrefs
    .map((h) => (h.startsWith(SITE) ? h.slice(SITE.length) || '/' : h))
    .filter((h) => h.startsWith('/') && !h.startsWith('//'))
    .map((h) => h.split('#')[0]!)
    .filter(
      (h) =>
        h !== '' && !/^\/(assets|images)\//.test(h) && !/\.(svg|png|jpe?g|webp|ico|webmanifest|s?css|js)(\?|$)/.test(h),
    );
}

describe('the links of every page, in both languages', () => {
  it('all lead somewhere: none answers 404', async () => {
    const pages = [...concreteUrls(routes), ...LANGS.flatMap((l) => NOT_FOUND.map((u) => localizePath(l, u)))];
    const linkedFrom = new Map<string, string>();
    for (const page of pages) {
      const res = await get(page);
      // The newsletter's link pages, opened without their token, answer 400 with the "link not valid" page.
      expect(/\/newsletter\/(confirm|unsubscribe)$/.test(page) ? [400] : [200, 404], page).toContain(res.status);
      for (const link of siteLinks(res.text)) if (!linkedFrom.has(link)) linkedFrom.set(link, page);
    }
    // A crawl that found nothing would pass for the wrong reason.
    expect(linkedFrom.size).toBeGreaterThan(pages.length);
    const broken: string[] = [];
    for (const [link, from] of linkedFrom) {
      const res = await get(link);
      if (res.status === 404) broken.push(`${link} (linked from ${from})`);
    }
    expect(broken).toEqual([]);
  }, 300_000);

  it("the language switch of a page that answers 404 leads to the other language's home page", async () => {
    for (const lang of LANGS) {
      const other = lang === 'en' ? 'fr' : 'en';
      for (const url of NOT_FOUND.map((u) => localizePath(lang, u))) {
        const res = await get(url);
        expect(res.status, url).toBe(404);
        const switches = [...res.text.matchAll(/<a class="lang-switch[^"]*" href="([^"]+)"/g)].map((m) => m[1]);
        expect(switches.length, url).toBeGreaterThan(0);
        expect(new Set(switches), url).toEqual(new Set([localizePath(other, '/')]));
      }
    }
  });
});
