// Server entry, built by Vite (`--ssr`) and loaded by server/pages. The
// server asks `prepare` for status and head before the first byte (the one
// time a request is matched against the route table, by react-router's
// static handler), then streams `render` of that same prepared page. The
// page is a document: no script hydrates it as a whole; its islands carry
// their own props (client/islands/).
import { renderToPipeableStream, type PipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { Writable } from 'node:stream';
import { App, Shell } from './app';
import { resolveRoute, routeObjects, routes, shellCacheQuery } from './routes';
import {
  cacheKeyOf,
  cachedParamsOf,
  matchedOf,
  paramReadsOf,
  parseSiteUrl,
  readParamsIn,
  resolveMatched,
  withoutUnreadParams,
  type ResolvedPage,
  type RouteDef,
} from './route-kit';
import { IslandCollector, islandSlots } from './islands/island';
import { preloadIslands } from './islands/registry';
import { concreteUrls } from './route-urls';
import { readerOf, servedSpelling, type ParamReads } from '../shared/request-url';
import { canonicalPath, safeJson } from './head';
import { renderHead } from './head-render';
import { APP_DATA_ID, type AppData, type PreparedPage } from '../shared/ssr-data';
import { LANGS, LOCALES, localizePath } from '../shared/i18n/lang';
import { loadDictionary } from '../shared/i18n/load';
import { loadShell } from '../shared/content/shell';

/** The query of a URL as it came, '?' included ('' for none). */
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at).split('#')[0]!;
};

/** Paths the site serves (case and trailing slash as linked), the only ones worth storing. */
let servedPaths: Set<string> | undefined;

/** The server's router: the route table inside the layout route. */
const handler = createStaticHandler([{ id: 'site', Component: Shell, children: routeObjects }]);

/** What prepare() matched, for the render of the same page. */
const matchedPages = new WeakMap<
  PreparedPage,
  { url: string; resolved: ResolvedPage; context: StaticHandlerContext }
>();

/** `today` ('YYYY-MM-DD'): the day the page is rendered and cached for (jobs close at its end). */
export async function prepare(url: string, siteUrl: string, today?: string): Promise<PreparedPage> {
  const parsed = parseSiteUrl(url);
  // A GET whatever the request's method: no route has an action, and a
  // form's answer is rendered as its page.
  const context = await handler.query(new Request(parsed.href));
  if (context instanceof Response) throw new Error(`the route table answered ${url} with a response`);
  const leaf = context.matches.at(-1);
  const def = leaf?.route.handle as RouteDef | undefined;
  if (!leaf || !def) throw new Error(`route table has no catch-all for ${parsed.pathname}`);
  const resolved = await resolveMatched(matchedOf(def, leaf.params, parsed, today));
  const declared = cachedParamsOf(resolved.route, shellCacheQuery);
  const read = readerOf(paramReadsOf(resolved.route, shellCacheQuery));
  const paths = (servedPaths ??= new Set(concreteUrls(routes)));
  const spelling = servedSpelling(url.split(/[?#]/)[0]!, (p) => paths.has(p));
  const page: PreparedPage = {
    status: resolved.status,
    headHtml: renderHead(resolved.head, resolved.ctx.pathname, siteUrl, resolved.ctx.lang),
    htmlLang: LOCALES[resolved.ctx.lang].htmlLang,
    chunk: resolved.route.page.chunk,
    cacheKey: resolved.status === 200 && paths.has(resolved.ctx.pathname) ? cacheKeyOf(resolved, declared) : undefined,
    // Another spelling of a served path ('/blog/1/', '//about', '/ABOUT')
    // goes to the path, query as it came; a served path, to its query
    // without unread parameters and with its search text within the bound.
    redirect:
      spelling !== undefined
        ? spelling + queryOf(url)
        : resolved.status === 200
          ? withoutUnreadParams(resolved, read)
          : undefined,
  };
  matchedPages.set(page, { url, resolved, context });
  return page;
}

/** Stream a page prepare() returned; its island slots are filled on the way out. */
export function render(page: PreparedPage, options: RenderToPipeableStreamOptions, data: AppData): PipeableStream {
  const matched = matchedPages.get(page);
  if (!matched) throw new Error('render() takes a page that prepare() returned');
  const islands = new IslandCollector();
  const router = createStaticRouter(handler.dataRoutes, matched.context);
  const stream = renderToPipeableStream(
    <App data={data} lang={matched.resolved.ctx.lang} islands={islands}>
      <StaticRouterProvider router={router} context={matched.context} hydrate={false} />
    </App>,
    options,
  );
  return {
    abort: (reason?: unknown) => stream.abort(reason),
    pipe<T extends NodeJS.WritableStream>(destination: T): T {
      const slots = islandSlots(islands, data, matched.url);
      slots.on('error', (error) => (destination as unknown as Writable).destroy(error));
      stream.pipe(slots);
      slots.pipe(destination);
      return destination;
    },
  };
}

/** The app data as a non-executed JSON script for the head. */
export function appDataScript(data: AppData): string {
  return `<script type="application/json" id="${APP_DATA_ID}">${safeJson(data)}</script>`;
}

/** Load every page module once, so no render ever waits on an import. */
export async function preloadAll(): Promise<void> {
  await Promise.all([
    ...routes.map((r) => r.page.preload()),
    ...LANGS.map(loadDictionary),
    ...LANGS.map(loadShell),
    preloadIslands(),
  ]);
}

export { routes };

/**
 * Every concrete URL the route table serves that search engines should
 * index: the page answers 200, is not noindex, and is its own canonical.
 */
export async function indexableUrls(): Promise<string[]> {
  const out: string[] = [];
  for (const url of concreteUrls(routes)) {
    const page = await resolveRoute(url);
    const canonical = canonicalPath(page.head, page.ctx.pathname, page.ctx.lang);
    if (page.status === 200 && !/noindex/.test(page.head.robots ?? '') && canonical === url) out.push(url);
  }
  return out;
}

/**
 * Every path the route table serves and an unknown one per language (its
 * 404 page): the pages whose CSS the build inlines (scripts/page-styles.ts).
 */
export function servedUrls(): string[] {
  return [...concreteUrls(routes), ...LANGS.map((lang) => localizePath(lang, '/no-such-page'))];
}

/** The parameters each served path's page reads: the server redirects the rest away before routing. */
export function readParams(): Promise<Record<string, ParamReads>> {
  return readParamsIn(routes, concreteUrls(routes), shellCacheQuery);
}
