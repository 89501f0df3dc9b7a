// Each language's dictionary is a chunk of its own: a page downloads only
// its language's strings. The server (before rendering) and the browser
// (before hydrating) await loadDictionary(lang); after that, rendering reads
// it synchronously with dictionaryOf(lang), so both sides render the same
// tree without suspending.
import type { Dictionary } from './dictionary';
import { langChunk } from './lang-chunk';

const dictionaries = langChunk<Dictionary>('dictionary', {
  en: { load: () => import('./en'), chunk: 'shared/i18n/en.ts' },
  fr: { load: () => import('./fr'), chunk: 'shared/i18n/fr.ts' },
});

export const loadDictionary = dictionaries.load;

/** The dictionary of a language already loaded by loadDictionary. */
export const dictionaryOf = dictionaries.of;

/** Source path of a language's dictionary chunk, to preload it with the page. */
export const dictionaryChunk = dictionaries.chunk;
