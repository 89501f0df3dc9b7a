import { createElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from './match-routes';
import { ParamsContext, useLocation } from './location';

/** The element of the route the current location matches, its params given to useParams. */
export function useRoutes(routes: readonly (RouteObject & { element: ReactNode })[]): ReactNode {
  const { pathname } = useLocation();
  const match = matchRoutes(routes, pathname);
  return match ? createElement(ParamsContext.Provider, { value: match.params }, match.route.element) : null;
}
