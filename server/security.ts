import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import helmet from 'helmet';

/**
 * Browser features the site never uses, switched off for it and for the
 * frames it embeds (the map). Only features Chromium knows are listed: an
 * unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Whether a request reached the site over TLS: on a TLS socket, or through
 * a trusted proxy (TRUST_PROXY hops) that says so in X-Forwarded-Proto. The
 * last value is the one our nearest proxy set or appended; a client's own
 * header only counts when no proxy is trusted, that is never.
 */
export function arrivedOverTls(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (trustProxy < 1) return false;
  const header = req.headers['x-forwarded-proto'];
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  const last = value.split(',').pop()!.trim().toLowerCase();
  return last === 'https';
}

/**
 * Security headers. The CSP allows only our own scripts: pages carry no
 * inline script (data rides in <script type="application/json">, which is
 * not executed), so no nonce is needed and rendered HTML stays cacheable.
 * The contact map is the one third-party frame.
 */
export function securityHeaders(options: { liveChat?: boolean; dev?: boolean; hstsMaxAgeS?: number; trustProxy?: number } = {}) {
  const scriptSrc = ["'self'"];
  const connectSrc = ["'self'"];
  if (options.liveChat) {
    scriptSrc.push('https://embed.tawk.to');
    connectSrc.push('https://*.tawk.to', 'wss://*.tawk.to');
  }
  if (options.dev) connectSrc.push('ws:');
  const hsts = options.hstsMaxAgeS ? `max-age=${options.hstsMaxAgeS}` : undefined;
  const trustProxy = options.trustProxy ?? 0;
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: options.dev ? [...scriptSrc, "'unsafe-inline'"] : scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc,
        frameSrc: ['https://www.openstreetmap.org', ...(options.liveChat ? ['https://*.tawk.to'] : [])],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Set below, per request: only an answer that travels over TLS may carry it.
    strictTransportSecurity: false,
  });
  return function security(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (hsts && arrivedOverTls(req, trustProxy)) res.setHeader('Strict-Transport-Security', hsts);
    headers(req, res, next);
  };
}

/**
 * The key a client is counted under: its address, with IPv6 grouped by /64
 * (one subscriber or host usually owns a whole /64, so rotating the last 64
 * bits must not buy a fresh allowance) and IPv4-mapped IPv6 as plain IPv4.
 */
export function clientKey(address: string): string {
  let ip = address.trim().toLowerCase();
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7);
  const zone = ip.indexOf('%');
  if (zone >= 0) ip = ip.slice(0, zone);
  if (!isIPv6(ip)) return address;
  const [left, right] = ip.split('::') as [string, string | undefined];
  const head = left ? left.split(':') : [];
  let groups = head;
  if (right !== undefined) {
    const tail = right ? right.split(':') : [];
    const tailGroups = tail.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups = [...head, ...Array<string>(8 - head.length - tailGroups).fill('0'), ...tail];
  }
  return `${groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** One window of one key: how many hits so far and when the window ends (ms). */
export interface RateLimitHit {
  count: number;
  resetAt: number;
}

/**
 * Where the limiter counts. The memory store serves one process; several
 * replicas would share a store with the same `hit` (README, "Several
 * replicas"), answered from a local mirror so `limit` stays synchronous.
 */
export interface RateLimitStore {
  hit(key: string, now: number, windowMs: number): RateLimitHit;
}

/**
 * Fixed windows in two generations of Maps, bounded: at most maxKeys
 * clients are tracked. New and active clients live in `current`; every
 * window length (or sooner, when `current` holds half of maxKeys) it
 * becomes `previous` and the older generation is dropped whole. A window
 * still open is always in one of the two (it is moved forward when used),
 * so nothing is forgotten early unless a flood of addresses bigger than the
 * table forces an early turn, which a per-address limit cannot stop anyway;
 * the memory stays fixed and every step is O(1) (no sweep over the table).
 */
export function memoryStore(options: { maxKeys?: number } = {}): RateLimitStore & { readonly size: number } {
  const half = Math.max(1, Math.floor((options.maxKeys ?? 100_000) / 2));
  let current = new Map<string, RateLimitHit>();
  let previous = new Map<string, RateLimitHit>();
  let turnedAt = -Infinity;
  return {
    hit(key, now, windowMs) {
      if (now - turnedAt >= windowMs || current.size >= half) {
        previous = current;
        current = new Map();
        turnedAt = now;
      }
      let entry = current.get(key);
      if (!entry) {
        entry = previous.get(key);
        if (entry) {
          previous.delete(key);
          current.set(key, entry);
        }
      }
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        current.set(key, entry);
      }
      entry.count += 1;
      return entry;
    },
    get size() {
      return current.size + previous.size;
    },
  };
}

/**
 * Per-client fixed-window rate limit for the form endpoints: `limit(ip)`
 * counts one post and says whether it is allowed. Clients are grouped by
 * clientKey (IPv6 by /64); the table is bounded (memoryStore).
 */
export function rateLimiter(options: { max: number; windowMs: number; now?: () => number; store?: RateLimitStore; maxKeys?: number }) {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryStore({ maxKeys: options.maxKeys });
  return function limit(key: string): { ok: boolean; retryAfterS: number } {
    const t = now();
    const entry = store.hit(clientKey(key), t, options.windowMs);
    return { ok: entry.count <= options.max, retryAfterS: Math.max(1, Math.ceil((entry.resetAt - t) / 1000)) };
  };
}
