// Head data of a page and its serialisation. The server writes the head
// from this before the body streams (React 19 only hoists <title>/<meta>
// on the client); every navigation is the browser's, so each page's head
// comes from the server. The server's serialisation is in head-render.ts, so the structured data builders stay out of the browser's
// entry chunk.
import type { JsonLd } from './structured-data';
import { LANGS, LOCALES, localizePath, type Lang } from '../shared/i18n/lang';

export interface PageHead {
  title: string;
  description: string;
  /** Canonical path (site-relative); defaults to the request path. */
  canonical?: string;
  robots?: string;
  keywords?: readonly string[];
  ogType?: 'website' | 'article' | 'profile';
  /** Site-relative image for link previews. */
  image?: string;
  imageAlt?: string;
  /** Extra <link> tags (e.g. the blog's RSS feed). */
  alternates?: readonly { rel: string; type: string; href: string; title: string }[];
  /** Page-specific structured data (Organization, WebSite and breadcrumbs are added for every page). */
  jsonLd?: readonly JsonLd[];
  /**
   * The languages the page exists in, when not all (an item written in one
   * language only): its hreflang alternates name only those.
   */
  languages?: readonly Lang[];
}

/** The words a page's own strings give its head (shared/i18n/pages). */
interface HeadStrings {
  title: string;
  description: string;
  keywords?: readonly string[];
}

/** The head of a page whose title, description and keywords are its strings', at its canonical path. */
export const headOf = (
  t: HeadStrings,
  canonical: string,
  more?: Omit<PageHead, 'title' | 'description'>,
): PageHead => ({
  title: t.title,
  description: t.description,
  canonical,
  keywords: t.keywords,
  ...more,
});

/** JSON inside a <script> must not be able to close it. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function fullTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/**
 * The page's canonical path in its language: pages name it as in English
 * ('/about'), the language adds its prefix ('/fr/about').
 */
export const canonicalPath = (head: PageHead, pathname: string, lang: Lang) =>
  localizePath(lang, head.canonical ?? pathname);

export const isIndexable = (head: PageHead) => !(head.robots ?? '').includes('noindex');

/**
 * The same page in every language it exists in (hreflang), plus x-default
 * (English), for an indexable page. A page in one language only has no
 * alternates: there is no other version to point to.
 */
export function languageAlternates(head: PageHead, pathname: string, lang: Lang): { hreflang: string; path: string }[] {
  const langs = head.languages ?? LANGS;
  if (!isIndexable(head) || langs.length < 2) return [];
  const canonical = canonicalPath(head, pathname, lang);
  return [
    ...langs.map((l) => ({ hreflang: LOCALES[l].hreflang, path: localizePath(l, canonical) })),
    { hreflang: 'x-default', path: localizePath(langs.includes('en') ? 'en' : langs[0]!, canonical) },
  ];
}

/**
 * A site path on the site's origin. A path starting with '//' would be read
 * as another host ('//evil.com/x'): it is taken as the site path it spells.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^[/\\]{2,}/, '/'), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}
