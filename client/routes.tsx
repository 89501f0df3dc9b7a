// The single route table, used by the server (status, head, preload) and
// the browser (routing, head on navigation). Each screen is its own chunk,
// and each page module exports its head data and status.
import type { RouteObject } from 'react-router-dom';
import { createElement } from 'react';
import { matchIn, page, resolveIn, type RouteDef } from './route-kit';

const HomePage = page('client/pages/home-page.tsx', () => import('./pages/home-page'));
const NotFoundPage = page('client/pages/not-found-page.tsx', () => import('./pages/not-found-page'));

export const routes: readonly RouteDef[] = [
  { path: '/', page: HomePage },
  { path: '/home', page: HomePage },
  { path: '*', page: NotFoundPage },
];

export const routeObjects: RouteObject[] = routes.map((r) => ({ path: r.path, element: createElement(r.page) }));

export const matchRoute = (url: string) => matchIn(routes, url);
export const resolveRoute = (url: string) => resolveIn(routes, url);
