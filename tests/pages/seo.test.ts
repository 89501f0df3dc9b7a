import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { parseDocument, DomUtils } from 'htmlparser2';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import { testApp, BROWSER_UA } from '../support/test-app';
import { createPages } from '../../server/pages/page-handler';
import { moduleSource } from '../../server/pages/sources';
import * as entry from '../../client/entry-server';
import { routes } from '../../client/routes';
import { resolveRoute } from '../../client/routes';
import { concreteUrls } from '../../client/route-urls';
import { canonicalPath } from '../../client/head';
import { blogPosts, blogPostsByLang } from '../../shared/content/blog-posts';
import frLabels from '../../shared/generated/fr/labels';
import { siteByLang } from '../../shared/content/site';
import frBlog from '../../shared/i18n/pages/fr/blog';
import { post } from '../support/served';

const { app, close } = await testApp({ deliver: false });
const root = path.resolve(import.meta.dirname, '../..');
afterAll(() => close());

const xmlDoc = (text: string) => parseDocument(text, { xmlMode: true });

describe('GET /sitemap.xml', () => {
  it('lists exactly the indexable canonical URLs of the route table', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = DomUtils.getElementsByTagName('loc', xmlDoc(res.text)).map((n) => DomUtils.textContent(n));

    const expected: string[] = [];
    for (const url of concreteUrls(routes)) {
      const page = await resolveRoute(url);
      const indexable = page.status === 200 && !(page.head.robots ?? '').includes('noindex');
      if (indexable && canonicalPath(page.head, url, page.ctx.lang) === url)
        expected.push(`https://www.example.com${url}`);
    }
    expect(locs).toEqual(expected);
    expect(new Set(locs).size).toBe(locs.length);
    // Aliases, /home and the internal documentation stay out.
    for (const out of ['/home', '/demo-documentation', '/services/ai-agents/chatbots', '/blog/post']) {
      expect(locs).not.toContain(`https://www.example.com${out}`);
    }
    expect(locs).toContain('https://www.example.com/services/chatbot-solutions');
    expect(locs).toContain('https://www.example.com/fr/services/chatbot-solutions');
  });

  it('gives each URL its language alternates, both ways, with x-default', async () => {
    const res = await request(app).get('/sitemap.xml');
    const urls = DomUtils.getElementsByTagName('url', xmlDoc(res.text));
    const about = urls.find(
      (u) => DomUtils.textContent(DomUtils.getElementsByTagName('loc', u)[0]!) === 'https://www.example.com/fr/about',
    )!;
    const links = DomUtils.getElementsByTagName('xhtml:link', about).map(
      (l) => `${l.attribs.hreflang} ${l.attribs.href}`,
    );
    expect(links).toEqual([
      'en https://www.example.com/about',
      'fr https://www.example.com/fr/about',
      'x-default https://www.example.com/about',
    ]);
    const home = urls.find(
      (u) => DomUtils.textContent(DomUtils.getElementsByTagName('loc', u)[0]!) === 'https://www.example.com/',
    )!;
    expect(DomUtils.getElementsByTagName('xhtml:link', home).map((l) => l.attribs.href)).toContain(
      'https://www.example.com/fr',
    );
  });
});

describe('GET /robots.txt', () => {
  it('points to the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.text).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(res.text).toContain('Disallow: /api/');
  });
});

describe('GET /blog/rss.xml', () => {
  it('is an RSS 2.0 feed with every article, newest first', async () => {
    const res = await request(app).get('/blog/rss.xml');
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    const doc = xmlDoc(res.text);
    const rss = DomUtils.getElementsByTagName('rss', doc)[0]!;
    expect(rss.attribs.version).toBe('2.0');
    const items = DomUtils.getElementsByTagName('item', doc);
    expect(items).toHaveLength(blogPosts.length);
    const titles = items.map((i) => DomUtils.textContent(DomUtils.getElementsByTagName('title', i)[0]!));
    const newest = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));
    expect(titles).toEqual(newest.map((p) => p.title));
  });

  it('is linked from the head of the blog pages', async () => {
    const res = await request(app).get('/blog').set('User-Agent', BROWSER_UA);
    expect(res.text).toContain('type="application/rss+xml" href="/blog/rss.xml"');
    const fr = await request(app).get('/fr/blog').set('User-Agent', BROWSER_UA);
    expect(fr.text).toContain(
      `type="application/rss+xml" href="/fr/blog/rss.xml" title="${frBlog.feedTitle(siteByLang.fr.name)}"`,
    );
  });

  it('has a French twin at /fr/blog/rss.xml: French titles, /fr links, French category labels', async () => {
    const res = await request(app).get('/fr/blog/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    const doc = xmlDoc(res.text);
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('language', doc)[0]!)).toBe('fr');
    const items = DomUtils.getElementsByTagName('item', doc);
    const newest = [...blogPostsByLang.fr].sort((a, b) => b.date.localeCompare(a.date));
    expect(items.map((i) => DomUtils.textContent(DomUtils.getElementsByTagName('title', i)[0]!))).toEqual(
      newest.map((p) => p.title),
    );
    expect(newest[0]!.title).not.toBe(blogPosts.find((p) => p.id === newest[0]!.id)!.title);
    expect(items.map((i) => DomUtils.textContent(DomUtils.getElementsByTagName('link', i)[0]!))).toEqual(
      newest.map((p) => `https://www.example.com/fr/blog/${p.id}`),
    );
    expect(frLabels.blogCategories![newest[0]!.category]).not.toBe(newest[0]!.category);
    expect(res.text).toContain(`<category>${frLabels.blogCategories![newest[0]!.category]}</category>`);
  });
});

describe('the render cache', () => {
  it('serves the same HTML from memory as the first, streamed, render', async () => {
    for (const url of [
      '/',
      post.path,
      '/projects?q=fraud', // any search text: the cache keeps what the page renders, whatever it finds
      '/services/ai-agents/chatbots',
      '/nope',
      '/fr',
      post.frPath,
      '/fr/nope',
    ]) {
      const first = await request(app).get(url).set('User-Agent', BROWSER_UA);
      const second = await request(app).get(url).set('User-Agent', BROWSER_UA);
      expect(second.status).toBe(first.status);
      expect(second.text).toBe(first.text);
      expect(second.headers.etag).toBe(first.headers.etag);
    }
  });

  it('sends a page already compressed in memory before routing, and renders anything else', async () => {
    const source = moduleSource(entry, path.join(root, 'index.html'));
    const pages = createPages({
      source,
      siteUrl: 'https://www.example.com',
      logger: pino({ level: 'silent' }),
      cacheEntries: 10,
    });
    const mini = express();
    mini.use((req, res, next) => pages.fastPath.fromCache(req, res) || next());
    mini.use((_req, res, next) => {
      res.setHeader('X-Reached-Router', '1');
      next();
    });
    mini.get('/{*splat}', pages.render);
    const get = (url: string, encoding: string) =>
      request(mini).get(url).set('User-Agent', BROWSER_UA).set('Accept-Encoding', encoding);

    const first = await get('/faq', 'identity');
    expect(first.headers['x-reached-router']).toBe('1');
    // Compression for the cache runs after the first answer; wait for it.
    let early = await get('/faq', 'br');
    for (let i = 0; i < 100 && early.headers['x-reached-router']; i++) {
      await new Promise((r) => setTimeout(r, 20));
      early = await get('/faq', 'br');
    }
    expect(early.headers['x-reached-router']).toBeUndefined();
    expect(early.headers['content-encoding']).toBe('br');
    expect(early.text).toBe(first.text);
    const gz = await get('/faq', 'gzip');
    expect(gz.headers['x-reached-router']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(first.text);
    expect((await get('/faq', 'identity')).text).toBe(first.text);
    // Chrome's list: brotli is chosen; weights are left to Express's negotiation.
    expect((await get('/faq', 'gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br');
    expect((await get('/faq', 'gzip;q=1, br;q=0.5')).headers['x-reached-router']).toBe('1');
    // Another URL, or the same page asked with a query, is not in memory yet.
    expect((await get('/faq?q=price', 'br')).headers['x-reached-router']).toBe('1');
  });

  it('gives a page from memory the same security headers and a request id as a rendered one', async () => {
    const get = () => request(app).get('/contact').set('User-Agent', BROWSER_UA).set('Accept-Encoding', 'br');
    const first = await get();
    await get(); // a second request queues the page's compression (compression is lazy)
    await new Promise((r) => setTimeout(r, 200));
    const later = await get();
    const names = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((n) => !['date', 'transfer-encoding', 'content-length', 'connection', 'keep-alive'].includes(n))
        .sort();
    expect(names(later.headers)).toEqual(names(first.headers));
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'etag',
      'cache-control',
      'content-encoding',
    ]) {
      expect(later.headers[name]).toBe(first.headers[name]);
    }
    expect(later.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(later.text).toBe(first.text);
  });

  it('answers 304 to a matching ETag on a cached page', async () => {
    const first = await request(app).get('/about').set('User-Agent', BROWSER_UA);
    const again = await request(app).get('/about').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});
