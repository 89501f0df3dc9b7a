import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
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
});
