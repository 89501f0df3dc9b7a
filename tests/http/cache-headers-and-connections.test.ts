// The server under hostile traffic: what the render cache agrees
// to store, which headers go with an answer, and what a connection may cost
// (timeouts and the cap), on a real listening server with small limits.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import type { Limits } from '../../server/limits';
import { guardServer, httpServerOptions } from '../../server/http/limits';
import { unreadParamRedirects } from '../../server/pages/unread-params';
import * as entry from '../../client/entry-server';
import { routes } from '../../client/routes';
import { BROWSER_UA, testApp } from '../support/test-app';
import { post } from '../support/served';

const logger = pino({ level: 'silent' });
/** A post id far past any the content reaches: a 404, left to the app. */
const NO_POST = '/blog/999999';

/** The app as server/index.ts builds it, with its pages (fast path, renderer, cache) in reach; no mail goes out. */
const site = (env: Record<string, string> = {}, limits: Partial<Limits> = {}) =>
  testApp({ env, limits, deliver: false });

// Renders of the React source under vitest take a good part of a second on a busy machine.
describe('the render cache', { timeout: 60_000 }, () => {
  let s: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    s = await site();
  });
  afterAll(() => s.close());
  const get = (url: string) => request(s.app).get(url).set('User-Agent', BROWSER_UA).set('Accept-Encoding', 'identity');
  const entries = () => s.pages.cacheStats().entries;

  it('stores a page once, and sends parameters no page reads away with a redirect, not a render', async () => {
    const before = entries();
    expect((await get('/')).status).toBe(200);
    const stored = entries();
    expect(stored).toBe(before + 1);
    for (let i = 0; i < 20; i++) {
      const res = await get(`/?q=${i}`);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
    }
    const kept = await get('/blog?utm_source=x&tag=AI&fbclid=y');
    expect(kept.status).toBe(302);
    expect(kept.headers.location).toBe('/blog?tag=AI');
    expect(entries()).toBe(stored);
  });

  it('renders, never stores, the free-text parameters a page reads', async () => {
    const before = entries();
    const search = await get('/blog?q=agents');
    expect(search.status).toBe(200);
    expect(search.text).toMatch(/<h1/);
    expect((await get('/faq?q=price')).status).toBe(200);
    expect(entries()).toBe(before);
  });

  it('does not store 404s, nor spellings of a path the site never links to', async () => {
    const before = entries();
    expect((await get('/no-such-page')).status).toBe(404);
    expect((await get(NO_POST)).status).toBe(404);
    expect((await get('/ABOUT')).status).toBe(301);
    expect((await get('/about/')).status).toBe(301);
    expect(entries()).toBe(before);
  });

  it('stores a declared parameter once, in its normalised form only', async () => {
    const before = entries();
    expect((await get('/blog?tag=AI')).status).toBe(200);
    expect(entries()).toBe(before + 1);
    // Same page, other spellings: defaults given, another order, an empty value.
    for (const url of ['/blog?tag=AI&sort=latest', '/blog?view=list&tag=AI', '/blog?tag=AI&category=']) {
      expect((await get(url)).status, url).toBe(200);
    }
    expect(entries()).toBe(before + 1);
    expect((await get('/blog?view=grid&tag=AI')).status).toBe(200); // not sorted: rendered, not stored
    expect(entries()).toBe(before + 1);
    expect((await get('/blog?tag=AI&view=grid')).status).toBe(200);
    expect(entries()).toBe(before + 2);
  });

  it('stores the no-JS form answers that are the same for everyone, not per-visitor ones', async () => {
    const before = entries();
    expect((await get('/contact?sent=1')).status).toBe(200);
    expect((await get('/about?subscribed=1')).status).toBe(200);
    expect(entries()).toBe(before + 2);
    expect((await get('/careers?applied=APP-ABCDEFGH')).text).toContain('APP-ABCDEFGH');
    expect(entries()).toBe(before + 2);
  });
});

describe('the redirect away from unread parameters, before routing', { timeout: 120_000 }, () => {
  const siteUrl = 'https://www.example.com';

  it('gives the Location the renderer gives, for every served path and every parameter any page reads', async () => {
    const reads = await entry.readParams();
    const locationFor = unreadParamRedirects(reads, ['form']);
    const names = new Set(['junk', 'utm_source', 'subscribed']);
    for (const r of routes)
      [...Object.keys(r.cacheQuery ?? {}), ...(r.reads ?? []), ...Object.keys(r.choices ?? {})].forEach((n) =>
        names.add(n),
      );
    const paths = Object.keys(reads);
    expect(paths).toContain('/');
    expect(paths).toContain(post.path);
    expect(paths).not.toContain(NO_POST);
    let redirected = 0;
    for (const path of paths) {
      for (const name of names) {
        const url = `${path}?${name}=a%20b&tag=AI`;
        const early = locationFor(url);
        expect(early, url).toBe((await entry.prepare(url, siteUrl)).redirect);
        if (early) redirected += 1;
      }
    }
    // Both answers agree, and neither is vacuous: most of these URLs carry a parameter their page ignores.
    expect(redirected).toBeGreaterThan(paths.length);
    for (const url of [
      '/?q=1',
      '/?utm_source=x&subscribed=1',
      '/blog?utm_source=x&tag=AI&fbclid=y&tag=ML',
      '/blog?q=agents&x=1',
      '/projects?z=a+b&page=2&category=Health%20%26%20Care',
      '/careers?applied=APP-1&foo=1',
      '/contact?sent=1&a',
      '/services/chatbot-solutions?ref=%C3%A9t%C3%A9',
      '/?%C3%A9=1&&',
      '/?',
    ]) {
      expect(locationFor(url), url).toBe((await entry.prepare(url, siteUrl)).redirect);
    }
  });

  it('never redirects a parameter the page reads, the form-state key, or a path it does not serve', async () => {
    const locationFor = unreadParamRedirects(await entry.readParams(), ['form']);
    expect(locationFor('/blog?q=agents&tag=AI')).toBeUndefined();
    expect(locationFor('/faq?q=price')).toBeUndefined();
    expect(locationFor('/careers?applied=APP-ABCDEFGH')).toBeUndefined();
    expect(locationFor('/about?subscribed=1')).toBeUndefined();
    expect(locationFor('/contact?form=abc&junk=1')).toBeUndefined(); // the app resolves the key first
    expect(locationFor('/ABOUT?junk=1')).toBe('/about?junk=1'); // another spelling: to the path first
    expect(locationFor(`${NO_POST}?junk=1`)).toBeUndefined();
    expect(locationFor('/assets/x.js?v=1')).toBeUndefined();
    expect(locationFor('/blog?tag=AI&utm_source=x')).toBe('/blog?tag=AI');
    expect(locationFor('/?q=1')).toBe('/');
  });

  it('is answered before Express, with the status, Location and headers of before', async () => {
    const s = await site();
    try {
      await s.pages.ready();
      // The fast path alone: what it does not answer early gets 599.
      const early = (req: IncomingMessage, res: ServerResponse) => {
        const location = s.pages.fastPath.unreadRedirect(req);
        if (location !== undefined) return s.pages.fastPath.redirect(req, res, location);
        if (s.pages.fastPath.fromCache(req, res)) return;
        res.statusCode = 599;
        res.end();
      };
      const flood = await request(early).get('/?q=1').set('Accept', 'text/html');
      expect(flood.status).toBe(302);
      expect(flood.headers.location).toBe('/');
      expect(flood.headers['cache-control']).toBe('no-store');
      expect(flood.text).toContain('Redirecting to /');
      const kept = await request(early).get('/blog?utm_source=x&tag=AI&fbclid=y');
      expect(kept.status).toBe(302);
      expect(kept.headers.location).toBe('/blog?tag=AI');
      const head = await request(early).head('/projects?x=1&page=2');
      expect(head.status).toBe(302);
      expect(head.headers.location).toBe('/projects?page=2');
      expect((await request(early).post('/?q=1')).status).toBe(599);
      expect((await request(early).get('/blog?q=agents')).status).toBe(599);
      expect((await request(early).get(`${NO_POST}?q=1`)).status).toBe(599);
      // Through the whole app the answer carries the usual headers, and a 404 stays a 404.
      const full = await request(s.app).get('/?q=1').set('User-Agent', BROWSER_UA);
      expect(full.status).toBe(302);
      expect(full.headers.location).toBe('/');
      expect(full.headers['x-request-id']).toBeTruthy();
      expect(full.headers['content-security-policy']).toContain("default-src 'self'");
      expect((await request(s.app).get(`${NO_POST}?q=1`).set('User-Agent', BROWSER_UA)).status).toBe(404);
    } finally {
      await s.close();
    }
  });
  it('answers a page read in the same turn of the event loop before the redirects read with it', async () => {
    const urls = ['/?q=1', '/?q=2', '/?q=3', '/?q=4', '/'];
    const raw = await rawSockets(urls.length);
    try {
      urls.forEach((url, i) => raw.get(i, url));
      raw.holdLoop(); // the redirects read first
      await raw.until(urls.length);
      expect(raw.finished[0]).toBe('/');
      expect(raw.finished.slice(1).sort()).toEqual(urls.slice(0, 4));
    } finally {
      await raw.close();
    }
  });

  it('answers a page that arrives while many redirects wait before the last of them', async () => {
    const redirects = Array.from({ length: 24 }, (_, i) => `/?q=${i}`);
    // The page is asked for as soon as the first redirect is answered.
    let onFirstAnswer: (() => void) | undefined = () => raw.get(redirects.length, '/');
    const raw = await rawSockets(redirects.length + 1, () => {
      onFirstAnswer?.();
      onFirstAnswer = undefined;
    });
    try {
      redirects.forEach((url, i) => raw.get(i, url));
      raw.holdLoop(); // all 24 read in one turn
      await raw.until(redirects.length + 1);
      // Answered all in one turn, the 24 redirects would all go before it.
      expect(raw.finished.indexOf('/')).toBeGreaterThan(0);
      expect(raw.finished.indexOf('/')).toBeLessThan(redirects.length);
      expect(raw.finished.filter((url) => url !== '/').sort()).toEqual([...redirects].sort());
    } finally {
      await raw.close();
    }
  });
});

/**
 * The site on a real port with `/` rendered and stored, and `count` raw
 * sockets connected and accepted: for the order in which the server answers
 * what it reads in one turn of its event loop. `finished` lists the URLs in
 * the order their answers finished; `onFinish` runs after each.
 */
async function rawSockets(count: number, onFinish?: () => void) {
  const s = await site();
  const finished: string[] = [];
  const server = createServer((req, res) => {
    res.once('finish', () => {
      finished.push(req.url!);
      onFinish?.();
    });
    s.app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sockets: Socket[] = [];
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    await s.close();
  };
  try {
    await s.pages.ready();
    await request(s.app).get('/').set('Accept-Encoding', 'identity');
    const { port } = server.address() as AddressInfo;
    for (let i = 0; i < count; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.on('data', () => undefined);
      sockets.push(socket);
      await new Promise((resolve) => socket.once('connect', resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 50)); // all accepted
  } catch (err) {
    await close();
    throw err;
  }
  finished.length = 0;
  return {
    finished,
    get: (i: number, url: string) =>
      sockets[i]!.write(`GET ${url} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\n`),
    /** Holds this process's event loop (the server's too) for 200 ms, so what was sent meanwhile is read in one turn. */
    holdLoop() {
      const until = Date.now() + 200;
      while (Date.now() < until);
    },
    async until(answers: number) {
      while (finished.length < answers) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    close,
  };
}

describe('security headers', () => {
  it('sends Permissions-Policy, and HSTS only for TLS through a trusted proxy', async () => {
    const direct = await site();
    const proxied = await site({ TRUST_PROXY: '1' });
    const off = await site({ TRUST_PROXY: '1' }, { HSTS_MAX_AGE_S: 0 });
    try {
      const hsts = async (app: typeof direct.app, proto?: string) => {
        const req = request(app).get('/healthz');
        const res = await (proto ? req.set('X-Forwarded-Proto', proto) : req);
        expect(res.headers['permissions-policy']).toContain('camera=()');
        return res.headers['strict-transport-security'];
      };
      expect(await hsts(direct.app, 'https')).toBeUndefined(); // nobody trusted: a client's own header
      expect(await hsts(proxied.app)).toBeUndefined(); // plain HTTP
      expect(await hsts(proxied.app, 'http')).toBeUndefined();
      expect(await hsts(proxied.app, 'https, http')).toBeUndefined(); // our proxy appended http
      expect(await hsts(proxied.app, 'https')).toBe('max-age=31536000');
      expect(await hsts(off.app, 'https')).toBeUndefined();
    } finally {
      await Promise.all([direct.close(), proxied.close(), off.close()]);
    }
  });

  it('gives a page from memory the same HSTS decision as a rendered one', async () => {
    const proxied = await site({ TRUST_PROXY: '1' });
    try {
      const get = (proto: string) =>
        request(proxied.app)
          .get('/faq')
          .set('User-Agent', BROWSER_UA)
          .set('Accept-Encoding', 'br')
          .set('X-Forwarded-Proto', proto);
      const rendered = await get('https');
      await get('https');
      // Wait until /faq is answered before routing (compressed in memory).
      let tries = 0;
      while (
        (await request(proxied.app).get('/faq').set('Accept-Encoding', 'br')).headers['content-encoding'] !== 'br' &&
        tries++ < 100
      ) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(proxied.pages.cacheStats().bytes).toBeGreaterThan(0);
      const cachedTls = await get('https');
      const cachedPlain = await get('http');
      expect(rendered.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(cachedTls.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(cachedPlain.headers['strict-transport-security']).toBeUndefined();
      expect(cachedTls.headers['permissions-policy']).toBe(rendered.headers['permissions-policy']);
    } finally {
      await proxied.close();
    }
  });
});

describe('connection limits', () => {
  const limitsOf = (over: Partial<Parameters<typeof httpServerOptions>[0]> = {}) => ({
    HEADERS_TIMEOUT_S: 1,
    REQUEST_TIMEOUT_S: 1,
    UPLOAD_TIMEOUT_S: 2,
    KEEP_ALIVE_TIMEOUT_S: 1,
    MAX_CONNECTIONS: 1000,
    ...over,
  });

  async function listening(limits: ReturnType<typeof limitsOf>) {
    const s = await site();
    const server: Server = createServer(httpServerOptions(limits));
    server.on('request', guardServer({ server, limits, logger })(s.app));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as AddressInfo).port;
    return {
      port,
      url: `http://127.0.0.1:${port}`,
      async close() {
        server.closeAllConnections();
        await new Promise((r) => server.close(r));
        await s.close();
      },
    };
  }

  /** A raw socket that records what it receives and when it closes. */
  function rawSocket(port: number, send?: string) {
    const start = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - start)));
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('error', () => undefined);
    if (send) socket.write(send);
    return { socket, closed, received: () => received };
  }

  it('closes sockets that never finish their headers, and answers a visitor meanwhile', async () => {
    const s = await listening(limitsOf());
    try {
      const idle = Array.from({ length: 40 }, () => rawSocket(s.port, 'GET / HTTP/1.1\r\nHost: x\r\n'));
      const visitor = await fetch(`${s.url}/healthz`);
      expect(visitor.status).toBe(200);
      const times = await Promise.all(idle.map((i) => i.closed));
      expect(Math.max(...times)).toBeLessThan(3_500);
      expect(idle[0]!.received()).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await s.close();
    }
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_S', async () => {
    const s = await listening(limitsOf());
    try {
      const c = rawSocket(s.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      const ms = await c.closed;
      expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
      expect(ms).toBeGreaterThan(800);
      expect(ms).toBeLessThan(3_000);
    } finally {
      await s.close();
    }
  });

  it('answers 408 to a form body that stalls, sooner than to a stalled upload', async () => {
    const s = await listening(limitsOf());
    try {
      const contact = rawSocket(
        s.port,
        'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
      );
      const upload = rawSocket(
        s.port,
        'POST /api/apply HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n',
      );
      const contactMs = await contact.closed;
      expect(contact.received()).toMatch(/^HTTP\/1\.1 408/);
      expect(contactMs).toBeLessThan(2_500);
      expect(upload.received()).toBe(''); // still allowed to send
      const uploadMs = await upload.closed;
      expect(upload.received()).toMatch(/^HTTP\/1\.1 408/);
      expect(uploadMs).toBeGreaterThan(1_800);
      expect(uploadMs).toBeLessThan(4_000);
      expect((await fetch(`${s.url}/healthz`)).status).toBe(200); // the server is fine
    } finally {
      await s.close();
    }
  });

  it('answers 503 with Retry-After to connections beyond MAX_CONNECTIONS', async () => {
    const s = await listening(
      limitsOf({ HEADERS_TIMEOUT_S: 10, REQUEST_TIMEOUT_S: 10, UPLOAD_TIMEOUT_S: 10, MAX_CONNECTIONS: 10 }),
    );
    try {
      const held = Array.from({ length: 10 }, () => rawSocket(s.port));
      await new Promise((r) => setTimeout(r, 200));
      const over = await fetch(`${s.url}/healthz`);
      expect(over.status).toBe(503);
      expect(over.headers.get('retry-after')).toBe('5');
      for (const h of held) h.socket.destroy();
      await Promise.all(held.map((h) => h.closed));
      await new Promise((r) => setTimeout(r, 100));
      expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
