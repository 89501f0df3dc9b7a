// Counting what the site brings, with no cookie and no third-party script:
// each answer of a page is classified once it is decided (the fast path's
// cached page at once, a rendered one when it finishes) and counted in
// memory (tally.ts): a view per path, language and day; a prefetch or
// prerender apart (the browser asked, the visitor may never look); a
// not-found path apart (a broken link from elsewhere); the referring host
// when it is another site's. Robots (isbot's maintained list, or no
// User-Agent at all), HEAD, assets and other files, redirects and error
// pages are not counted.
//
// A day's distinct visitors come from an HMAC of the visitor's network
// (clientKey: the IPv4 address or the IPv6 /64) and browser under a key of
// that day alone, derived from FORM_SECRET, which every copy of the site
// shares, so their sketches merge; only sketch registers reach the store,
// never the address or the hash (docs/decisions/0071-counts-without-cookies.md).
//
// A page the browser prerendered and the visitor then opened is reported
// by the site's own script (client/site/view-beacon.ts) to POST /api/view.
import { createHmac, hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { isbot } from 'isbot';
import { clientKey, rateLimiter } from '../http/rate-limit';
import { langOfPath } from '../../shared/i18n/lang';
import { Tally, MAX_PATH, type Lead, type PageKind, type TallyBounds } from './tally';
import { siteDayClock } from './site-day';

export interface PageCountsOptions {
  /** The site's secret (FORM_SECRET or the key in DATA_DIR): each day's visitor key is derived from it. */
  secret: Buffer;
  siteUrl: string;
  /** Proxies in front of the site, as TRUST_PROXY: the visitor's address is the one the nearest trusted proxy saw. */
  trustProxy: number;
  bounds?: TallyBounds;
  now?: () => number;
  /** Activation reports a client may send in a minute. */
  beaconsPerMinute?: number;
}

/** What a page answer is counted as, by its status; undefined: not counted. */
const kindOfStatus = (status: number): PageKind | undefined =>
  status === 200 || status === 304 ? 'view' : status === 404 ? 'not-found' : undefined;

const isPrefetch = (req: IncomingMessage): boolean => {
  const purpose = req.headers['sec-purpose'] ?? req.headers.purpose;
  return typeof purpose === 'string' && purpose.includes('prefetch');
};

/** The URL's path, without its query. */
const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

/** The visitor's address: the socket's, or the one the TRUST_PROXY-th proxy from ours put in X-Forwarded-For. */
export function visitorAddress(req: IncomingMessage, trustProxy: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (trustProxy < 1) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const chain = [socket, ...hops.reverse().map((h) => h.trim())].filter(Boolean);
  return chain[Math.min(trustProxy, chain.length - 1)]!;
}

/** The key of a day's visitor hashes (hex): derived from the secret and the day, held in memory only. */
export const dayKeyOf = (secret: Buffer, day: string): string =>
  createHmac('sha256', secret).update(`visitor-count\n${day}`).digest('hex');

/**
 * A visitor's hash for a day (hex): SHA-256 of the day's key, their network
 * (clientKey) and browser. Keyed by a secret prefix rather than an HMAC: a
 * one-shot hash costs a fifth of an HMAC's two objects on every counted page,
 * and the hash is never shown to anyone, so what an HMAC adds (no extension
 * of a known tag) buys nothing here.
 */
export const visitorDigest = (dayKey: string, options: { address: string; userAgent: string }): string =>
  hash('sha256', `${dayKey}\n${clientKey(options.address)}\n${options.userAgent}`);

/** UA verdicts remembered: visitors' browsers repeat, and isbot's pattern costs several µs a test. */
const BOT_VERDICTS = 1000;

export function pageCounts(options: PageCountsOptions) {
  const tally = new Tally(options.bounds);
  const now = options.now ?? Date.now;
  const today = siteDayClock(now);
  const siteHost = new URL(options.siteUrl).hostname;
  const siteOrigin = new URL(options.siteUrl).origin;
  let keyDay = '';
  let dayKey = '';
  const verdicts = new Map<string, boolean>();
  /** isbot's answer, remembered for the last BOT_VERDICTS agents (forgotten all at once past it). */
  const robot = (ua: string) => {
    let verdict = verdicts.get(ua);
    if (verdict === undefined) {
      if (verdicts.size >= BOT_VERDICTS) verdicts.clear();
      verdict = isbot(ua);
      verdicts.set(ua, verdict);
    }
    return verdict;
  };
  /** The day's visitor key: known to every copy that shares the secret, never written anywhere. */
  const keyOf = (day: string) => {
    if (day !== keyDay) {
      dayKey = dayKeyOf(options.secret, day);
      keyDay = day;
    }
    return dayKey;
  };
  const visitorHash = (req: IncomingMessage, day: string, userAgent: string) =>
    visitorDigest(keyOf(day), { address: visitorAddress(req, options.trustProxy), userAgent });

  function count(req: IncomingMessage, kind: PageKind, path: string) {
    const ua = req.headers['user-agent'];
    if (!ua || robot(ua)) return;
    const day = today();
    const lang = langOfPath(path);
    if (kind === 'view' && isPrefetch(req)) return tally.page({ day, kind: 'prefetch', lang, path });
    if (kind !== 'view') return tally.page({ day, kind, lang, path });
    tally.page({ day, kind, lang, path, visitor: visitorHash(req, day, ua) });
    const referer = req.headers.referer;
    // From one of the site's own pages (most views): nothing to parse.
    if (!referer || referer.startsWith(siteOrigin)) return;
    const host = URL.canParse(referer) ? new URL(referer).hostname.toLowerCase() : '';
    if (host && host !== siteHost) tally.referrer(day, host);
  }

  /**
   * Count an answer already sent, when it is a page: a GET with a page's
   * status, and HTML unless `page` says it is one (a 304 carries no type).
   */
  function seen(req: IncomingMessage, res: ServerResponse, page = false) {
    if (req.method !== 'GET') return;
    const kind = kindOfStatus(res.statusCode);
    if (!kind) return;
    if (!page) {
      const type = res.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('text/html')) return;
    }
    count(req, kind, pathOf((req as Partial<Request>).originalUrl ?? req.url ?? '/'));
  }

  /** Count a request the app answers, once it is answered (hashed assets are never pages: not watched). */
  function watch(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' || req.url?.startsWith('/assets/')) return;
    res.once('finish', () => seen(req, res));
  }

  const beacons = rateLimiter({ max: options.beaconsPerMinute ?? 30, windowMs: 60_000, now });

  /**
   * POST /api/view: a prerendered page the visitor opened (its path as the
   * body, text/plain, as navigator.sendBeacon sends a string). From this
   * site's pages only, rate-limited per client, 204 with nothing to read.
   */
  const viewBeacon: RequestHandler = (req, res) => {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== siteOrigin)
      return void res.status(403).json({ error: 'Cross-site report refused.', fieldErrors: {} });
    const verdict = beacons(req.ip ?? 'unknown');
    if (!verdict.ok) {
      res.setHeader('Retry-After', String(verdict.retryAfterS));
      return void res.status(429).json({ error: 'Too many reports; try later.', fieldErrors: {} });
    }
    const path = typeof req.body === 'string' ? req.body.trim() : '';
    if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH || /[\s?#]/.test(path))
      return void res.status(400).json({
        error: 'Send the path of the page that was opened.',
        fieldErrors: { path: `a path of this site such as /about, at most ${MAX_PATH} characters` },
      });
    count(req, 'view', path);
    res.status(204).end();
  };

  return {
    seen,
    watch,
    viewBeacon,
    /** A form post accepted or held in the quarantine. */
    lead(lead: Lead) {
      tally.lead(today(), lead);
    },
    tally,
  };
}

export type PageCounts = ReturnType<typeof pageCounts>;
