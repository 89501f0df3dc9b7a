// One chunk per article, case study and service page: a page loads the item
// it shows through this cache. The server (prepare) and the browser (before
// hydrateRoot) await `load` from the page module's `load(ctx)`, so the first
// render finds the item ready and renders without suspending: the same tree
// on both sides, no hydration mismatch, no flash. On client navigation
// `useItem` suspends inside react-router's transition, so the old page stays
// until the new item's chunk has arrived.
import { use } from 'react';
import type { Lang } from '../shared/i18n/lang';

interface Tracked<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
}

/** What the generated loader maps hold: an import and its Vite manifest key. */
export type Loaders<T> = Readonly<Record<string | number, { load: () => Promise<{ default: T }>; chunk: string }>>;

export interface ItemCache<T> {
  /** Start (or reuse) the item's import. */
  load(key: string | number): Promise<T>;
  /** The item, when already loaded. */
  peek(key: string | number): T | undefined;
  /** Source path of the item's chunk, to preload it with the page. */
  chunk(key: string | number): string | undefined;
  /** Internal: the tracked promise `use` reads. */
  promise(key: string | number): Tracked<T>;
}

export function itemCache<T>(loaders: Loaders<T>): ItemCache<T> {
  const cache = new Map<string, Tracked<T>>();
  const promise = (key: string | number) => {
    const k = String(key);
    let p = cache.get(k);
    if (!p) {
      const entry = loaders[k];
      if (!entry) throw new Error(`no content item ${k}`);
      const tracked: Tracked<T> = entry.load().then((m) => m.default);
      tracked.status = 'pending';
      // React's `use` returns a thenable's value synchronously once its status says so.
      tracked.then(
        (v) => {
          tracked.status = 'fulfilled';
          tracked.value = v;
        },
        () => {
          tracked.status = 'rejected';
          cache.delete(k); // a failed chunk download may be retried by the next navigation
        },
      );
      cache.set(k, tracked);
      p = tracked;
    }
    return p;
  };
  return {
    load: (key) => promise(key),
    peek: (key) => cache.get(String(key))?.value,
    chunk: (key) => loaders[String(key)]?.chunk,
    promise,
  };
}

/** The item for a render: synchronous once loaded, suspends while loading; none without a key. */
export function useItem<T>(items: ItemCache<T>, key: string | number): T;
export function useItem<T>(items: ItemCache<T>, key: string | number | undefined): T | undefined;
export function useItem<T>(items: ItemCache<T>, key: string | number | undefined): T | undefined {
  if (key === undefined) return undefined;
  return items.peek(key) ?? use(items.promise(key) as Promise<T>);
}

/** One item cache per language, from each language's generated loader map. */
export function itemsByLang<T>(en: Loaders<T>, fr: Loaders<T>): Readonly<Record<Lang, ItemCache<T>>> {
  return { en: itemCache(en), fr: itemCache(fr) };
}
