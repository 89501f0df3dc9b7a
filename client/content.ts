// React's side of the content caches (shared/item-cache.ts; the caches
// themselves are the content build's, shared/generated/load/): a page
// module's `load(ctx)` awaits what it shows in ctx.lang before the first
// render (loadFor), its components then read it synchronously (useContent,
// useItem); in the browser, an island whose strings are not loaded yet (the
// newsletter popup's) suspends until their chunk has arrived.
import { use } from 'react';
import { useLang } from './i18n';
import type { ItemCache } from '../shared/item-cache';
import type { Lang } from '../shared/i18n/lang';
import type { RouteContext } from './route-kit';

/** Load what a page shows in the URL's language. */
export async function loadFor(ctx: Pick<RouteContext, 'lang'>, ...caches: ItemCache<unknown>[]): Promise<void> {
  await Promise.all(caches.map((c) => c.load(ctx.lang)));
}

/** Content loaded by loadFor, outside React (a page's head()). */
export function loaded<T>(cache: ItemCache<T>, lang: Lang): T {
  const value = cache.peek(lang);
  if (value === undefined) throw new Error(`content read before its page's load() for "${lang}"`);
  return value;
}

/** The item for a render: synchronous once loaded, suspends while loading; none without a key. */
export function useItem<T>(items: ItemCache<T>, key: string | number): T;
export function useItem<T>(items: ItemCache<T>, key: string | number | undefined): T | undefined;
export function useItem<T>(items: ItemCache<T>, key: string | number | undefined): T | undefined {
  if (key === undefined) return undefined;
  return items.peek(key) ?? use(items.promise(key) as Promise<T>);
}

/** The page language's content: synchronous once loaded, suspends while loading. */
export function useContent<T>(cache: ItemCache<T>): T {
  return useItem(cache, useLang());
}
