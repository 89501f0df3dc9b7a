// The redirect away from query parameters a page never reads (utm_*, junk,
// a flood of /?q=N), answered before Express: no routing, no route-table
// match, no page module, just a lookup of the path in a map made once from
// the route table's declarations (client/route-kit.ts readParamsIn). The
// answer is the one the renderer gave (prepare().redirect: same status,
// Location and Cache-Control), so a flood of such URLs costs a few
// microseconds each and cached pages are not kept waiting behind it.
import type { IncomingMessage, ServerResponse } from 'node:http';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * From the parameters each served path reads, a function that gives the
 * redirect target for a request URL, or undefined to leave the URL to the
 * app: a path not in the map (404s, other spellings, assets), a query it
 * fully reads, or one carrying a `passThrough` parameter (the no-JS form
 * state key, which the app resolves).
 */
export function unreadParamRedirects(readsByPath: Readonly<Record<string, readonly string[]>>, passThrough: readonly string[] = []) {
  const table = new Map(Object.entries(readsByPath).map(([p, names]) => [p, new Set(names)]));
  return function locationFor(url: string): string | undefined {
    const at = url.indexOf('?');
    // A fragment never reaches a server from a browser; leave odd requests to the app's parser.
    if (at < 0 || url.includes('#')) return undefined;
    const path = url.slice(0, at);
    const reads = table.get(path);
    if (!reads) return undefined;
    // The same parser the renderer's URL uses, so names and values decode alike.
    const search = new URLSearchParams(url.slice(at + 1));
    let unread = false;
    for (const name of search.keys()) {
      if (passThrough.includes(name)) return undefined;
      if (!reads.has(name)) unread = true;
    }
    if (!unread) return undefined;
    let query = '';
    for (const [k, v] of search) {
      if (reads.has(k)) query += `${query ? '&' : ''}${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
    }
    return path + (query ? `?${query}` : '');
  };
}

/** The 302 as Express's res.redirect writes it (body by Accept), uncacheable: a page may start reading a parameter later. */
export function sendRedirect(req: IncomingMessage, res: ServerResponse, location: string): void {
  const html = (req.headers.accept ?? '').includes('text/html');
  const body = html
    ? `<!DOCTYPE html><head><title>Found</title></head><body><p>Found. Redirecting to ${escapeHtml(location)}</p></body>`
    : `Found. Redirecting to ${location}`;
  res.statusCode = 302;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Vary', 'Accept');
  res.setHeader('Content-Type', html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(body)));
  res.end(req.method === 'HEAD' ? undefined : body);
}
