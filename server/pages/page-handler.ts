// The site's pages: one render cache, read before Express by the fast path
// and filled by the renderer behind it. index.ts and the tests make them
// here, for dev (Vite middleware), prod (built assets) and tests (source
// imported by vitest) alike.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { PageCache } from './page-cache';
import { FastPath, dayClock } from './fast-path';
import { createRenderer } from './renderer';
import type { RenderSource } from './sources';

export interface PagesOptions {
  source: RenderSource;
  siteUrl: string;
  logger: Logger;
  /** Abort a render that has not finished by then. */
  timeoutMs?: number;
  /** Today's date stamp; pages such as Careers show ages in days. */
  today?: () => string;
  liveChatId?: string;
  /**
   * Rendered pages kept in memory, per URL and day (the content is static,
   * so a page's HTML only changes with the build or the date). A miss
   * streams and fills the cache; a hit is sent from memory. Only a 200 whose
   * URL is its own cache key (see client/route-kit.ts cacheKeyOf) is stored.
   * 0 disables.
   */
  cacheEntries?: number;
  /** Bytes the cache may hold (HTML plus compressed copies); default 32 MB. */
  cacheBytes?: number;
  /** Renders in flight at once; the rest wait in line (default 2). */
  renderConcurrency?: number;
  /** Renders allowed to wait; beyond, 503 with Retry-After (default 100). */
  renderQueue?: number;
}

export interface Pages {
  /** What app.ts answers before Express: pages in memory, redirects away from unread parameters. */
  readonly fastPath: FastPath;
  /** The Express handler for everything else: it renders, streams and fills the cache. */
  readonly render: RequestHandler;
  /** Resolves once the fast path's redirect map is made (at start; tests wait for it). */
  ready(): Promise<void>;
  /** What the render cache holds now (tests, diagnostics). */
  cacheStats(): { entries: number; bytes: number };
}

export function createPages(options: PagesOptions): Pages {
  const { source, logger } = options;
  const today = options.today ?? dayClock();
  const cache = new PageCache({
    maxEntries: options.cacheEntries ?? 0,
    maxBytes: options.cacheBytes ?? 32 * 1024 * 1024,
    onCompressError: (err) => logger.warn({ err }, 'could not compress a cached page'),
  });
  const fastPath = new FastPath({ cache, today, logger });
  const render = createRenderer({
    source,
    siteUrl: options.siteUrl,
    logger,
    cache,
    today,
    onEntry: (entry) => void fastPath.learn(entry),
    timeoutMs: options.timeoutMs,
    liveChatId: options.liveChatId,
    renderConcurrency: options.renderConcurrency,
    renderQueue: options.renderQueue,
  });
  const ready = () => source.entry().then((entry) => fastPath.learn(entry));
  void ready().catch((err: unknown) => logger.warn({ err }, 'could not load the render entry'));
  return { fastPath, render, ready, cacheStats: () => ({ entries: cache.size, bytes: cache.bytes }) };
}
