// The visitor's language choice, remembered in localStorage: no cookie, so
// no banner; nothing leaves the browser. Never used to redirect (search
// engines and shared links must get the URL they asked for), only to
// decide whether the home page suggests the French edition.
import type { Lang } from '../../shared/i18n/lang';

const KEY = 'lang-choice';

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // storage refused (private mode, quota): the choice is simply not remembered
  }
}

export function rememberedLang(): Lang | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'en' || value === 'fr' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The browser prefers French to English (navigator.languages, in order). */
export function prefersFrench(languages: readonly string[]): boolean {
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0];
    if (base === 'fr') return true;
    if (base === 'en') return false;
  }
  return false;
}
