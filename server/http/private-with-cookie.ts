// An answer that sets a cookie belongs to one browser. Marked `public`, a
// shared cache between the site and its visitors (a CDN, an office or
// operator proxy) may keep it, Set-Cookie included, and hand that cookie to
// everyone it answers after: the time-trap cookie (forms/time-trap.ts) rides
// on page views, cache hits and redirects alike, and a 301 is kept for a day.
// So whatever set the Cache-Control, the answer that carries a Set-Cookie
// leaves as `private`; `no-store` and `private` answers are left as they are.
// The check runs when the headers go out, so it holds for every writer
// (the fast path, Express, the renderer's stream).
import type { ServerResponse } from 'node:http';

/** The Cache-Control an answer that sets a cookie leaves with. */
export function privateCacheControl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return 'private, no-cache';
  const directives = value
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  if (directives.some((d) => /^(private|no-store)$/i.test(d))) return value;
  // s-maxage and proxy-revalidate speak only to shared caches, which must not keep it at all.
  const kept = directives.filter((d) => !/^(public|s-maxage\s*=.*|proxy-revalidate)$/i.test(d));
  return ['private', ...kept].join(', ');
}

/** Make `res` leave as private if, by the time its headers are written, it sets a cookie. */
export function privateWithCookie(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (this.hasHeader('set-cookie')) {
      const current = this.getHeader('cache-control');
      this.setHeader('Cache-Control', privateCacheControl(current === undefined ? undefined : String(current)));
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}
