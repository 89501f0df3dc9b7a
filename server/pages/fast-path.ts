// What app.ts answers before Express: a page the render cache holds,
// already compressed in the encoding the client asks for, and the redirect
// away from query parameters a page never reads. Every request goes through
// here, so each step is a lookup: no parsing, no routing, no allocation
// beyond the cache key (docs/decisions/0014, 0016).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { CachedPage, PageCache } from './page-cache';
import type { SsrEntry } from './sources';
import { FORM_STATE_PARAM } from '../forms/form-states';
import { sendRedirect, unreadParamRedirects } from './unread-params';
import { allowInlineStyle } from '../http/security-headers';

/**
 * br when offered, else gzip, else identity, for an Accept-Encoding made of
 * plain names (what browsers and crawlers send); undefined when it carries
 * weights or wildcards, to leave the choice to Express's negotiation.
 */
export function simpleEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' | undefined {
  if (header === undefined || header === '') return 'identity';
  if (typeof header !== 'string' || header.includes(';') || header.includes('*')) return undefined;
  const names = header
    .toLowerCase()
    .split(',')
    .map((n) => n.trim());
  return names.includes('br') ? 'br' : names.includes('gzip') ? 'gzip' : 'identity';
}

/** Today as YYYY-MM-DD (UTC), recomputed at most once a second. */
export function dayClock(): () => string {
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

/** The render cache's key: a page's HTML changes with the day and the URL (the build empties the cache). */
export const cacheKeyFor = (day: string, url: string) => `${day}\n${url}`;

/**
 * Where a page's links may be prefetched or prerendered from (public/
 * speculation-rules.json): same-site pages on hover, never the API, the
 * newsletter's links or a form's state. A header and a file rather than an
 * inline <script type="speculationrules">, so the CSP keeps script-src 'self'.
 */
export const SPECULATION_RULES = '"/speculation-rules.json"';

/** Answer from memory: 304 on a matching validator, else the stored page in the chosen encoding. */
export function sendCached(req: IncomingMessage, res: ServerResponse, hit: CachedPage, encoding: string): void {
  // A 304's headers replace the stored page's in the browser's cache, its CSP
  // too: it must still allow the page's inline style, or the page loses it.
  if (hit.styleHash) allowInlineStyle(res, hit.styleHash);
  if (hit.etag && req.headers['if-none-match'] === hit.etag) {
    res.statusCode = 304;
    res.setHeader('ETag', hit.etag);
    res.end();
    return;
  }
  const body = encoding === 'br' && hit.br ? hit.br : encoding === 'gzip' && hit.gzip ? hit.gzip : undefined;
  res.statusCode = hit.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Speculation-Rules', SPECULATION_RULES);
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  res.setHeader('Vary', 'Accept-Encoding');
  if (hit.etag) res.setHeader('ETag', hit.etag);
  // Already compressed: the compression middleware leaves an encoded body alone.
  if (body) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String((body ?? hit.html).length));
  res.end(req.method === 'HEAD' ? undefined : (body ?? hit.html));
}

export interface FastPathOptions {
  /** The cache the renderer fills. */
  cache: PageCache;
  /** Today's date stamp, the day part of the cache key. */
  today: () => string;
  logger: Logger;
}

/** The answers that need no routing, read from the render cache and the route table's parameter map. */
export class FastPath {
  private readonly cache: PageCache;
  private readonly today: () => string;
  private readonly logger: Logger;
  private redirectFor: ((url: string) => string | undefined) | undefined;
  private mappedEntry: SsrEntry | undefined;
  private mapping: Promise<void> = Promise.resolve();

  constructor(options: FastPathOptions) {
    this.cache = options.cache;
    this.today = options.today;
    this.logger = options.logger;
  }

  /**
   * Makes the early redirect's map from the entry the renderer uses, and
   * again when that entry changes (dev reloads it on edits). Until it is
   * made, such URLs take the renderer's path, with the same answer.
   * Resolves once the map is made.
   */
  learn(entry: SsrEntry): Promise<void> {
    if (entry === this.mappedEntry || !entry.readParams) return this.mapping;
    this.mappedEntry = entry;
    this.mapping = entry.readParams().then(
      (reads) => void (this.redirectFor = unreadParamRedirects(reads, [FORM_STATE_PARAM])),
      (err: unknown) =>
        this.logger.warn(
          { err },
          'could not map the query parameters pages read: unread ones are redirected by the renderer',
        ),
    );
    return this.mapping;
  }

  /**
   * Where a GET or HEAD of a served path with parameters its page never
   * reads is sent (its 302 goes out before Express, see `redirect`), else
   * undefined. app.ts asks once per request, when it arrives.
   */
  unreadRedirect(req: IncomingMessage): string | undefined {
    if (!this.redirectFor || (req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return undefined;
    return this.redirectFor(req.url);
  }

  /** Answers that redirect: the 302 the renderer itself would send. */
  readonly redirect: (req: IncomingMessage, res: ServerResponse, location: string) => void = sendRedirect;

  /**
   * A page already in memory, compressed in the encoding the client asks
   * for, sent straight from the Node request, without routing and
   * on-the-fly compression. Returns false for anything else (a miss, a page
   * not compressed yet, an Accept-Encoding with weights), which then goes
   * through the app to the renderer.
   */
  fromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    // Only URLs that are their own cache key are ever stored, so the raw
    // URL is the lookup: nothing to parse on the hot path.
    const hit = this.cache.get(cacheKeyFor(this.today(), req.url));
    if (!hit) return false;
    const encoding = simpleEncoding(req.headers['accept-encoding']);
    if (!encoding || (encoding === 'br' && !hit.br) || (encoding === 'gzip' && !hit.gzip)) return false;
    sendCached(req, res, hit, encoding);
    return true;
  }
}
