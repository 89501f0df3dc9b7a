import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gunzipSync } from 'node:zlib';
import { PageCache } from '../../server/pages/page-cache';

const page = (kb: number, fill = 'x') => ({ status: 200, html: Buffer.from(`<p>${fill.repeat(kb * 1024 - 7)}</p>`) });

describe('PageCache', () => {
  it('stays within its byte budget, dropping the least recently used', () => {
    const cache = new PageCache({ maxBytes: 100 * 1024 });
    for (let i = 0; i < 10; i++) cache.set(`/p${i}`, page(20));
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(cache.size).toBe(5);
    expect(cache.get('/p9')).toBeDefined();
    expect(cache.get('/p0')).toBeUndefined();
  });

  it('keeps query variants to a quarter of the budget, so they never push out the pages', () => {
    const cache = new PageCache({ maxBytes: 200 * 1024 });
    for (let i = 0; i < 6; i++) cache.set(`/p${i}`, page(20));
    for (let i = 0; i < 1000; i++) cache.set(`/blog?tag=t${i}`, page(10));
    for (let i = 0; i < 6; i++) expect(cache.get(`/p${i}`), `/p${i}`).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(200 * 1024);
    expect(cache.size).toBeLessThanOrEqual(6 + 5);
    expect(cache.get('/blog?tag=t999')).toBeDefined();
  });

  it('also honours a cap on entries', () => {
    const cache = new PageCache({ maxBytes: 10 * 1024 * 1024, maxEntries: 3 });
    for (let i = 0; i < 5; i++) cache.set(`/p${i}`, page(1));
    expect(cache.size).toBe(3);
  });

  it('compresses an entry only when it is asked for a second time', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    const first = page(50, 'ab');
    cache.set('/', first); // the first visitor's render
    await cache.idle();
    expect(cache.bytes).toBe(first.html.length); // a one-off URL costs no compression
    expect(cache.get('/')?.br).toBeUndefined(); // the second visitor queues it
    await cache.idle();
    const hit = cache.get('/')!;
    expect(hit.br!.length).toBeLessThan(hit.html.length / 10);
    expect(gunzipSync(hit.gzip!).equals(hit.html)).toBe(true);
    // The compressed copies count against the budget.
    expect(cache.bytes).toBe(hit.html.length + hit.br!.length + hit.gzip!.length);
  });

  it('stores nothing when disabled', () => {
    const cache = new PageCache({ maxBytes: 0 });
    cache.set('/', page(1));
    expect(cache.size).toBe(0);
  });

  it("compresses a page of the site at brotli's highest quality, a query variant at a cheap one", async () => {
    // HTML like a page's: the template with text that compresses unevenly across qualities.
    const template = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const words = Array.from({ length: 4000 }, (_, i) => `<li class="w${i % 97}">item ${(i * 7919) % 10007}</li>`);
    const html = Buffer.from(template.replace('<!--app-html-->', `<ul>${words.join('')}</ul>`));
    const brotliAt = (quality: number) =>
      brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      });
    const cache = new PageCache({ maxBytes: 4 * 1024 * 1024 });
    for (const key of ['/blog', '/blog?tag=AI']) {
      cache.set(key, { status: 200, html });
      cache.get(key);
    }
    await cache.idle();
    const page = cache.get('/blog')!.br!;
    const variant = cache.get('/blog?tag=AI')!.br!;
    expect(page.equals(brotliAt(11))).toBe(true);
    expect(variant.equals(brotliAt(5))).toBe(true);
    expect(page.length).toBeLessThan(variant.length);
  });
});
