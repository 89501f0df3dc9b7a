// Each page's own strings (headings, labels, head), one module per page and
// language (shared/i18n/pages/<lang>/<page>.ts): a page downloads its
// strings, not every page's. They are content like any other: the page
// module's `load(ctx)` awaits them with loadFor (the server preloads the
// chunk, the browser awaits it before hydrating), the page reads them
// synchronously with useContent, and its head() with loaded(). Strings
// several pages show stay in the core dictionary (useT().common). Each
// page's loader is a module of its own (client/strings/<page>.ts), so a
// page's chunks carry only the loaders of the strings it shows.
import { itemCache, type ItemCache } from './item-cache';
import type { Widen } from '../shared/i18n/dictionary';

type Import<T> = () => Promise<{ default: T }>;

/** A page's strings in both languages; French has the English keys (a type error otherwise). */
export function pageStrings<T>(name: string, en: Import<T>, fr: Import<Widen<T>>): ItemCache<Widen<T>> {
  const chunk = (lang: string) => `shared/i18n/pages/${lang}/${name}.ts`;
  // The English literals are a Widen<T> too (T's strings widened): one cache type for both.
  return itemCache<Widen<T>>({ en: { load: en as unknown as Import<Widen<T>>, chunk: chunk('en') }, fr: { load: fr, chunk: chunk('fr') } });
}
