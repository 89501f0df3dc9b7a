// Server entry, built by Vite (`--ssr`) and loaded by server/render. The
// server asks `prepare` for status and head before the first byte, then
// streams `render`.
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { resolveRoute, routes } from './routes';
import { concreteUrls } from './route-urls';
import { safeJson } from './head';
import { renderHead } from './head-render';
import { APP_DATA_ID, type AppData } from './app-data';

export interface PreparedPage {
  status: number;
  headHtml: string;
  /** Source path of the page chunk, to preload its built file. */
  chunk: string;
  /** Source paths of the content chunks the page shows (an article's body). */
  itemChunks: string[];
}

export async function prepare(url: string, siteUrl: string): Promise<PreparedPage> {
  const resolved = await resolveRoute(url);
  return {
    status: resolved.status,
    headHtml: renderHead(resolved.head, resolved.ctx.pathname, siteUrl),
    chunk: resolved.route.page.chunk,
    itemChunks: resolved.itemChunks,
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
  await Promise.all(routes.map((r) => r.page.preload()));
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
    const canonical = page.head.canonical ?? page.ctx.pathname;
    if (page.status === 200 && !/noindex/.test(page.head.robots ?? '') && canonical === url) out.push(url);
  }
  return out;
}
