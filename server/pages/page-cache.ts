// Rendered pages in memory, bounded in bytes. The promise it keeps: traffic
// that invents URLs cannot push the site's own pages out. Entries are either
// pages (a path, no query) or variants (a path plus declared query
// parameters, such as /blog?tag=AI); variants may use at most a quarter of
// the budget, and are evicted first when the whole cache is over it.
// Compression is lazy: an entry is compressed when it is asked for a second
// time, one entry at a time, on libuv's thread pool, so a flood of one-off
// URLs never costs a brotli pass and the main thread never waits on one.
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';

export interface CachedPage {
  status: number;
  html: Buffer;
  etag?: string;
  /** The CSP source of the page's inline <style> (server/pages/page-styles.ts). */
  styleHash?: string;
  /** Compressed once (lazily), sent to every client that accepts it. */
  br?: Buffer;
  gzip?: Buffer;
}

interface Slot {
  key: string;
  page: CachedPage;
  bytes: number;
  hits: number;
  compressing: boolean;
}

export interface PageCacheOptions {
  /** Total bytes of HTML and its compressed forms; 0 disables the cache. */
  maxBytes: number;
  /** At most this many entries, whatever their size (the older setting). */
  maxEntries?: number;
  /** Share of maxBytes that query variants may use (default 1/4). */
  variantShare?: number;
  onCompressError?: (err: unknown) => void;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's quality for a page of the site (a path, no query): the highest,
 * about 150 ms of a pool thread once per page and build, for about 1.5 KB
 * less on every answer, which keeps a page and its headers within the first
 * round trip's ~14.6 KB (10 TCP segments) on a slow line.
 */
export const PAGE_BROTLI_QUALITY = 11;
/** For a query variant, which a visitor's input can make: a few ms each, a little larger. */
export const VARIANT_BROTLI_QUALITY = 5;

async function compress(html: Buffer, quality: number): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

const sizeOf = (p: CachedPage) => p.html.length + (p.br?.length ?? 0) + (p.gzip?.length ?? 0);

export class PageCache {
  /** Map order is recency: the first key is the least recently used. */
  private readonly pages = new Map<string, Slot>();
  private readonly variants = new Map<string, Slot>();
  private pageBytes = 0;
  private variantBytes = 0;
  private readonly queue: Slot[] = [];
  private compressing = false;

  constructor(private readonly options: PageCacheOptions) {}

  get enabled(): boolean {
    return this.options.maxBytes > 0 && (this.options.maxEntries ?? 1) > 0;
  }

  get size(): number {
    return this.pages.size + this.variants.size;
  }

  get bytes(): number {
    return this.pageBytes + this.variantBytes;
  }

  /** The entry for a URL, marked as recently used; a second use queues its compression. */
  get(key: string): CachedPage | undefined {
    const map = this.segment(key);
    const slot = map.get(key);
    if (!slot) return undefined;
    map.delete(key);
    map.set(key, slot);
    slot.hits += 1;
    if (slot.hits === 2 && !slot.page.br) this.queueCompression(slot);
    return slot.page;
  }

  set(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    this.delete(key);
    const slot: Slot = { key, page, bytes: sizeOf(page), hits: 1, compressing: false };
    if (slot.bytes > this.options.maxBytes / 4) return; // one page may not crowd out the rest
    this.segment(key).set(key, slot);
    this.account(key, slot.bytes);
    this.evict();
  }

  delete(key: string): void {
    const map = this.segment(key);
    const slot = map.get(key);
    if (!slot) return;
    map.delete(key);
    this.account(key, -slot.bytes);
  }

  /** Wait for queued compressions (tests). */
  async idle(): Promise<void> {
    while (this.compressing || this.queue.length > 0) await new Promise((r) => setTimeout(r, 5));
  }

  private segment(key: string) {
    return key.includes('?') ? this.variants : this.pages;
  }

  private account(key: string, delta: number) {
    if (key.includes('?')) this.variantBytes += delta;
    else this.pageBytes += delta;
  }

  private evict() {
    const { maxBytes, maxEntries = Infinity, variantShare = 0.25 } = this.options;
    const dropOldest = (map: Map<string, Slot>) => {
      const key = map.keys().next().value as string;
      this.delete(key);
    };
    while (this.variants.size > 0 && this.variantBytes > maxBytes * variantShare) dropOldest(this.variants);
    while (this.size > 0 && (this.bytes > maxBytes || this.size > maxEntries)) {
      dropOldest(this.variants.size > 0 ? this.variants : this.pages);
    }
  }

  private queueCompression(slot: Slot) {
    if (slot.compressing) return;
    slot.compressing = true;
    this.queue.push(slot);
    void this.drain();
  }

  private async drain() {
    if (this.compressing) return;
    this.compressing = true;
    try {
      for (let slot = this.queue.shift(); slot; slot = this.queue.shift()) {
        const { key } = slot;
        if (!this.holds(slot)) continue; // evicted while waiting
        try {
          const c = await compress(slot.page.html, key.includes('?') ? VARIANT_BROTLI_QUALITY : PAGE_BROTLI_QUALITY);
          // The page object is shared with in-flight answers: add, never replace.
          Object.assign(slot.page, c);
          if (this.holds(slot)) {
            const bytes = sizeOf(slot.page);
            this.account(key, bytes - slot.bytes);
            slot.bytes = bytes;
            this.evict();
          }
        } catch (err) {
          this.options.onCompressError?.(err);
        }
      }
    } finally {
      this.compressing = false;
    }
  }

  private holds(slot: Slot): boolean {
    return this.segment(slot.key).get(slot.key) === slot;
  }
}
