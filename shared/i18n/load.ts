// Each language's dictionary is a chunk of its own: a page downloads only
// its language's strings. The server (before rendering) and the browser
// (before hydrating) await loadDictionary(lang); after that, rendering reads
// it synchronously with dictionaryOf(lang), so both sides render the same
// tree without suspending.
import type { Dictionary } from './dictionary';
import type { Lang } from './lang';

const loaders: Readonly<Record<Lang, { load: () => Promise<{ default: Dictionary }>; chunk: string }>> = {
  en: { load: () => import('./en'), chunk: 'shared/i18n/en.ts' },
  fr: { load: () => import('./fr'), chunk: 'shared/i18n/fr.ts' },
};

const loaded: Partial<Record<Lang, Dictionary>> = {};

export async function loadDictionary(lang: Lang): Promise<Dictionary> {
  return (loaded[lang] ??= (await loaders[lang].load()).default);
}

/** The dictionary of a language already loaded by loadDictionary. */
export function dictionaryOf(lang: Lang): Dictionary {
  const dictionary = loaded[lang];
  if (!dictionary) throw new Error(`dictionary "${lang}" used before loadDictionary("${lang}")`);
  return dictionary;
}

/** Source path of a language's dictionary chunk: its Vite manifest key, to preload it with the page. */
export const dictionaryChunk = (lang: Lang) => loaders[lang].chunk;
