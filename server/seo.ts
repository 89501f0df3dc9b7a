// Files for search engines and feed readers: sitemap, robots.txt, RSS.
import express from 'express';
import type { RenderSource } from './render/page-handler';
import { blogPosts } from '../shared/content/blog-posts';
import { site } from '../shared/content/site';

const xml = (v: string) =>
  v.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const lastmod = new Map(blogPosts.map((p) => [`/blog/${p.id}`, p.date]));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((p) => {
      const mod = lastmod.get(p);
      return `  <url><loc>${xml(absolute(siteUrl, p))}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}

/** RSS 2.0 of the blog, newest first. */
export function rssXml(siteUrl: string): string {
  const posts = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));
  const rfc822 = (d: string) => new Date(`${d}T08:00:00Z`).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `  <title>${xml(`${site.name} blog`)}</title>`,
    `  <link>${xml(absolute(siteUrl, '/blog'))}</link>`,
    `  <description>${xml('Practical notes on AI strategy, ethics, engineering and research from our team in Buea, Cameroon.')}</description>`,
    '  <language>en-us</language>',
    `  <atom:link href="${xml(absolute(siteUrl, '/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    posts[0] ? `  <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>` : '',
    ...posts.map((p) =>
      [
        '  <item>',
        `    <title>${xml(p.title)}</title>`,
        `    <link>${xml(absolute(siteUrl, `/blog/${p.id}`))}</link>`,
        `    <guid isPermaLink="true">${xml(absolute(siteUrl, `/blog/${p.id}`))}</guid>`,
        `    <pubDate>${rfc822(p.date)}</pubDate>`,
        `    <category>${xml(p.category)}</category>`,
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
  const rss = rssXml(options.siteUrl);
  router.get('/blog/rss.xml', (_req, res) => {
    res.type('application/rss+xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(rss);
  });
  return router;
}
