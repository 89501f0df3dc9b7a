// The content a page shows, per language: each generated module of each
// language is a chunk of its own, so a French page downloads only French
// content and an English page only English. A page module's `load(ctx)`
// awaits what it shows for ctx.lang before the first render (loadFor), its
// components then read it synchronously (useContent); on client navigation
// a read suspends inside react-router's transition, as items do. Each
// module's loader is a module of its own (client/content-modules/), so a
// page's chunks carry only the loaders of the content it shows.
import { itemCache, useItem, type ItemCache } from './item-cache';
import { useLang } from './i18n';
import type { Lang } from '../shared/i18n/lang';
import type { RouteContext } from './route-kit';

type Import<T> = () => Promise<{ default: T }>;

/** One module per language, keyed by language in an item cache. */
export function byLang<T>(name: string, en: Import<T>, fr: Import<T>): ItemCache<T> {
  const chunk = (lang: Lang) => `shared/generated/${lang}/${name}.ts`;
  return itemCache<T>({ en: { load: en, chunk: chunk('en') }, fr: { load: fr, chunk: chunk('fr') } });
}

/** Load what a page shows in the URL's language; returns the chunks, to preload them. */
export async function loadFor(ctx: Pick<RouteContext, 'lang'>, ...caches: ItemCache<unknown>[]): Promise<string[]> {
  await Promise.all(caches.map((c) => c.load(ctx.lang)));
  return caches.map((c) => c.chunk(ctx.lang)!);
}

/** Content loaded by loadFor, outside React (a page's head()). */
export function loaded<T>(cache: ItemCache<T>, lang: Lang): T {
  const value = cache.peek(lang);
  if (value === undefined) throw new Error(`content read before its page's load() for "${lang}"`);
  return value;
}

/** The page language's content: synchronous once loaded, suspends while loading. */
export function useContent<T>(cache: ItemCache<T>): T {
  return useItem(cache, useLang());
}
