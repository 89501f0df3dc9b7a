// The language walk: every English URL of the route table and its French twin
// under /fr answer the same status, say their language (<html lang>, Open
// Graph locale), name each other as hreflang alternates (with x-default)
// and their own canonical, and speak only their language: no value of the
// English dictionary on a French page, none of the French one on an
// English page (values longer than a few characters that differ between
// the two, in the visible text, the head and the attributes people hear:
// alt, aria-label, placeholder, title).
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA } from '../support/test-app';
import { visibleText, decodeEntities } from '../../scripts/page-text/visible-text';
import { englishRoutes } from '../../client/routes';
import { concreteUrls } from '../../client/route-urls';
import { localizePath } from '../../shared/i18n/lang';
import { jobsByLang } from '../../shared/content/jobs';
import { blogPostsByLang } from '../../shared/content/blog-posts';
import { projectsByLang } from '../../shared/content/projects';
import { siteByLang } from '../../shared/content/site';
import { allEn, allFr, listedPageModules, pageModuleNames } from '../copy/all-strings';

const { app, close } = await testApp({ deliver: false });
afterAll(() => close());

const SITE = 'https://www.example.com';

/** The English pages of items written in English only: their French twin answers 404 and they name no alternates. */
const englishOnly = new Set([
  ...blogPostsByLang.en.filter((p) => !blogPostsByLang.fr.some((f) => f.id === p.id)).map((p) => `/blog/${p.id}`),
  ...projectsByLang.en
    .filter((p) => !projectsByLang.fr.some((f) => f.slug === p.slug))
    .map((p) => `/projects/${p.slug}`),
]);
/** A job in both languages, for the careers page's application view. */
const job = jobsByLang.en.find((j) => jobsByLang.fr.some((f) => f.id === j.id)) ?? jobsByLang.en[0]!;

/** English URLs: the route table's, plus answers that are not pages (404s) and query views. */
const urls = [
  ...concreteUrls(englishRoutes),
  '/no-such-page',
  '/blog/999', // a post id no content has
  '/blog/not-a-number',
  '/projects/no-such-project',
  '/services/no-such-service',
  '/blog?category=AI%20Strategy',
  '/blog?q=data',
  '/projects?filters=1',
  `/careers?apply=${job.id}`,
  '/faq?q=cost',
];

/**
 * Every string of a dictionary by key path. Functions are left out (they
 * build strings from data), and so are lists (meta keywords, place names),
 * single words more often than phrases that both languages may share.
 */
function strings(value: unknown, at = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(at, value);
  else if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [k, v] of Object.entries(value)) for (const [p, s] of strings(v, at ? `${at}.${k}` : k)) out.set(p, s);
  return out;
}

const norm = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * The values a page of the other language must not show: longer than a
 * few characters, different in the two languages. Proper names and words
 * both languages write alike are not dictionary differences.
 */
function foreignValues(mine: unknown, theirs: unknown): string[] {
  const own = strings(mine);
  const allowed = new Set([siteByLang.en.name, siteByLang.fr.name].map(norm));
  return [...strings(theirs)]
    .filter(
      ([key, value]) => norm(value).length > 5 && norm(value) !== norm(own.get(key) ?? '') && !allowed.has(norm(value)),
    )
    .map(([, value]) => norm(value));
}

// The core dictionaries and every page's own strings module.
const englishValues = foreignValues(allFr, allEn);
const frenchValues = foreignValues(allEn, allFr);

/** The text values of a JSON-LD block (its keys and URLs are schema.org's, not prose). */
function jsonText(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(jsonText);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (k.startsWith('@') ? [] : jsonText(v)));
  return [];
}

/** What a visitor, a screen reader or a search engine reads of a page, one piece per line. */
function readable(html: string): string {
  const attrs = [...html.matchAll(/\s(?:alt|aria-label|placeholder|title)="([^"]*)"/g)].map((m) =>
    decodeEntities(m[1]!),
  );
  const lines = visibleText(html)
    .split('\n')
    .flatMap((line) => (line.startsWith('json-ld: ') ? jsonText(JSON.parse(line.slice('json-ld: '.length))) : [line]));
  return [...lines, ...attrs].map(norm).join('\n');
}

/** The phrase as a whole (not inside a longer word). */
const has = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text);

const get = (url: string) => request(app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');
const attrOf = (html: string, re: RegExp) => re.exec(html)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!]),
  );

describe('every English page and its French twin', () => {
  it('walks a meaningful set of URLs', () => {
    expect(urls.length).toBeGreaterThan(70);
    expect(englishValues.length).toBeGreaterThan(100);
    expect(frenchValues.length).toBeGreaterThan(100);
  });

  it('checks every page strings module, in both languages', () => {
    expect(pageModuleNames('en')).toEqual(listedPageModules);
    expect(pageModuleNames('fr')).toEqual(listedPageModules);
  });

  it.each(urls)('%s', async (url) => {
    const twin = localizePath('fr', url);
    const [e, f] = await Promise.all([get(url), get(twin)]);

    if (englishOnly.has(url)) {
      // Written in English only: published in English, with no French twin to name.
      expect([e.status, f.status], `${url} and ${twin}`).toEqual([200, 404]);
      expect(alternatesOf(e.text)).toEqual({});
      expect(
        frenchValues.filter((v) => has(readable(e.text), v)),
        `French strings on ${url}`,
      ).toEqual([]);
      return;
    }

    // Same answer.
    expect(f.status, `${twin} vs ${url}`).toBe(e.status);
    // 400: a newsletter link page without its token (a link that is not valid).
    expect(url.startsWith('/newsletter/') ? [400] : [200, 404]).toContain(e.status);

    // The language is said.
    expect(attrOf(e.text, /<html lang="([^"]+)"/)).toBe('en');
    expect(attrOf(f.text, /<html lang="([^"]+)"/)).toBe('fr');
    expect(attrOf(e.text, /<meta property="og:locale" content="([^"]+)"/)).toBe('en_US');
    expect(attrOf(f.text, /<meta property="og:locale" content="([^"]+)"/)).toBe('fr_FR');
    expect(attrOf(f.text, /<meta property="og:locale:alternate" content="([^"]+)"/)).toBe('en_US');

    // Canonical per language: the French canonical is the English one under /fr.
    const canonicalEn = attrOf(e.text, /<link rel="canonical" href="([^"]+)"/)!;
    const canonicalFr = attrOf(f.text, /<link rel="canonical" href="([^"]+)"/)!;
    expect(canonicalFr).toBe(SITE + localizePath('fr', canonicalEn.slice(SITE.length) || '/'));

    // Alternates point at each other on indexable pages, and only there.
    const indexable = e.status === 200 && !/<meta name="robots" content="[^"]*noindex/.test(e.text);
    const altEn = alternatesOf(e.text);
    const altFr = alternatesOf(f.text);
    if (indexable) {
      expect(altEn).toEqual({ en: canonicalEn, fr: canonicalFr, 'x-default': canonicalEn });
      expect(altFr).toEqual(altEn);
    } else {
      expect(altEn).toEqual({});
      expect(altFr).toEqual({});
    }

    // Each page speaks its own language.
    const frText = readable(f.text);
    const enText = readable(e.text);
    const quoted = QUOTED_ON[twin] ?? [];
    expect(
      englishValues.filter((v) => has(frText, v) && !quoted.includes(v)),
      `English strings on ${twin}`,
    ).toEqual([]);
    expect(
      frenchValues.filter((v) => has(enText, v)),
      `French strings on ${url}`,
    ).toEqual([]);
  });
});

/**
 * English words a French page quotes on purpose: the documentation tells
 * authors to keep the case-study markers `## Challenge/Solution/Results`
 * in English, so it prints them.
 */
const QUOTED_ON: Record<string, string[]> = { '/fr/demo-documentation': ['Results'] };

describe('the language switch', () => {
  it('links each page to its twin, keeping the query, marked with hreflang and lang, labelled in the language it leads to', async () => {
    const e = await get('/blog?category=AI%20Strategy');
    // Three of them: desktop navbar (its code below 1200 px, its name above), mobile menu, footer. (HTML attribute names are case-insensitive: React writes hrefLang.)
    const toFrench =
      /<a class="lang-switch[^"]*" href="\/fr\/blog\?category=AI%20Strategy" hreflang="fr" lang="fr" aria-label="Lire cette page en français"[^>]*>(?:(?!<\/a>).)*Français(?:(?!<\/a>).)*<\/a>/gi;
    expect(e.text.match(toFrench)).toHaveLength(3);
    const f = await get('/fr/blog?category=AI%20Strategy');
    const toEnglish =
      /<a class="lang-switch[^"]*" href="\/blog\?category=AI%20Strategy" hreflang="en" lang="en" aria-label="Read this page in English"[^>]*>(?:(?!<\/a>).)*English(?:(?!<\/a>).)*<\/a>/gi;
    expect(f.text.match(toEnglish)).toHaveLength(3);
  });
});

describe('the render cache per language', () => {
  it('stores /fr pages under their own key and serves them again as rendered', async () => {
    for (const url of ['/fr', '/fr/about', '/fr/blog?category=AI%20Strategy']) {
      const first = await get(url);
      const second = await get(url);
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(second.text).toContain('<html lang="fr">');
    }
    // The English page of the same path is not the French one.
    const home = await get('/');
    expect(home.text).toContain('<html lang="en">');
  });
});
