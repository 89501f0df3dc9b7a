// Link previews per language: a French page shares the French card of its
// page type (public/images/og/fr/), an English page the English one, and the
// alt text says what the card shows, once, in the page's language.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA } from '../support/test-app';
import { decodeEntities } from '../../scripts/page-text/visible-text';
import { LANGS, localizePath } from '../../shared/i18n/lang';
import { OG_CARDS, OG_SECTIONS, ogImagePath } from '../../shared/i18n/og-cards';
import { projects } from '../../shared/content/projects';
import { siteByLang } from '../../shared/content/site';

const { app, close } = await testApp({ deliver: false });
afterAll(() => close());

const SITE = 'https://www.example.com';
const meta = (html: string, property: string) =>
  decodeEntities(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '');

describe('the link-preview cards', () => {
  it('exist as committed JPEGs for every page type in every language', () => {
    for (const lang of LANGS)
      for (const section of OG_SECTIONS) {
        const file = path.resolve('public', `.${ogImagePath(lang, section)}`);
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeGreaterThan(10_000);
      }
    expect(ogImagePath('fr', 'blog')).toBe('/images/og/fr/blog.jpg');
    expect(ogImagePath('en', 'blog')).toBe('/images/og/blog.jpg');
  });

  it.each([
    ['/', 'default'],
    ['/about', 'about'],
    ['/services/voice-assistants', 'services'],
    ['/careers', 'careers'],
    ['/blog?page=2', 'blog'],
    [`/projects/${projects[0]!.slug}`, 'projects'],
    ['/contact', 'contact'],
  ] as const)('%s and its French twin share the card of their language', async (url, section) => {
    for (const lang of LANGS) {
      const res = await request(app)
        .get(localizePath(lang, url))
        .set('User-Agent', BROWSER_UA)
        .set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(meta(res.text, 'og:image')).toBe(SITE + ogImagePath(lang, section));
      const alt = meta(res.text, 'og:image:alt');
      const title = OG_CARDS[lang][section].title;
      const name = siteByLang[lang].name;
      // French goes on in lower case after the colon ("Name : une IA…"), English keeps the title as it is.
      expect(alt).toBe(
        lang === 'fr' ? `${name}\u00a0: ${title[0]!.toLowerCase()}${title.slice(1)}` : `${name}: ${title}`,
      );
      // The name once, not "Name: Name | …".
      expect(alt.split(name)).toHaveLength(2);
    }
  });
});
