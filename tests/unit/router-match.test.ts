// The site's own matcher (client/router/match-routes.ts) replaced
// react-router's in the browser bundle; it must pick the same route with the
// same params for every URL, react-router's rules included (case, trailing
// slashes, percent-escapes, ranking). react-router-dom stays a dev
// dependency for this comparison only.
import { matchRoutes as rrMatchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from '../../client/router/match-routes';
import { routes } from '../../client/routes';
import { concreteUrls } from '../../client/route-urls';

const table = routes.map((r, i) => ({ path: r.path, id: String(i) }));

const tricky = [
  '/',
  '',
  '/home',
  '/ABOUT',
  '/about/',
  '/about//',
  '/about/x',
  '/blog/1',
  '/blog/1/',
  '/blog/post',
  '/blog/Post',
  '/blog/%31',
  '/blog/a%2Fb',
  '/blog/%E0%A4%A',
  '/blog/',
  '/blog//1',
  '/projects/ecommerce-ai',
  '/projects/caf%C3%A9',
  '/projects/',
  '/services',
  '/services/',
  '/services/ai-agents',
  '/services/ai-agents/chatbot-solutions/',
  '/SERVICES/Chatbot-Solutions',
  '/servicesx',
  '/nope',
  '/nope/deeper/still',
  '/privacy-policy.html',
  '/a+b',
  '/(x)',
];

function ours(path: string) {
  const m = matchRoutes(table, path);
  return m && { id: m.route.id, params: m.params };
}

function theirs(path: string) {
  // react-router warns about a malformed escape (and matches the raw path, as ours does).
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const ms = rrMatchRoutes(table, path);
  warn.mockRestore();
  const m = ms?.[ms.length - 1];
  return m && { id: (m.route as { id: string }).id, params: { ...m.params } };
}

describe('the router matches as react-router does', () => {
  it.each([...tricky, ...concreteUrls(routes)])('%s', (path) => {
    expect(ours(path)).toEqual(theirs(path));
  });

  it('ranks optional and dynamic segments as react-router does', () => {
    const t = [
      { path: '/:lang?/about', id: 'a' },
      { path: '/:lang/:page', id: 'b' },
      { path: '/fr/*', id: 'c' },
      { path: '/fr/about', id: 'd' },
      { path: '*', id: 'e' },
    ];
    for (const p of ['/about', '/fr/about', '/en/about', '/fr/x', '/de/x', '/x', '/fr', '/']) {
      const ms = rrMatchRoutes(t, p);
      const m = matchRoutes(t, p);
      expect(m && { id: m.route.id, params: m.params }, p).toEqual(ms && { id: ms.at(-1)!.route.id, params: { ...ms.at(-1)!.params } });
    }
  });
});
