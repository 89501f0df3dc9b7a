import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * Stylesheets are our own files, and a page's one inline <style> (its CSS
 * for the first paint) is allowed by its hash, added per answer
 * (`allowInlineStyle`); style attributes stay allowed (`style-src-attr`:
 * the service cards' accents, the error page). A browser without
 * `style-src-elem` reads `style-src`, as before it existed.
 * The contact map is the one third-party frame.
 */
export function securityHeaders(
  options: { liveChat?: boolean; dev?: boolean; hstsMaxAgeS?: number; trustProxy?: number } = {},
) {
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
        // Vite injects <style> elements in development.
        styleSrcElem: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
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

const STYLE_ELEM = "style-src-elem 'self'";

/**
 * Allow one inline <style> on this answer, by its CSP hash (`'sha256-…'`):
 * the page's own CSS (server/pages/page-styles.ts). The policy is the one
 * `securityHeaders` set on the answer.
 */
export function allowInlineStyle(res: ServerResponse, hash: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || !policy.includes(STYLE_ELEM)) return;
  res.setHeader('Content-Security-Policy', policy.replace(STYLE_ELEM, `${STYLE_ELEM} ${hash}`));
}
