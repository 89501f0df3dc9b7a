// The Express handler that renders a page: status and head are decided
// from the route table before the first byte, the body streams through the
// render gate, and a plain 200 fills the render cache on its way out.
// What the cache already holds is mostly answered earlier (fast-path.ts).
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { AppData, FormAnswer, PreparedPage } from '../../shared/ssr-data';
import type { PageCache } from './page-cache';
import type { RenderSource, SsrEntry } from './sources';
import { cacheKeyFor, sendCached, SPECULATION_RULES } from './fast-path';
import { gate } from '../http/bounded-gate';
import { CACHE_CONTROL, redirectStatus } from './unread-params';
import { withInlineStyle } from './page-styles';
import { allowInlineStyle } from '../http/security-headers';

/**
 * A weak validator for a page: the HTML is a pure function of the build,
 * the URL and the day, so a matching If-None-Match gets 304 without
 * rendering at all.
 */
export function pageEtag(version: string, url: string, day: string): string {
  return `W/"${createHash('sha1').update(`${version}\n${day}\n${url}`).digest('base64url').slice(0, 22)}"`;
}

function splitTemplate(template: string, headHtml: string, htmlLang: string): [string, string] {
  const html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}">`)
    .replace('<!--app-head-->', headHtml);
  const at = html.indexOf('<!--app-html-->');
  if (at < 0) throw new Error('index.html has no <!--app-html--> placeholder');
  return [html.slice(0, at), html.slice(at + '<!--app-html-->'.length)];
}

export interface RendererOptions {
  source: RenderSource;
  siteUrl: string;
  logger: Logger;
  /** The cache this renderer fills and the fast path reads. */
  cache: PageCache;
  /** Today's date stamp; pages such as Careers show ages in days. */
  today: () => string;
  /** Told of every entry a render uses (the fast path maps its redirects from it). */
  onEntry?: (entry: SsrEntry) => void;
  /** Abort a render that has not finished by then (default 10 s). */
  timeoutMs?: number;
  liveChatId?: string;
  /** Renders in flight at once; the rest wait in line (default 2). */
  renderConcurrency?: number;
  /** Renders allowed to wait; beyond, 503 with Retry-After (default 100). */
  renderQueue?: number;
}

/** One render, decided: what to stream and how to answer. */
interface Render {
  url: string;
  entry: SsrEntry;
  page: PreparedPage;
  data: AppData;
  status: number;
  etag: string | undefined;
  /** A form's answer: rendered for one visitor, never stored. */
  answer: FormAnswer | undefined;
  /** Where the HTML is stored once streamed, when it may be. */
  cacheKey: string | undefined;
}

export function createRenderer(options: RendererOptions): RequestHandler {
  const { source, siteUrl, logger, cache, today } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const renderGate = gate({
    max: options.renderConcurrency ?? 2,
    maxWaiting: options.renderQueue ?? 100,
    yieldBetween: true,
  });

  /** The template around the app, streamed; a storable page is kept as it passes. */
  async function stream(req: Request, res: Response, next: NextFunction, render: Render, release: () => void) {
    const { url, entry, page, data, status, etag, answer, cacheKey } = render;
    // The page's own CSS inline, the stylesheet after its content (page-styles.ts).
    const style = source.styles?.of(page.chunk);
    const template =
      style && source.styles
        ? withInlineStyle(await source.template(url), source.styles.stylesheet, style)
        : await source.template(url);
    const [before, after] = splitTemplate(
      template,
      `${page.headHtml}\n    ${entry.appDataScript(data)}`,
      page.htmlLang,
    );

    let failed = false;
    const stream = entry.render(
      page,
      {
        onShellReady() {
          res.status(failed ? 500 : status);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Speculation-Rules', SPECULATION_RULES);
          res.setHeader('Cache-Control', answer ? 'no-store' : 'public, max-age=0, must-revalidate');
          if (etag) res.setHeader('ETag', etag);
          if (style) allowInlineStyle(res, style.hash);
          if (req.method === 'HEAD') {
            stream.abort();
            res.end();
            return;
          }
          res.write(before);
          const parts: Buffer[] | undefined = cacheKey === undefined ? undefined : [Buffer.from(before)];
          const tail = new Transform({
            transform(chunk: Buffer, _enc, done) {
              parts?.push(Buffer.from(chunk));
              done(null, chunk);
            },
            flush(done) {
              if (parts && cacheKey !== undefined && !failed) {
                parts.push(Buffer.from(after));
                cache.set(cacheKey, { status, html: Buffer.concat(parts), etag, styleHash: style?.hash });
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
  }

  return async function renderPage(req: Request, res: Response, next: NextFunction) {
    // A form handler may ask for its page to be rendered with the post's state.
    const answer = res.locals.formAnswer as FormAnswer | undefined;
    const url = answer?.url ?? req.originalUrl;
    try {
      const day = today();
      const key = cacheKeyFor(day, url);
      const hit = answer ? undefined : cache.get(key);
      if (hit) {
        const encoding =
          hit.br || hit.gzip
            ? (req.acceptsEncodings('br', 'gzip', 'identity') as string | false) || 'identity'
            : 'identity';
        sendCached(req, res, hit, encoding);
        return;
      }
      const entry = await source.entry();
      options.onEntry?.(entry);
      const page = await entry.prepare(url, siteUrl, day);
      if (page.redirect && !answer) {
        // Parameters no page reads (utm_*, junk, a flood of ?q=N) and other
        // spellings of a page's path cost a redirect, not a render.
        const status = redirectStatus(url, page.redirect);
        res.setHeader('Cache-Control', CACHE_CONTROL[status]);
        res.redirect(status, page.redirect);
        return;
      }
      const data: AppData = {
        url: answer ? url : undefined,
        today: day,
        siteUrl,
        formState: answer?.formState,
        newsletterLink: answer?.newsletterLink,
        liveChatId: options.liveChatId,
      };
      const status = answer?.status ?? page.status;
      const etag = status === 200 && !answer ? pageEtag(source.version, url, day) : undefined;
      if (etag && req.headers['if-none-match'] === etag) {
        // The 304's CSP replaces the cached page's in the browser: it keeps the page's inline style allowed.
        const style = source.styles?.of(page.chunk);
        if (style) allowInlineStyle(res, style.hash);
        res.status(304).setHeader('ETag', etag).end();
        return;
      }
      // Stored only when the URL is its own normalised key and the page is a
      // plain 200: unknown parameters, 404s and form answers render, uncached.
      const storable = cache.enabled && !answer && status === 200 && page.cacheKey === url;
      const release = await renderGate.enter();
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
      await stream(
        req,
        res,
        next,
        { url, entry, page, data, status, etag, answer, cacheKey: storable ? key : undefined },
        release,
      );
    } catch (error) {
      next(error);
    }
  };
}
