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
