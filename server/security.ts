import helmet from 'helmet';

/**
 * Security headers. The CSP allows only our own scripts: pages carry no
 * inline script (data rides in <script type="application/json">, which is
 * not executed), so no nonce is needed and rendered HTML stays cacheable.
 * The contact map is the one third-party frame.
 */
export function securityHeaders(options: { liveChat?: boolean; dev?: boolean } = {}) {
  const scriptSrc = ["'self'"];
  const connectSrc = ["'self'"];
  if (options.liveChat) {
    scriptSrc.push('https://embed.tawk.to');
    connectSrc.push('https://*.tawk.to', 'wss://*.tawk.to');
  }
  if (options.dev) connectSrc.push('ws:');
  return helmet({
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
    strictTransportSecurity: false,
  });
}

/**
 * Per-IP fixed-window rate limit for the form endpoints. In memory: one
 * process serves the site; behind several, a shared store would be needed.
 */
export function rateLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const hits = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return function limit(key: string): { ok: boolean; retryAfterS: number } {
    const t = now();
    if (t - lastSweep > options.windowMs) {
      for (const [k, v] of hits) if (v.resetAt <= t) hits.delete(k);
      lastSweep = t;
    }
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= t) {
      entry = { count: 0, resetAt: t + options.windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;
    return { ok: entry.count <= options.max, retryAfterS: Math.ceil((entry.resetAt - t) / 1000) };
  };
}
