// The one spelling of a request URL the site answers with a page: the path
// without empty, '.' or '..' segments or a trailing slash, in lower case, and a query
// holding only the parameters its page reads, free text within the search
// bound. Shared by the renderer (client/route-kit.ts) and the server's
// early redirect (server/pages/unread-params.ts), so both give the same
// Location for the same URL.
import { SEARCH_PARAMS } from './constants';
import { boundedSearch } from './text';

// WHATWG URL parsing reads '%2e' as '.', so the renderer's match does too.
const DOT = /^(?:\.|%2e)$/i;
const DOT_DOT = /^(?:\.|%2e){2}$/i;

/**
 * A path as the site spells it: '/blog/1/' -> '/blog/1', '//about' ->
 * '/about', '/./projects' -> '/projects', '/.//evil.com/x' -> '/evil.com/x'.
 * A backslash counts as a slash, as URL parsers read it in http URLs. Always
 * one leading slash, so it is never read as another host.
 */
export function normalPath(path: string): string {
  const out: string[] = [];
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '' || DOT.test(segment)) continue;
    if (DOT_DOT.test(segment)) out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * A percent-encoded unreserved character is that character (RFC 3986,
 * 6.2.2.2): '/%62log/%31' is '/blog/1', which the router matches too.
 */
const decodeUnreserved = (path: string) =>
  path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(char) ? char : escape;
  });

/** A number segment without its leading zeros ('/blog/01' -> '/blog/1'), which the router reads as the same id. */
const withoutLeadingZeros = (path: string) => path.replace(/\/0+(?=\d+(?:\/|$))/g, '/');

/**
 * The served path that `path` is another spelling of ('/blog/1/',
 * '//about', '/./projects', '/ABOUT', '/%62log/1', '/blog/01'), or undefined
 * when it is one itself or spells none. Every path the site serves is
 * written in lower case, without escapes of unreserved characters.
 */
export function servedSpelling(path: string, served: (path: string) => boolean): string | undefined {
  if (served(path)) return undefined;
  const normal = normalPath(path);
  const decoded = decodeUnreserved(normal).toLowerCase();
  for (const candidate of [normal, normal.toLowerCase(), decoded, withoutLeadingZeros(decoded)]) {
    if (candidate !== path && served(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The parameters a page reads: each name with the only values it takes (a
 * choice among a few, such as the contact form's service), or null when it
 * takes any value. Plain data, so the server's early redirect gets it once
 * from the route table.
 */
export type ParamReads = Readonly<Record<string, readonly string[] | null>>;

/** Whether a page with these reads reads `name` with `value`. */
export const readerOf =
  (reads: ParamReads) =>
  (name: string, value: string): boolean => {
    if (!Object.hasOwn(reads, name)) return false;
    const values = reads[name];
    return values === null || values === undefined || values.includes(value);
  };

/**
 * The query its page should be asked with, '' for none, or undefined when
 * the given one is already that: parameters the page never reads left out
 * (`read`), and so are values a choice does not take; a free-text search
 * (SEARCH_PARAMS) cut to the search bound and left out when nothing remains
 * of it. Values are written with encodeURIComponent, as the site's own links are.
 */
export function readQuery(search: URLSearchParams, read: (name: string, value: string) => boolean): string | undefined {
  let changed = false;
  const kept: [string, string][] = [];
  for (const [name, value] of search) {
    if (!read(name, value)) {
      changed = true;
      continue;
    }
    const bounded = (SEARCH_PARAMS as readonly string[]).includes(name) ? boundedSearch(value) : value;
    if (bounded !== value) changed = true;
    if (bounded !== '' || bounded === value) kept.push([name, bounded]);
  }
  if (!changed) return undefined;
  return kept.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}
