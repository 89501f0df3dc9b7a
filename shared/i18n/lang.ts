// The site's languages and how a URL carries one. English lives
// at the root, French under /fr with the same structure: the language is
// read from the path only (never guessed from Accept-Language), so search
// engines and shared links always get the page they asked for.

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** Per language: `<html lang>`, Open Graph locale, the hreflang value and the name shown in the switch. */
export const LOCALES: Readonly<Record<Lang, { htmlLang: string; ogLocale: string; hreflang: string; name: string }>> = {
  en: { htmlLang: 'en', ogLocale: 'en_US', hreflang: 'en', name: 'English' },
  fr: { htmlLang: 'fr', ogLocale: 'fr_FR', hreflang: 'fr', name: 'Français' },
};

/** The path prefix of a language ('' for English). */
export const langPrefix = (lang: Lang) => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** The language of a site path: '/fr' and '/fr/...' are French, the rest English. */
export function langOfPath(pathname: string): Lang {
  for (const lang of LANGS) {
    if (lang === DEFAULT_LANG) continue;
    const prefix = langPrefix(lang);
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return lang;
  }
  return DEFAULT_LANG;
}

/** A path without its language prefix: '/fr/about' -> '/about', '/fr' -> '/'. */
export function stripLang(pathname: string): string {
  const prefix = langPrefix(langOfPath(pathname));
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/**
 * A site-relative URL (path, query, hash) in a language: localizePath('fr',
 * '/about?x=1') -> '/fr/about?x=1', localizePath('fr', '/') -> '/fr'.
 * A URL already in a language is moved to the other one. Anything that is
 * not a site-relative path (https:, mailto:, #top, //host) is returned as is.
 */
export function localizePath(lang: Lang, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const cut = url.search(/[?#]/);
  const pathname = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  const bare = stripLang(pathname);
  const prefix = langPrefix(lang);
  const path = prefix ? (bare === '/' ? prefix : prefix + bare) : bare;
  return path + rest;
}
