// Content and page strings arrive in chunks: one per language for a page's
// content and strings, one per item for an article, case study or service
// page; the dictionary and the layout's shell, one per language, are needed
// by every page (langChunk). A cache holds each chunk's import, so the server (before rendering)
// and the browser (before hydrating) can await it and the first render then
// reads it synchronously: the same tree on both sides, no hydration
// mismatch. The caches themselves are made by the content build
// (shared/generated/load/), one module per loader, so a page's chunks carry
// only the loaders of what it shows; React's side is client/content.ts.
import type { Widen } from './i18n/dictionary';
import type { Lang } from './i18n/lang';

/** A promise React's `use` can read synchronously once settled. */
export interface Tracked<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
}

/** One chunk: its import. */
export interface ChunkLoader<T> {
  load: () => Promise<{ default: T }>;
}

export type Loaders<T> = Readonly<Record<string | number, ChunkLoader<T>>>;

export interface ItemCache<T> {
  /** Start (or reuse) the item's import. */
  load(key: string | number): Promise<T>;
  /** The item, when already loaded. */
  peek(key: string | number): T | undefined;
  /** The tracked promise React's `use` reads. */
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
    promise,
  };
}

/** One module per language (a page's content), keyed by language. */
export const byLang = <T>(loaders: Readonly<Record<Lang, ChunkLoader<T>>>): ItemCache<T> => itemCache<T>(loaders);

/**
 * A page's strings per language. French must have the English keys (a type
 * error otherwise); the English literals are widened so both fit one type.
 */
export const stringsByLang = <T>(loaders: {
  en: ChunkLoader<T>;
  fr: ChunkLoader<NoInfer<Widen<T>>>;
}): ItemCache<Widen<T>> => itemCache<Widen<T>>(loaders as unknown as Loaders<Widen<T>>);

/** One item cache per language, from each language's loader map (one chunk per item). */
export function itemsByLang<T>(maps: Readonly<Record<Lang, Loaders<T>>>): Readonly<Record<Lang, ItemCache<T>>> {
  return { en: itemCache(maps.en), fr: itemCache(maps.fr) };
}

/** A per-language module every page needs before its first render (the dictionary, the layout's shell). */
export interface LangChunk<T> {
  load(lang: Lang): Promise<T>;
  /** The module of a language already loaded by load(lang). */
  of(lang: Lang): T;
}

export function langChunk<T>(name: string, loaders: Readonly<Record<Lang, ChunkLoader<T>>>): LangChunk<T> {
  const cache = itemCache<T>(loaders);
  return {
    load: (lang) => cache.load(lang),
    of: (lang) => {
      const value = cache.peek(lang);
      if (value === undefined) throw new Error(`${name} "${lang}" used before it was loaded`);
      return value;
    },
  };
}
