// The pieces every route table entry is made of. A page module is loaded
// lazily (one chunk per screen) and carries its own head data and status,
// so the entry chunk holds no page content. A loaded module renders
// without suspending: the server preloads every page, the client the
// current one before hydrating.
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { PageHead } from './head';
import { langOfPath, type Lang } from '../shared/i18n/lang';
import { normalPath, readQuery, type ParamReads } from '../shared/request-url';
import { utcDay } from '../shared/job-open';
import { loadDictionary } from '../shared/i18n/load';
import { loadShell } from '../shared/content/shell';

export interface RouteContext {
  pathname: string;
  /** The page's language, from the path (shared/i18n/lang.ts). */
  lang: Lang;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The day the page is rendered for ('YYYY-MM-DD', UTC): the server's, handed to the browser in AppData. */
  today: string;
}

/** What a page module exports. */
export interface PageModule {
  default: ComponentType;
  head: (ctx: RouteContext) => PageHead;
  /** HTTP status; a page may answer 404 for an unknown id. Default 200. */
  status?: (ctx: RouteContext) => number;
  /**
   * Loads the content item the URL shows (an article's body, a service's
   * copy; shared/item-cache.ts) before head, status and the first render.
   */
  load?: (ctx: RouteContext) => Promise<void>;
  /**
   * Where the language switch leads (a site path in `other`) when not the
   * same URL in that language (undefined): an item written in one language
   * only leads to the other language's list. Called once load() is done.
   */
  twin?: (ctx: RouteContext, other: Lang) => string | undefined;
}

export interface PageComponent {
  (): ReturnType<typeof createElement>;
  /** The page module's source path: the key of its own inline CSS (server/pages/page-styles.ts). */
  chunk: string;
  preload: () => Promise<PageModule>;
  /** The page module, once preload() has loaded it. */
  loaded: () => PageModule | undefined;
}

export interface RouteDef {
  path: string;
  page: PageComponent;
  /**
   * Query parameters the page reads whose values each deserve a cached page
   * of their own, with the value that means "not given". Any other parameter
   * (free text, a visitor's reference, anything unknown) still reaches the
   * page, but that URL is rendered without being stored: see cacheKeyOf.
   */
  cacheQuery?: Readonly<Record<string, string>>;
  /** Parameters the page also reads, each value rendered but never stored (free text, references). */
  reads?: readonly string[];
  /**
   * Parameters whose value is one of a few (the contact form's service),
   * each worth a cached page; absent means "not given". Any other value is
   * read as no parameter at all: redirected away, never rendered or stored,
   * so the cache holds at most one page per listed value.
   */
  choices?: Readonly<Record<string, readonly string[]>>;
}

/** The parameters a route's page reads, with the shell's (read on every page). */
export function paramReadsOf(route: RouteDef, shell: Readonly<Record<string, string>>): ParamReads {
  const reads: Record<string, readonly string[] | null> = {};
  for (const name of [...Object.keys(shell), ...Object.keys(route.cacheQuery ?? {}), ...(route.reads ?? [])])
    reads[name] = null;
  for (const [name, values] of Object.entries(route.choices ?? {})) reads[name] = values;
  return reads;
}

/** The parameters stored per value, with the value that means "not given": cacheQuery, choices and the shell's. */
export function cachedParamsOf(route: RouteDef, shell: Readonly<Record<string, string>>): Record<string, string> {
  const declared: Record<string, string> = { ...shell, ...route.cacheQuery };
  for (const name of Object.keys(route.choices ?? {})) declared[name] = '';
  return declared;
}

export function page(chunk: string, load: () => Promise<PageModule>): PageComponent {
  let loaded: PageModule | undefined;
  const Lazy = lazy(load);
  const Page = (() => createElement(loaded?.default ?? Lazy)) as PageComponent;
  Page.chunk = chunk;
  Page.preload = async () => (loaded ??= await load());
  Page.loaded = () => loaded;
  return Page;
}

export interface MatchedRoute {
  route: RouteDef;
  ctx: RouteContext;
}

/** The URL as the site reads it: the path normalised, read after the origin ('//host/x' is a path here, never another host). */
export function parseSiteUrl(url: string): URL {
  const cut = url.search(/[?#]/);
  return new URL(`http://localhost${normalPath(cut < 0 ? url : url.slice(0, cut))}${cut < 0 ? '' : url.slice(cut)}`);
}

/** A route the router matched, with the context its page module is asked in. */
export function matchedOf(
  route: RouteDef,
  params: Readonly<Record<string, string | undefined>>,
  parsed: URL,
  today: string = utcDay(),
): MatchedRoute {
  return {
    route,
    ctx: { pathname: parsed.pathname, lang: langOfPath(parsed.pathname), params, search: parsed.searchParams, today },
  };
}

/** `today` defaults to the current UTC day; the server passes the day it renders and caches for. */
export function matchIn(table: readonly RouteDef[], url: string, today?: string): MatchedRoute {
  const parsed = parseSiteUrl(url);
  // The table is flat, so the last (only) match is the route; the server's
  // static handler picks the same one from the same table and rules.
  const match = matchRoutes(table as RouteDef[], parsed.pathname)?.at(-1);
  if (!match) throw new Error(`route table has no catch-all for ${parsed.pathname}`);
  return matchedOf(match.route, match.params, parsed, today);
}

export interface ResolvedPage extends MatchedRoute {
  status: number;
  head: PageHead;
}

/** Load the matched page module and the item it shows, and ask it for status and head. */
export async function resolveMatched(matched: MatchedRoute): Promise<ResolvedPage> {
  const { lang } = matched.ctx;
  const [mod] = await Promise.all([matched.route.page.preload(), loadDictionary(lang), loadShell(lang)]);
  await mod.load?.(matched.ctx);
  return { ...matched, status: mod.status?.(matched.ctx) ?? 200, head: mod.head(matched.ctx) };
}

/** Match, load the page module and the item it shows, and ask it for status and head. */
export async function resolveIn(table: readonly RouteDef[], url: string, today?: string): Promise<ResolvedPage> {
  return resolveMatched(matchIn(table, url, today));
}

/**
 * The render cache's key for a URL: the path plus the declared parameters,
 * sorted by name (values of one name keep their order), values that mean
 * "not given" dropped. Undefined when the query holds anything else: such a
 * URL is rendered but never stored, so invented URLs cannot fill the cache.
 */
export function cacheKeyOf(matched: MatchedRoute, declared: Readonly<Record<string, string>>): string | undefined {
  const kept: [string, string][] = [];
  const choices = matched.route.choices ?? {};
  for (const [name, value] of matched.ctx.search) {
    if (!Object.hasOwn(declared, name)) return undefined;
    // A value no choice lists is never a key (it is redirected away before).
    if (Object.hasOwn(choices, name) && !choices[name]!.includes(value)) return undefined;
    if (value !== '' && value !== declared[name]) kept.push([name, value]);
  }
  // Array.prototype.sort is stable: repeated names keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // encodeURIComponent, as the site's own links are written (%20, not +).
  const query = kept.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return matched.ctx.pathname + (query ? `?${query}` : '');
}

/**
 * The same URL without the parameters its page never reads (utm_*, typos,
 * cache-busting junk) and with its free-text search within the search
 * bound; undefined when it is already so. The server redirects there, so
 * such URLs cost neither a render nor a cache entry.
 */
export function withoutUnreadParams(
  matched: MatchedRoute,
  read: (name: string, value: string) => boolean,
): string | undefined {
  const query = readQuery(matched.ctx.search, read);
  if (query === undefined) return undefined;
  return matched.ctx.pathname + (query ? `?${query}` : '');
}

/**
 * The query parameters each page reads, by concrete path, for the paths
 * whose page answers 200: the shell's, the route's cacheQuery, its reads
 * and its choices with their values. The server answers withoutUnreadParams's redirect from this map
 * before routing (server/pages/unread-params.ts), so any route, a future
 * translated twin included, gets it from its declarations alone. It holds
 * because a page's status depends on its path, never on the query.
 */
export async function readParamsIn(
  table: readonly RouteDef[],
  urls: readonly string[],
  shell: Readonly<Record<string, string>>,
): Promise<Record<string, ParamReads>> {
  const out: Record<string, ParamReads> = {};
  for (const url of urls) {
    const resolved = await resolveIn(table, url);
    if (resolved.status !== 200 || resolved.ctx.pathname !== url) continue;
    out[url] = paramReadsOf(resolved.route, shell);
  }
  return out;
}
