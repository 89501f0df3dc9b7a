import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publicFiles } from '../../server/app';
import { testApp, BROWSER_UA } from '../support/test-app';
import { canonicalOf, h1Count, metaDescription, titleOf } from '../support/html';
import { routes } from '../../client/routes';
import { en } from '../../shared/i18n/en';
import { concreteUrls } from '../../client/route-urls';
import { site } from '../../shared/content/site';
import { featuredProjectSlugs } from '../../shared/content/projects';
import { formatMoney } from '../../shared/format';

const { messages } = en;

const { app, close, cookie } = await testApp({ deliver: false });
afterAll(() => close());
const get = (url: string) => request(app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');

describe('every route of the table', () => {
  const urls = concreteUrls(routes);

  it('covers every pattern of the route table', () => {
    expect(urls.length).toBeGreaterThanOrEqual(routes.length - 1);
  });

  it.each(urls)('%s answers 200 with a title, one h1, a description and a canonical link', async (url) => {
    const res = await get(url);
    // A newsletter link page opened without its token is a link that is not valid (400), still a whole page.
    expect(res.status).toBe(/^(\/fr)?\/newsletter\//.test(url) ? 400 : 200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(titleOf(res.text)).toBeTruthy();
    expect(h1Count(res.text)).toBe(1);
    expect(metaDescription(res.text)?.length).toBeGreaterThan(40);
    expect(canonicalOf(res.text)).toMatch(/^https:\/\/www\.example\.com\//);
    expect(res.text).toContain('</html>');
  });
});

describe('home', () => {
  it('answers on / and /home with / as the one canonical address', async () => {
    const [a, b] = await Promise.all([get('/'), get('/home')]);
    expect(canonicalOf(a.text)).toBe('https://www.example.com/');
    expect(canonicalOf(b.text)).toBe('https://www.example.com/');
  });

  it('is complete without JavaScript: every section is in the server HTML', async () => {
    const res = await get('/');
    const { satisfaction, projects, experts } = site.stats;
    for (const text of [
      satisfaction,
      projects,
      experts,
      'Schedule a Discovery Call',
      formatMoney('en', site.workshopPrice),
      'What our clients say',
      'Frequently Asked Questions',
    ]) {
      expect(res.text).toContain(text.replace('&', '&amp;'));
    }
    expect(res.text).toContain('href="/services/ai-agents"');
    for (const slug of featuredProjectSlugs) expect(res.text).toContain(`href="/projects/${slug}"`);
    expect(res.text.match(/class="service-card /g)).toHaveLength(8);
    expect(res.text.match(/<details name="[^"]+" class="faq-item"/g)).toHaveLength(5);
  });

  it('sends no inline script and no third-party script', async () => {
    const res = await get('/');
    const scripts = res.text.match(/<script[^>]*>/g) ?? [];
    for (const tag of scripts) {
      const isData = /type="application\/(ld\+)?json"/.test(tag);
      expect(isData || /src="\/[^/]/.test(tag)).toBe(true);
    }
  });
});

describe('unknown paths', () => {
  it('answer 404 with the not-found page and the attempted path', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain(messages.notFound.heading);
    expect(res.text).toContain('/no/such/page');
    expect(res.text).toContain('href="/"');
    expect(res.text).toContain('noindex');
    expect(h1Count(res.text)).toBe(1);
  });

  it('escape the attempted path', async () => {
    const res = await get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('answer JSON under /api', async () => {
    const res = await request(app).get('/api/nothing').set('Accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('answer 404 to a POST on a page path, not 500', async () => {
    const res = await request(app).post('/about').set('Accept', 'text/html');
    expect(res.status).toBe(404);
  });
});

describe('HTTP behaviour', () => {
  it('GET /healthz answers 200 with JSON', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('pages carry a short cache, a validator, and answer 304 when it matches', async () => {
    // A browser that has its time-trap cookie (one that is handed it gets a private answer).
    const first = await get('/').set('Cookie', cookie);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/').set('If-None-Match', etag!);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('sends security headers and a request id', async () => {
    const res = await get('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses HTML', async () => {
    const res = await get('/').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves our own images', async () => {
    const res = await request(app).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/svg/);
  });
});

describe('the access log', () => {
  it('writes one line per request with its id, method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const logged = await testApp({ deliver: false, logger });
    lines.length = 0; // testApp's own page view (it fetches the form cookie)
    try {
      const res = await request(logged.app).get('/about').set('X-Request-Id', 'trace-42');
      expect(res.headers['x-request-id']).toBe('trace-42');
      const insane = await request(logged.app).get('/nope').set('X-Request-Id', 'no spaces allowed');
      expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const access = lines.filter((l) => l.msg === 'request completed');
      expect(access).toHaveLength(2);
      expect(access[0]).toMatchObject({
        level: 30,
        reqId: 'trace-42',
        req: { method: 'GET', url: '/about' },
        res: { statusCode: 200 },
      });
      expect(access[0]!.responseTime).toEqual(expect.any(Number));
      // A 404 is worth a warning; the id is the one sent back.
      expect(access[1]).toMatchObject({ level: 40, reqId: insane.headers['x-request-id'], res: { statusCode: 404 } });
    } finally {
      await logged.close();
    }
  });
});

describe('files and pages', () => {
  it('serves the public files; an unknown file is the 404 page', async () => {
    expect((await request(app).get('/images/hero.svg')).status).toBe(200);
    const missing = await get('/images/nope.svg');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('</html>');
  });

  it('knows the public files at start: not the page template, not the hashed assets', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      mkdirSync(path.join(dir, 'images', 'og'), { recursive: true });
      for (const f of ['index.html', 'favicon.svg', 'assets/entry-abc.js', 'images/og/home.jpg', 'images/a b.svg'])
        writeFileSync(path.join(dir, f), 'x');
      expect([...publicFiles(dir)].sort()).toEqual(['/favicon.svg', '/images/a%20b.svg', '/images/og/home.jpg']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
