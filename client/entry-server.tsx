// Server entry, built by Vite (`--ssr`) and loaded by server/render. The
// server asks `prepare` for status and head before the first byte, then
// streams `render`.
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { resolveRoute, routes, shellCacheQuery } from './routes';
import { cacheKeyOf, readParamsIn, withoutUnreadParams } from './route-kit';
import { concreteUrls } from './route-urls';
import { servedSpelling } from '../shared/request-url';
import { canonicalPath, safeJson } from './head';
import { renderHead } from './head-render';
import { APP_DATA_ID } from './app-data';
import type { AppData, PreparedPage } from '../shared/ssr-data';
import { LANGS, LOCALES } from '../shared/i18n/lang';
import { loadDictionary } from '../shared/i18n/load';
import { loadShell } from '../shared/content/shell';

/** The query of a URL as it came, '?' included ('' for none). */
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at).split('#')[0]!;
};

/** Paths the site serves (case and trailing slash as linked), the only ones worth storing. */
let servedPaths: Set<string> | undefined;

/** `today` ('YYYY-MM-DD'): the day the page is rendered and cached for (jobs close at its end). */
export async function prepare(url: string, siteUrl: string, today?: string): Promise<PreparedPage> {
  const resolved = await resolveRoute(url, today);
  const declared = { ...shellCacheQuery, ...resolved.route.cacheQuery };
  const read = (name: string) => Object.hasOwn(declared, name) || (resolved.route.reads?.includes(name) ?? false);
  const paths = (servedPaths ??= new Set(concreteUrls(routes)));
  const spelling = servedSpelling(url.split(/[?#]/)[0]!, (p) => paths.has(p));
  return {
    status: resolved.status,
    headHtml: renderHead(resolved.head, resolved.ctx.pathname, siteUrl, resolved.ctx.lang),
    htmlLang: LOCALES[resolved.ctx.lang].htmlLang,
    chunk: resolved.route.page.chunk,
    itemChunks: resolved.itemChunks,
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
}

export function render(url: string, options: RenderToPipeableStreamOptions, data: AppData) {
  return renderToPipeableStream(
    <StaticRouter location={url}>
      <App data={data} />
    </StaticRouter>,
    options,
  );
}

/** The app data as a non-executed JSON script for the head. */
export function appDataScript(data: AppData): string {
  return `<script type="application/json" id="${APP_DATA_ID}">${safeJson(data)}</script>`;
}

/** Load every page module once, so no render ever waits on an import. */
export async function preloadAll(): Promise<void> {
  await Promise.all([...routes.map((r) => r.page.preload()), ...LANGS.map(loadDictionary), ...LANGS.map(loadShell)]);
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

/** The parameters each served path's page reads: the server redirects the rest away before routing. */
export function readParams(): Promise<Record<string, string[]>> {
  return readParamsIn(routes, concreteUrls(routes), shellCacheQuery);
}
