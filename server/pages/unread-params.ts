// The redirects a page's URL gets before Express: away from query
// parameters a page never reads (utm_*, junk, a flood of /?q=N), to a
// search text within the search bound (a 15 KB ?q=), and from another
// spelling of a served path ('/blog/1/', '//about', '/./projects', '/ABOUT') to the
// path itself. No routing, no route-table match, no page module, just a
// lookup of the path in a map made once from the route table's
// declarations (client/route-kit.ts readParamsIn). The answer is the one
// the renderer gives (prepare().redirect: same status, Location and
// Cache-Control), so a flood of such URLs costs a few microseconds each,
// cached pages are not kept waiting behind it, and no spelling of a known
// page is rendered on every request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readerOf, readQuery, servedSpelling, type ParamReads } from '../../shared/request-url';
import { escapeHtml } from '../../shared/html';

const REASON = { 301: 'Moved Permanently', 302: 'Found' } as const;
export const CACHE_CONTROL = { 301: 'public, max-age=86400', 302: 'no-store' } as const;

const pathOf = (url: string) => {
  const at = url.search(/[?#]/);
  return at < 0 ? url : url.slice(0, at);
};

/**
 * 301 for another spelling of a served path ('/blog/1/', '//about'): the
 * page has one address for good. 302 for a query cut to what its page
 * reads: a page may start reading a parameter later.
 */
export const redirectStatus = (from: string, to: string): 301 | 302 => (pathOf(from) === pathOf(to) ? 302 : 301);

/**
 * From the parameters each served path reads, a function that gives the
 * redirect target for a request URL, or undefined to leave the URL to the
 * app: a path not in the map (404s, assets) that no other spelling of a
 * served path, a query it fully reads with its search text within the
 * bound, or one carrying a `passThrough` parameter (the no-JS form state
 * key, which the app resolves).
 */
export function unreadParamRedirects(
  readsByPath: Readonly<Record<string, ParamReads>>,
  passThrough: readonly string[] = [],
) {
  const table = new Map(Object.entries(readsByPath).map(([p, reads]) => [p, readerOf(reads)]));
  return function locationFor(url: string): string | undefined {
    // A fragment never reaches a server from a browser; leave odd requests to the app's parser.
    if (url.includes('#')) return undefined;
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    const reads = table.get(path);
    if (!reads) {
      // Another spelling of a served path: to the path, the query as it came.
      const served = servedSpelling(path, (p) => table.has(p));
      return served === undefined ? undefined : served + (at < 0 ? '' : url.slice(at));
    }
    if (at < 0) return undefined;
    // The same parser the renderer's URL uses, so names and values decode alike.
    const search = new URLSearchParams(url.slice(at + 1));
    for (const name of search.keys()) if (passThrough.includes(name)) return undefined;
    const query = readQuery(search, reads);
    return query === undefined ? undefined : path + (query ? `?${query}` : '');
  };
}

/**
 * The redirect as Express's res.redirect writes it (body by Accept): a 302
 * uncacheable, since a page may start reading a parameter later; a 301
 * (another spelling of a path) kept by caches for a day.
 */
export function sendRedirect(req: IncomingMessage, res: ServerResponse, location: string): void {
  const status = redirectStatus(req.url ?? '', location);
  const html = (req.headers.accept ?? '').includes('text/html');
  const body = html
    ? `<!DOCTYPE html><head><title>${REASON[status]}</title></head><body><p>${REASON[status]}. Redirecting to ${escapeHtml(location)}</p></body>`
    : `${REASON[status]}. Redirecting to ${location}`;
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', CACHE_CONTROL[status]);
  res.setHeader('Vary', 'Accept');
  res.setHeader('Content-Type', html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(body)));
  res.end(req.method === 'HEAD' ? undefined : body);
}
