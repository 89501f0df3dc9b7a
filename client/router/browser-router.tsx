// The site's own router: the browser side. react-router 7 was 11.5 KB of
// gzip JavaScript in the entry chunk, on every page, for a flat route
// table, links and a few hooks (its data APIs, prefetching and form
// helpers could not be tree-shaken out); these files are about 1.5 KB.
// Same behaviour as react-router's BrowserRouter: history pushState, back
// and forward through popstate, and every location change applied inside
// startTransition, so a page that suspends (its chunk or its item still
// downloading) keeps the old page on screen until the new one is ready.
import { startTransition, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext, createPath, parsePath, type Location, type Navigate, type NavigateOptions, type To } from './location';

let keys = 0;
const readLocation = (key: string): Location => ({ ...parsePath(window.location.pathname + window.location.search + window.location.hash), key });

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => readLocation('default'));

  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setLocation(readLocation(`p${++keys}`)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback(((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const href = createPath(to);
    const key = `n${++keys}`;
    if (options.replace) window.history.replaceState({ key }, '', href);
    else window.history.pushState({ key }, '', href);
    startTransition(() => setLocation(readLocation(key)));
  }) as Navigate, []);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
