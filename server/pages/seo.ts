// Files for search engines and feed readers: sitemap, robots.txt, RSS.
import express from 'express';
import type { RenderSource } from './sources';
import { blogPostsByLang } from '../../shared/content/blog-posts';
import { siteByLang } from '../../shared/content/site';
import blogEn from '../../shared/i18n/pages/en/blog';
import blogFr from '../../shared/i18n/pages/fr/blog';
import { LANGS, LOCALES, localizePath, type Lang } from '../../shared/i18n/lang';
import { labelOf } from '../../shared/content/labels';
import labelsFr from '../../shared/generated/fr/labels';

const xml = (v: string) =>
  v.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The blog's strings (feed title and description) per language. */
const blogStrings = { en: blogEn, fr: blogFr } as const;

const absolute = (siteUrl: string, path: string) =>
  new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();

/**
 * Every indexable URL of every language, each with its language
 * alternates (xhtml:link hreflang, x-default = English) where the twin is
 * indexable too, as Google documents for multilingual sitemaps.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const lastmod = new Map(
    LANGS.flatMap((lang) => blogPostsByLang[lang].map((p) => [localizePath(lang, `/blog/${p.id}`), p.date] as const)),
  );
  const listed = new Set(paths);
  const alternates = (p: string) => {
    const twins = LANGS.map((lang) => ({ hreflang: LOCALES[lang].hreflang, path: localizePath(lang, p) })).filter((t) =>
      listed.has(t.path),
    );
    if (twins.length < 2) return '';
    return [...twins, { hreflang: 'x-default', path: localizePath('en', p) }]
      .map((t) => `<xhtml:link rel="alternate" hreflang="${t.hreflang}" href="${xml(absolute(siteUrl, t.path))}"/>`)
      .join('');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map((p) => {
      const mod = lastmod.get(p);
      return `  <url><loc>${xml(absolute(siteUrl, p))}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}${alternates(p)}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`, ''].join(
    '\n',
  );
}

/** RSS 2.0 of the blog in a language (/blog/rss.xml, /fr/blog/rss.xml), newest first. */
export function rssXml(siteUrl: string, lang: Lang = 'en'): string {
  const posts = [...blogPostsByLang[lang]].sort((a, b) => b.date.localeCompare(a.date));
  const rfc822 = (d: string) => new Date(`${d}T08:00:00Z`).toUTCString();
  const t = blogStrings[lang];
  const at = (path: string) => absolute(siteUrl, localizePath(lang, path));
  // Categories stay English values in content; the French feed shows their labels.
  const category = (value: string) => (lang === 'fr' ? labelOf(labelsFr, 'blogCategories', value) : value);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `  <title>${xml(t.feedTitle(siteByLang[lang].name))}</title>`,
    `  <link>${xml(at('/blog'))}</link>`,
    `  <description>${xml(t.feedDescription)}</description>`,
    `  <language>${lang === 'en' ? 'en-us' : 'fr'}</language>`,
    `  <atom:link href="${xml(at('/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    posts[0] ? `  <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>` : '',
    ...posts.map((p) =>
      [
        '  <item>',
        `    <title>${xml(p.title)}</title>`,
        `    <link>${xml(at(`/blog/${p.id}`))}</link>`,
        `    <guid isPermaLink="true">${xml(at(`/blog/${p.id}`))}</guid>`,
        `    <pubDate>${rfc822(p.date)}</pubDate>`,
        `    <category>${xml(category(p.category))}</category>`,
        `    <description>${xml(p.excerpt)}</description>`,
        '  </item>',
      ].join('\n'),
    ),
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function seoRouter(options: { siteUrl: string; source: RenderSource }) {
  const router = express.Router();
  let sitemap: Promise<string> | undefined;
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      sitemap ??= options.source
        .entry()
        .then((e) => e.indexableUrls())
        .then((paths) => sitemapXml(options.siteUrl, paths));
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(await sitemap);
    } catch (err) {
      sitemap = undefined;
      next(err);
    }
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(options.siteUrl));
  });
  for (const lang of LANGS) {
    const rss = rssXml(options.siteUrl, lang);
    router.get(localizePath(lang, '/blog/rss.xml'), (_req, res) => {
      res.type('application/rss+xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(rss);
    });
  }
  return router;
}
