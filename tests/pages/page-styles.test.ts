// A page carries its own CSS inline in its <head> and links the site's
// stylesheet after its content (server/pages/page-styles.ts); its CSP allows
// that one inline style by its hash, whether the page is rendered or sent
// from the render cache, compressed, by the fast path.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStylesOf, styleHash, withInlineStyle } from '../../server/pages/page-styles';
import { firstScreenHtml } from '../../scripts/page-styles';
import { routes } from '../../client/routes';
import { BROWSER_UA, testApp } from '../support/test-app';

/** CSS of its own for each page module of the route table, naming the module. */
const chunks = [...new Set(routes.map((r) => r.page.chunk))];
const cssOf = (chunk: string) => `body{--page:"${chunk}"}`;
const STYLESHEET = '/client/styles/main.scss';

describe('a page with its CSS inline', () => {
  let s: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    s = await testApp({
      deliver: false,
      pageStyles: pageStylesOf({ stylesheet: STYLESHEET, pages: Object.fromEntries(chunks.map((c) => [c, cssOf(c)])) }),
    });
  });
  afterAll(() => s.close());
  const get = (url: string, encoding = 'identity') =>
    request(s.app).get(url).set('User-Agent', BROWSER_UA).set('Accept-Encoding', encoding);

  it('has it in <head>, the stylesheet at the end of <body>, and its hash alone in its CSP, rendered and from memory', async () => {
    const home = routes.find((r) => r.path === '/')!.page.chunk;
    const css = cssOf(home);
    for (const encoding of ['identity', 'identity', 'br', 'br']) {
      const res = await get('/', encoding);
      expect(res.status).toBe(200);
      const html = res.text;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<style>${css}</style>`);
      expect(head).not.toContain('rel="stylesheet"');
      expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${STYLESHEET}">\\s*</body>`));
      const policy = String(res.headers['content-security-policy']);
      expect(policy, encoding).toContain(`style-src-elem 'self' ${styleHash(css)};`);
    }
  });

  it("keeps the hash in a 304, whose headers replace the cached page's in the browser, rendered and from memory", async () => {
    const css = cssOf(routes.find((r) => r.path === '/faq')!.page.chunk);
    const etag = String((await get('/faq')).headers.etag);
    // The first revalidation may be rendered, the next ones come from memory.
    for (const round of [1, 2, 3]) {
      const res = await request(s.app).get('/faq').set('User-Agent', BROWSER_UA).set('If-None-Match', etag);
      expect(res.status, `round ${round}`).toBe(304);
      expect(String(res.headers['content-security-policy']), `round ${round}`).toContain(
        `style-src-elem 'self' ${styleHash(css)};`,
      );
    }
  });

  it('names another hash on a page of another module, and the 404 page its own', async () => {
    const about = await get('/about');
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    const hashOf = (res: request.Response) =>
      /style-src-elem 'self' ('sha256-[^']+')/.exec(String(res.headers['content-security-policy']))?.[1];
    const home = routes.find((r) => r.path === '/')!.page.chunk;
    expect(hashOf(about)).toBe(styleHash(cssOf(routes.find((r) => r.path === '/about')!.page.chunk)));
    expect(hashOf(missing)).not.toBe(hashOf(about));
    expect(hashOf(about)).not.toBe(styleHash(cssOf(home)));
  });
});

describe('withInlineStyle', () => {
  it('refuses a template that does not link the stylesheet it is told of', () => {
    const style = { element: '<style>a{}</style>', hash: styleHash('a{}'), after: '/assets/style-x.css' };
    expect(() => withInlineStyle('<html><head></head><body></body></html>', '/assets/style-x.css', style)).toThrow(
      /does not link/,
    );
  });

  const template =
    '<html><head><link rel="stylesheet" href="/assets/style-x.css"></head><body><!--app-html--></body></html>';
  it("links the page module's stylesheet at the end of <body>, and nothing where the build wrote none", () => {
    const style = { element: '<style>a{}</style>', hash: styleHash('a{}') };
    const withRest = withInlineStyle(template, '/assets/style-x.css', {
      ...style,
      after: '/assets/page-home-page-y.css',
    });
    expect(withRest).toContain('<head>\n    <style>a{}</style></head>');
    expect(withRest).toMatch(/<link rel="stylesheet" href="\/assets\/page-home-page-y\.css">\s*<\/body>/);
    expect(withRest).not.toContain('style-x.css');
    expect(withInlineStyle(template, '/assets/style-x.css', { ...style, after: undefined })).not.toContain('<link');
  });
});

describe("a page's first screen (scripts/page-styles.ts)", () => {
  const page = [
    '<a class="skip-link" href="#main">Skip</a><header class="site-navbar"><nav><a class="brand">Home</a></nav></header>',
    '<main id="main"><div data-newsletter-popup=""></div>',
    '<section class="hero"><h1>Title</h1><img src="a.svg" alt=""></section>',
    '<section class="second"><footer class="card-footer">in a card</footer></section>',
    '<section class="third"><p>x</p></section>',
    '<section class="fourth"><p>y</p></section><section class="fifth"></section>',
    '</main><footer class="site-footer"><div class="footer-links"><footer>nested</footer></div></footer>',
    '<a class="chat-button" href="#">Chat</a><div class="toast-region"></div>',
  ].join('');

  it('keeps the header, the first three blocks of main with content, and what follows the footer', () => {
    const html = firstScreenHtml(page);
    for (const kept of [
      'skip-link',
      'site-navbar',
      'data-newsletter-popup',
      'hero',
      'second',
      'card-footer',
      'third',
      'chat-button',
      'toast-region',
    ])
      expect(html, kept).toContain(kept);
    for (const cut of ['fourth', 'fifth', 'site-footer', 'footer-links', 'nested'])
      expect(html, cut).not.toContain(cut);
    expect(html).toContain('<p>x</p></section></main><a class="chat-button"');
  });
});
