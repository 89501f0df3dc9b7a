// Requests whose cost is bounded and pages with one address: a 15 KB search
// on every searchable page in both languages, the 404 page's canonical URL
// for a path spelled as another host, and the other spellings of a known
// path (trailing slash, double slashes, dot segments, capitals).
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { unreadParamRedirects } from '../../server/pages/unread-params';
import * as entry from '../../client/entry-server';
import { BROWSER_UA, testApp } from '../support/test-app';
import { otherPost, percentEncoded, post } from '../support/served';
import { longQuery, SEARCHES } from '../../scripts/fixtures/long-searches';

const SITE_URL = 'https://www.example.com';

/** The app as server/index.ts builds it, with its pages (fast path, renderer, cache) in reach. */
async function site() {
  // The entry as the server loads it, counting what reaches the renderer.
  const calls = { prepare: 0, render: 0 };
  const counted = {
    ...entry,
    prepare: (...args: Parameters<typeof entry.prepare>) => ((calls.prepare += 1), entry.prepare(...args)),
    render: (...args: Parameters<typeof entry.render>) => ((calls.render += 1), entry.render(...args)),
  };
  const ctx = await testApp({ entry: counted, deliver: false });
  await ctx.pages.ready();
  return { ...ctx, calls };
}

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

let s: Awaited<ReturnType<typeof site>>;
beforeAll(async () => {
  s = await site();
}, 60_000);
afterAll(() => s.close());
const get = (url: string) => request(s.app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');
/** What the server answers before Express (undefined: left to the app). */
const early = (url: string) => s.pages.fastPath.unreadRedirect({ method: 'GET', url, headers: {} } as IncomingMessage);

describe('a 15 KB search on every searchable page', { timeout: 120_000 }, () => {
  for (const { path: p, name, word } of SEARCHES) {
    const long = `${p}?${name}=${longQuery(word)}`;
    const short = `${p}?${name}=${word}`;

    it(`${p}?${name}=${word}+${word}+… is sent to ${short} before routing, and that page shows what was searched`, async () => {
      expect(long.length).toBeGreaterThan(14_900);
      expect(early(long)).toBe(short);
      // The renderer gives the same answer when the early map is not there.
      expect((await entry.prepare(long, SITE_URL)).redirect).toBe(short);
      const res = await get(long);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(short);
      const page = await get(res.headers.location!);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*value="${word}"`));
      // No link on the page carries the long query on (language switch, paging, sorting).
      expect(page.text).not.toContain(`${word}+${word}`);
      expect(page.text).not.toContain(`${word}%20${word}`);
    });

    it(`${p}?${name}=${word}+${word}+… never reaches the page's data or its renderer`, async () => {
      // Its cost in CPU time is printed by the bench's hostile search part.
      const before = { ...s.calls };
      for (let i = 0; i < 5; i++) expect((await get(long)).status).toBe(302);
      expect(s.calls).toEqual(before);
      // The one-word search does reach them: the count would see a render.
      expect((await get(short)).status).toBe(200);
      expect(s.calls.render).toBeGreaterThan(before.render);
    });
  }

  it('cuts a long query with many distinct words to a dozen words, and keeps other parameters', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    const res = await get(`/blog?tag=AI&q=${words.join('+')}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/blog?tag=AI&q=${words.slice(0, 12).join('%20')}`);
  });

  it('leaves a normal search alone', async () => {
    // Any search text: the page answers 200 whatever it finds.
    for (const url of [
      '/faq?q=pricing',
      '/fr/faq?q=s%C3%A9curit%C3%A9',
      '/blog?q=edge+%26+cloud',
      '/projects?q=python&page=1',
    ]) {
      expect(early(url), url).toBeUndefined();
      expect((await get(url)).status, url).toBe(200);
    }
  });
});

describe("the 404 page's canonical URL", { timeout: 60_000 }, () => {
  for (const url of ['/.//evil.com/x', '//evil.com/x', '/fr/.//evil.com/x', '/%2e//evil.com/x', '/\\evil.com/x']) {
    it(`${url} answers 404 with canonical and og:url on the site, at the path it spells`, async () => {
      expect(early(url)).toBeUndefined();
      const res = await get(url);
      expect(res.status).toBe(404);
      const canonical = attr(res.text, /<link rel="canonical" href="([^"]*)"/);
      const ogUrl = attr(res.text, /<meta property="og:url" content="([^"]*)"/);
      const expected = `${SITE_URL}${url.startsWith('/fr/') ? '/fr' : ''}/evil.com/x`;
      expect(canonical).toBe(expected);
      expect(ogUrl).toBe(expected);
      // No absolute URL in the head leaves the site.
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      const hosts = new Set([...head.matchAll(/https?:\/\/([^/"'\s]+)/g)].map((m) => m[1]));
      expect(hosts.has('evil.com')).toBe(false);
    });
  }
});

describe('another spelling of a known path', { timeout: 60_000 }, () => {
  // Posts from the content; the service path is one the specification names.
  const spellings: [string, string][] = [
    [`${post.path}/`, post.path],
    [`${post.frPath}/`, post.frPath],
    [`${post.path}/?ref=x&q=1`, `${post.path}?ref=x&q=1`],
    ['//about', '/about'],
    ['/./projects/', '/projects'],
    ['/services//chatbot-solutions', '/services/chatbot-solutions'],
    [`${post.path}/../${otherPost.id}`, otherPost.path],
    ['/ABOUT', '/about'],
    ['/Fr/FAQ?q=prix', '/fr/faq?q=prix'],
    ['/fr/', '/fr'],
    ['//', '/'],
    [`/%62log/${post.id}`, post.path],
    [`/fr/blog/${percentEncoded(String(post.id))}`, post.frPath],
    ['/%66%41Q?q=prix', '/faq?q=prix'],
    [`/blog/0${post.id}`, post.path],
    [`/fr/blog/00${post.id}/`, post.frPath],
  ];

  for (const [from, to] of spellings) {
    it(`${from} is sent to ${to} with a 301 before routing`, async () => {
      expect(early(from)).toBe(to);
      // From a browser that has its time-trap cookie: an answer handing one out is private instead.
      const res = await get(from).set('Cookie', s.cookie);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(to);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    });
  }

  it('gets the same Location from the renderer as from the early redirect, for every served path', async () => {
    const reads = await entry.readParams();
    const locationFor = unreadParamRedirects(reads, ['form']);
    const paths = Object.keys(reads);
    expect(paths.length).toBeGreaterThan(50);
    for (const p of paths) {
      const twins = [`${p}/`, `/${p}`, `${p.replace(/\/([^/]*)$/, '/./$1')}`, `${p.toUpperCase()}?x=1`].filter(
        (t) => t.split('?')[0] !== p && t !== '//',
      );
      for (const twin of twins) {
        const expected = p + (twin.includes('?') ? '?x=1' : '');
        expect(locationFor(twin), twin).toBe(expected);
        expect((await entry.prepare(twin, SITE_URL)).redirect, twin).toBe(expected);
      }
    }
  });

  it('renders no spelling of a known page: the render cache holds only the canonical path', async () => {
    expect((await get('/about')).status).toBe(200);
    const stored = s.pages.cacheStats().entries;
    for (let i = 0; i < 3; i++)
      for (const twin of ['/about/', '//about', '/./about', '/ABOUT', '/%61bout'])
        expect((await get(twin)).status).toBe(301);
    expect(s.pages.cacheStats().entries).toBe(stored);
  });

  it('leaves unknown paths and files to the app: a 404 stays a 404, never a redirect off the site', async () => {
    // '/blog/999999/': a post no content has.
    for (const url of ['/no-such-page/', '//evil.com', '/.//evil.com/', '/blog/999999/']) {
      expect(early(url), url).toBeUndefined();
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
    expect(early('/favicon.svg')).toBeUndefined();
    expect((await get('/favicon.svg')).status).toBe(200);
  });
});
