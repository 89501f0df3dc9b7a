// Streaming SSR behind one function for dev (Vite middleware), prod (built
// assets) and tests (source imported by vitest). Status and head are
// decided from the route table before the first byte; the body streams.
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { RenderToPipeableStreamOptions, PipeableStream } from 'react-dom/server';
import type { AppData, FormAnswer, PreparedPage } from '../../shared/ssr-data';
import { PageCache, type CachedPage } from './page-cache';
import { gate as boundedGate } from '../gate';
import { FORM_STATE_PARAM } from '../forms/form-states';
import { CACHE_CONTROL, redirectStatus, sendRedirect, unreadParamRedirects } from './unread-params';

export interface SsrEntry {
  prepare(url: string, siteUrl: string, today?: string): Promise<PreparedPage>;
  render(url: string, options: RenderToPipeableStreamOptions, data: AppData): PipeableStream;
  appDataScript(data: AppData): string;
  indexableUrls(): Promise<string[]>;
  /** The query parameters each served path reads (client/route-kit.ts readParamsIn). */
  readParams?(): Promise<Record<string, string[]>>;
}

export interface RenderSource {
  entry(): Promise<SsrEntry>;
  /** index.html, transformed for this URL (dev) or as built (prod). */
  template(url: string): Promise<string>;
  /** <link rel="modulepreload"> tags for a page chunk (prod only). */
  preloadLinks(chunk: string): string;
  /** Changes whenever the HTML for a URL may change (build id). */
  version: string;
}

export interface PageHandlerOptions {
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

/**
 * A weak validator for a page: the HTML is a pure function of the build,
 * the URL and the day, so a matching If-None-Match gets 304 without
 * rendering at all.
 */
export function pageEtag(version: string, url: string, day: string): string {
  return `W/"${createHash('sha1').update(`${version}\n${day}\n${url}`).digest('base64url').slice(0, 22)}"`;
}

function splitTemplate(template: string, headHtml: string, preload: string, htmlLang: string): [string, string] {
  const html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}">`)
    .replace('<!--app-head-->', headHtml)
    .replace('<!--app-preload-->', preload);
  const at = html.indexOf('<!--app-html-->');
  if (at < 0) throw new Error('index.html has no <!--app-html--> placeholder');
  return [html.slice(0, at), html.slice(at + '<!--app-html-->'.length)];
}

/** The renderer, and the early answers that app.ts places before routing. */
export type PageHandler = RequestHandler & {
  fromCache(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Where a GET or HEAD of a served path with parameters its page never
   * reads is sent (its 302 goes out before Express, see `redirect`), else
   * undefined. app.ts asks once per request, when it arrives.
   */
  unreadRedirect(req: IncomingMessage): string | undefined;
  /** Answers that redirect: the 302 the renderer itself would send. */
  redirect(req: IncomingMessage, res: ServerResponse, location: string): void;
  /** Resolves once the early redirect's map is made (at start; tests wait for it). */
  ready(): Promise<void>;
  /** What the render cache holds now (tests, diagnostics). */
  cacheStats(): { entries: number; bytes: number };
};

/**
 * br when offered, else gzip, else identity, for an Accept-Encoding made of
 * plain names (what browsers and crawlers send); undefined when it carries
 * weights or wildcards, to leave the choice to Express's negotiation.
 */
export function simpleEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' | undefined {
  if (header === undefined || header === '') return 'identity';
  if (typeof header !== 'string' || header.includes(';') || header.includes('*')) return undefined;
  const names = header.toLowerCase().split(',').map((n) => n.trim());
  return names.includes('br') ? 'br' : names.includes('gzip') ? 'gzip' : 'identity';
}

/** Today as YYYY-MM-DD (UTC), recomputed at most once a second. */
function dayClock(): () => string {
  let day = '';
  let until = 0;
  return () => {
    const now = Date.now();
    if (now >= until) {
      day = new Date(now).toISOString().slice(0, 10);
      until = now + 1000;
    }
    return day;
  };
}

export function createPageHandler(options: PageHandlerOptions): PageHandler {
  const { source, siteUrl, logger } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const today = options.today ?? dayClock();
  const cache = new PageCache({
    maxEntries: options.cacheEntries ?? 0,
    maxBytes: options.cacheBytes ?? 32 * 1024 * 1024,
    onCompressError: (err) => logger.warn({ err }, 'could not compress a cached page'),
  });
  const gate = boundedGate({ max: options.renderConcurrency ?? 2, maxWaiting: options.renderQueue ?? 100, yieldBetween: true });

  // The early redirect's map, made from the entry the renderer uses; made
  // again when that entry changes (dev reloads it on edits). Until it is
  // made, such URLs take the renderer's path, with the same answer.
  let redirectFor: ((url: string) => string | undefined) | undefined;
  let mappedEntry: SsrEntry | undefined;
  let mapping: Promise<void> = Promise.resolve();
  const mapFrom = (entry: SsrEntry) => {
    if (entry === mappedEntry || !entry.readParams) return mapping;
    mappedEntry = entry;
    mapping = entry.readParams().then(
      (reads) => void (redirectFor = unreadParamRedirects(reads, [FORM_STATE_PARAM])),
      (err: unknown) => logger.warn({ err }, 'could not map the query parameters pages read: unread ones are redirected by the renderer'),
    );
    return mapping;
  };
  const ready = () => source.entry().then(mapFrom);
  void ready().catch((err: unknown) => logger.warn({ err }, 'could not load the render entry'));

  /** Where a GET or HEAD of a served path with parameters its page never reads is sent, else undefined. */
  function unreadRedirect(req: IncomingMessage): string | undefined {
    if (!redirectFor || (req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return undefined;
    return redirectFor(req.url);
  }

  /** Answer from memory: 304 on a matching validator, else the stored page in the chosen encoding. */
  function sendCached(req: IncomingMessage, res: ServerResponse, hit: CachedPage, encoding: string) {
    if (hit.etag && req.headers['if-none-match'] === hit.etag) {
      res.statusCode = 304;
      res.setHeader('ETag', hit.etag);
      res.end();
      return;
    }
    const body = encoding === 'br' && hit.br ? hit.br : encoding === 'gzip' && hit.gzip ? hit.gzip : undefined;
    res.statusCode = hit.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.setHeader('Vary', 'Accept-Encoding');
    if (hit.etag) res.setHeader('ETag', hit.etag);
    // Already compressed: the compression middleware leaves an encoded body alone.
    if (body) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String((body ?? hit.html).length));
    res.end(req.method === 'HEAD' ? undefined : (body ?? hit.html));
  }

  /**
   * Before Express: a page already in memory, compressed in the encoding the
   * client asks for, is sent straight from the Node request, without
   * routing and on-the-fly compression. Returns false for anything else (a
   * miss, a page not compressed yet, an Accept-Encoding with weights), which
   * then goes through the app to the renderer.
   */
  function fromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    // Only URLs that are their own cache key are ever stored, so the raw
    // URL is the lookup: nothing to parse on the hot path.
    const hit = cache.get(`${today()}\n${req.url}`);
    if (!hit) return false;
    const encoding = simpleEncoding(req.headers['accept-encoding']);
    if (!encoding || (encoding === 'br' && !hit.br) || (encoding === 'gzip' && !hit.gzip)) return false;
    sendCached(req, res, hit, encoding);
    return true;
  }

  return Object.assign(async function renderPage(req: Request, res: Response, next: NextFunction) {
    // A form handler may ask for its page to be rendered with the post's state.
    const answer = res.locals.formAnswer as FormAnswer | undefined;
    const url = answer?.url ?? req.originalUrl;
    try {
      const day = today();
      const cacheKey = `${day}\n${url}`;
      const hit = answer ? undefined : cache.get(cacheKey);
      if (hit) {
        const encoding = hit.br || hit.gzip ? (req.acceptsEncodings('br', 'gzip', 'identity') as string | false) || 'identity' : 'identity';
        sendCached(req, res, hit, encoding);
        return;
      }
      const entry = await source.entry();
      void mapFrom(entry);
      const page = await entry.prepare(url, siteUrl, day);
      if (page.redirect && !answer) {
        // Parameters no page reads (utm_*, junk, a flood of ?q=N) and other
        // spellings of a page's path cost a redirect, not a render.
        const status = redirectStatus(url, page.redirect);
        res.setHeader('Cache-Control', CACHE_CONTROL[status]);
        res.redirect(status, page.redirect);
        return;
      }
      const data: AppData = { url: answer ? url : undefined, today: day, siteUrl, formState: answer?.formState, newsletterLink: answer?.newsletterLink, liveChatId: options.liveChatId };
      const status = answer?.status ?? page.status;
      const etag = status === 200 && !answer ? pageEtag(source.version, url, day) : undefined;
      if (etag && req.headers['if-none-match'] === etag) {
        res.status(304).setHeader('ETag', etag).end();
        return;
      }
      // Stored only when the URL is its own normalised key and the page is a
      // plain 200: unknown parameters, 404s and form answers render, uncached.
      const storable = cache.enabled && !answer && status === 200 && page.cacheKey === url;
      const release = await gate.enter();
      if (!release) {
        res.status(503).setHeader('Retry-After', '5').setHeader('Cache-Control', 'no-store');
        res.type('text/plain').send('The site is busy; please try again in a few seconds.');
        return;
      }
      if (res.destroyed || req.socket.destroyed) {
        release(); // the visitor left while waiting in line
        return;
      }
      res.once('close', release);
      const template = await source.template(url);
      const [before, after] = splitTemplate(
        template,
        `${page.headHtml}\n    ${entry.appDataScript(data)}`,
        [page.chunk, ...(page.itemChunks ?? [])].map((c) => source.preloadLinks(c)).filter(Boolean).join('\n    '),
        page.htmlLang,
      );

      let failed = false;
      const stream = entry.render(
        url,
        {
        onShellReady() {
          res.status(failed ? 500 : status);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', answer ? 'no-store' : 'public, max-age=0, must-revalidate');
          if (etag) res.setHeader('ETag', etag);
          if (req.method === 'HEAD') {
            stream.abort();
            res.end();
            return;
          }
          res.write(before);
          const parts: Buffer[] | undefined = storable ? [Buffer.from(before)] : undefined;
          const tail = new Transform({
            transform(chunk: Buffer, _enc, done) {
              parts?.push(Buffer.from(chunk));
              done(null, chunk);
            },
            flush(done) {
              if (parts && !failed) {
                parts.push(Buffer.from(after));
                cache.set(cacheKey, { status, html: Buffer.concat(parts), etag });
              }
              done(null, after);
            },
          });
          tail.pipe(res);
          stream.pipe(tail);
        },
        onShellError(error) {
          clearTimeout(timer);
          release();
          next(error);
        },
        onError(error) {
          failed = true;
          logger.error({ err: error, url }, 'render error');
        },
        },
        data,
      );
      const timer = setTimeout(() => stream.abort(new Error(`render of ${url} timed out`)), timeoutMs);
      timer.unref();
      res.on('close', () => {
        clearTimeout(timer);
        if (!res.writableFinished) stream.abort();
      });
    } catch (error) {
      next(error);
    }
  }, {
    fromCache,
    unreadRedirect,
    redirect: sendRedirect,
    ready,
    cacheStats: () => ({ entries: cache.size, bytes: cache.bytes }),
  });
}
