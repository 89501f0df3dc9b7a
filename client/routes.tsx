// The single route table: the server's router matches a request against it
// once (client/entry-server.tsx), for status, head and the page it renders.
// The browser has no router: a link is a page load. Each screen is its own
// module, exporting its head data and status.
import type { RouteObject } from 'react-router-dom';
import { createElement, type ReactElement } from 'react';
import { matchIn, page, resolveIn, type RouteDef } from './route-kit';
import { LANGS, DEFAULT_LANG, localizePath } from '../shared/i18n/lang';
import { SERVICE_PARAM, SERVICE_SLUGS } from '../shared/schemas/contact-fields';

const HomePage = page('client/pages/home-page.tsx', () => import('./pages/home-page'));
const AboutPage = page('client/pages/about-page.tsx', () => import('./pages/about-page'));
const ContactPage = page('client/pages/contact-page.tsx', () => import('./pages/contact-page'));
const FaqPage = page('client/pages/faq-page.tsx', () => import('./pages/faq-page'));
const ProjectsPage = page('client/pages/projects-page.tsx', () => import('./pages/projects-page'));
const ProjectPage = page('client/pages/project-page.tsx', () => import('./pages/project-page'));
const CareersPage = page('client/pages/careers-page.tsx', () => import('./pages/careers-page'));
const BlogPage = page('client/pages/blog-page.tsx', () => import('./pages/blog-page'));
const BlogPostPage = page('client/pages/blog-post-page.tsx', () => import('./pages/blog-post-page'));
const PrivacyPage = page('client/pages/privacy-page.tsx', () => import('./pages/privacy-page'));
const TermsPage = page('client/pages/terms-page.tsx', () => import('./pages/terms-page'));
const DocsPage = page('client/pages/docs-page.tsx', () => import('./pages/docs-page'));
const ServicesPage = page('client/pages/services-page.tsx', () => import('./pages/services-page'));
const ServicePage = page('client/pages/service-page.tsx', () => import('./pages/service-page'));
const NewsletterConfirmPage = page(
  'client/pages/newsletter-confirm-page.tsx',
  () => import('./pages/newsletter-confirm-page'),
);
const NewsletterUnsubscribePage = page(
  'client/pages/newsletter-unsubscribe-page.tsx',
  () => import('./pages/newsletter-unsubscribe-page'),
);
const NotFoundPage = page('client/pages/not-found-page.tsx', () => import('./pages/not-found-page'));

// Query parameters worth a cached page per value (see RouteDef.cacheQuery):
// finite sets the site links to. Free-text searches (q, search) and
// per-visitor references (applied, ref) are `reads`: rendered, never stored.
// `choices` are parameters with a fixed few values, one cached page each;
// any other value is dropped as if unread. A parameter in none of the lists
// is redirected away: a page that starts reading a new one must list it here.
const blogQuery = { category: '', tag: '', sort: 'latest', view: 'list', page: '1' };
const projectsQuery = { category: '', industry: '', filters: '', page: '1' };

/** The English table; every other language gets the same routes under its prefix (below). */
export const englishRoutes: readonly RouteDef[] = [
  { path: '/', page: HomePage },
  { path: '/home', page: HomePage },
  { path: '/about', page: AboutPage },
  // ?service=: the option a call to action chooses, one of the form's eight or ignored;
  // ?map=1: the page with the office map in it (the "Show the map" link without scripts).
  {
    path: '/contact',
    page: ContactPage,
    cacheQuery: { sent: '', map: '' },
    reads: ['ref'],
    choices: { [SERVICE_PARAM]: SERVICE_SLUGS },
  },
  { path: '/faq', page: FaqPage, reads: ['q'] },
  { path: '/projects', page: ProjectsPage, cacheQuery: projectsQuery, reads: ['q'] },
  { path: '/projects/:slug', page: ProjectPage },
  { path: '/careers', page: CareersPage, cacheQuery: { apply: '' }, reads: ['applied'] },
  { path: '/blog', page: BlogPage, cacheQuery: blogQuery, reads: ['q', 'search'] },
  { path: '/blog/post', page: BlogPostPage },
  { path: '/blog/:id', page: BlogPostPage },
  { path: '/privacy-policy', page: PrivacyPage },
  { path: '/terms-of-service', page: TermsPage },
  { path: '/demo-documentation', page: DocsPage },
  { path: '/services', page: ServicesPage },
  // Group pages, service pages and their aliases; the module answers 404 for the rest.
  { path: '/services/*', page: ServicePage },
  // The newsletter's links: per-subscriber tokens, rendered but never stored.
  { path: '/newsletter/confirm', page: NewsletterConfirmPage, reads: ['token', 'welcome'] },
  { path: '/newsletter/unsubscribe', page: NewsletterUnsubscribePage, reads: ['token', 'done'] },
  { path: '*', page: NotFoundPage },
];

/**
 * The whole table: English, then each other language's twin of every route
 * (same page modules, cacheQuery and reads; '/fr' for '/', '/fr/*' for the
 * catch-all, so a missing French page answers the French 404). Slugs stay
 * English, so a twin is the English path with the prefix.
 */
export const routes: readonly RouteDef[] = [
  ...englishRoutes,
  ...LANGS.filter((l) => l !== DEFAULT_LANG).flatMap((lang) =>
    englishRoutes.map((r) => ({ ...r, path: r.path === '*' ? localizePath(lang, '/*') : localizePath(lang, r.path) })),
  ),
];

/** The table as react-router route objects, each carrying its definition as `handle`. */
export const routeObjects: (RouteObject & { element: ReactElement; handle: RouteDef })[] = routes.map((r) => ({
  path: r.path,
  element: createElement(r.page),
  handle: r,
}));

export const matchRoute = (url: string, today?: string) => matchIn(routes, url, today);

/** Read by the newsletter form in the app shell, so by every page. */
export const shellCacheQuery = { subscribed: '' };
export const resolveRoute = (url: string, today?: string) => resolveIn(routes, url, today);
