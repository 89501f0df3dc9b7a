// A per-language module that every page needs before its first render (the
// dictionary, the layout's shell): one chunk per language, awaited by the
// server before rendering and by the browser before hydrating, then read
// synchronously, so both sides render the same tree without suspending.
import type { Lang } from './lang';

export type LangLoaders<T> = Readonly<Record<Lang, { load: () => Promise<{ default: T }>; chunk: string }>>;

export interface LangChunk<T> {
  load(lang: Lang): Promise<T>;
  /** The module of a language already loaded by load(lang). */
  of(lang: Lang): T;
  /** Source path of a language's chunk: its Vite manifest key, to preload it with the page. */
  chunk(lang: Lang): string;
}

export function langChunk<T>(name: string, loaders: LangLoaders<T>): LangChunk<T> {
  const loaded: Partial<Record<Lang, T>> = {};
  return {
    load: async (lang) => (loaded[lang] ??= (await loaders[lang].load()).default),
    of: (lang) => {
      const value = loaded[lang];
      if (value === undefined) throw new Error(`${name} "${lang}" used before it was loaded`);
      return value;
    },
    chunk: (lang) => loaders[lang].chunk,
  };
}
