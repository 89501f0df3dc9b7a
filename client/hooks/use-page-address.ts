import { useInRouterContext, useLocation, useNavigate } from 'react-router-dom';

/*
 * The page's address and a way to go to another, with or without a router
 * around the component: the forms render inside the app's router on the
 * server and may hydrate on their own as islands in the browser, where the
 * address is the document's and going elsewhere is a page load. Whether a
 * router is around never changes for a mounted component, so the hooks below
 * are called in the same order on every render.
 */

/** The query of the page's address ('' on the server without a router). */
export function usePageSearch(): URLSearchParams {
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed for the component's life (see above)
  const search = inRouter ? useLocation().search : typeof window === 'undefined' ? '' : window.location.search;
  return new URLSearchParams(search);
}

/** Go to a page of the site: the router's navigation inside it, a page load outside. */
export function useGoTo(): (to: string) => void {
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed for the component's life (see above)
  const navigate = inRouter ? useNavigate() : undefined;
  return (to) => {
    if (navigate) void navigate(to);
    else window.location.assign(to);
  };
}
