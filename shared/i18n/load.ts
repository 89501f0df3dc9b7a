// Each language's dictionary is a chunk of its own: a page downloads only
// its language's strings. The server (before rendering) and the browser
// (before hydrating) await loadDictionary(lang); after that, rendering reads
// it synchronously with dictionaryOf(lang), so both sides render the same
// tree without suspending. The loader is the content build's
// (shared/generated/load/dictionary.ts).
import { dictionary } from '../generated/load/dictionary';

export const loadDictionary = dictionary.load;

/** The dictionary of a language already loaded by loadDictionary. */
export const dictionaryOf = dictionary.of;

/** Source path of a language's dictionary chunk, to preload it with the page. */
