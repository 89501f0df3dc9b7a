// The router's state and hooks: the same names and shapes as react-router's
// (useLocation, useNavigate, useParams, useSearchParams), for what this site
// uses of them. See browser-router.tsx for why the site has its own router.
import { createContext, useContext, useMemo } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Changes on every navigation, even to the same URL. */
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  /** Accepted for react-router's signature; scrolling is ScrollToTop's business (client/app.tsx). */
  preventScrollReset?: boolean;
}

export interface Navigate {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

export interface RouterState {
  location: Location;
  navigate: Navigate;
}

export const RouterContext = createContext<RouterState | null>(null);
export const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

/** `/a?b#c` -> its parts; search and hash keep their `?` and `#` (empty when absent or bare). */
export function parsePath(url: string): Omit<Location, 'key'> {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return { pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export function createPath(to: To): string {
  if (typeof to === 'string') {
    const p = parsePath(to);
    return p.pathname + p.search + p.hash;
  }
  const search = to.search && to.search !== '?' ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash && to.hash !== '#' ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return (to.pathname || '/') + search + hash;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks are used inside <BrowserRouter> or <StaticRouter>');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): Navigate => useRouter().navigate;
export const useParams = () => useContext(ParamsContext);

/** The current query; the site changes it by navigating (client/hooks/use-query-nav.ts). */
export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}
