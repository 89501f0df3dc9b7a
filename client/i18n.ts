// The page's language and its dictionary, for every component: the App
// provides them from the URL (shared/i18n/lang.ts); the dictionary was
// loaded before the first render (resolveIn), so reading it never suspends.
import { createContext, useContext, useMemo } from 'react';
import type { Dictionary } from '../shared/i18n/dictionary';
import { localizePath, type Lang } from '../shared/i18n/lang';
import type { Shell } from '../shared/content/shell';

export interface LangValue {
  lang: Lang;
  t: Dictionary;
  /** The layout's content in this language (company facts, services). */
  shell: Shell;
}

export const LangContext = createContext<LangValue | null>(null);

function useLangValue(): LangValue {
  const value = useContext(LangContext);
  if (!value) throw new Error('LangContext is missing: render inside <App>');
  return value;
}

/** The dictionary of the page's language. */
export const useT = () => useLangValue().t;

/** The page's language. */
export const useLang = () => useLangValue().lang;

/** Site paths in the page's language: localize('/contact') is '/fr/contact' on a French page. */
export function useLocalize(): (url: string) => string {
  const lang = useLang();
  return useMemo(() => (url: string) => localizePath(lang, url), [lang]);
}

/** Company facts (content/company.yaml) with the page's language's words (content/<lang>/site.yaml). */
export const useSite = () => useLangValue().shell.site;

/** The layout's content in the page's language. */
export const useShell = () => useLangValue().shell;
