// The head of a server-rendered page: meta tags and JSON-LD from the page's
// head data (client/head.ts). Server only (imported by entry-server.tsx):
// kept apart so the browser entry does not carry the structured data.
import {
  absoluteUrl,
  canonicalPath,
  fullTitle,
  isIndexable,
  languageAlternates,
  safeJson,
  type PageHead,
} from './head';
import { breadcrumbs, breadcrumbTrail, organization, website, type JsonLd } from './structured-data';
import { escapeHtml } from '../shared/html';
import { LANGS, LOCALES, localizePath, stripLang, type Lang } from '../shared/i18n/lang';
import { shellOf } from '../shared/content/shell';
import { dictionaryOf } from '../shared/i18n/load';
import { ogCardAlt, ogImagePath, ogSectionOf } from '../shared/i18n/og-cards';

/** True when the page names a raster image of its own (networks do not show SVG). */
const ownImage = (head: PageHead) => Boolean(head.image && !head.image.endsWith('.svg'));

/**
 * The link-preview image and its alt text: the page's own when it is a
 * raster image, else the card of its page type in the page's language
 * (shared/i18n/og-cards.ts), whose alt says what the card shows.
 */
export function ogImageFor(head: PageHead, path: string, lang: Lang, siteName: string): { image: string; alt: string } {
  if (ownImage(head)) return { image: head.image!, alt: head.imageAlt ?? siteName };
  const section = ogSectionOf(stripLang(path));
  return { image: ogImagePath(lang, section), alt: ogCardAlt(lang, section, siteName) };
}

export function renderHead(head: PageHead, pathname: string, siteUrl: string, lang: Lang): string {
  const { site } = shellOf(lang);
  const title = fullTitle(head.title, site.name);
  const canonicalAt = canonicalPath(head, pathname, lang);
  const canonical = absoluteUrl(siteUrl, canonicalAt);
  const og = ogImageFor(head, canonicalAt, lang, site.name);
  const image = absoluteUrl(siteUrl, og.image);
  const e = escapeHtml;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    `<link rel="canonical" href="${e(canonical)}">`,
    ...languageAlternates(head, pathname, lang).map(
      (a) => `<link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(absoluteUrl(siteUrl, a.path))}">`,
    ),
    `<meta name="robots" content="${e(head.robots ?? 'index, follow')}">`,
    head.keywords?.length ? `<meta name="keywords" content="${e(head.keywords.join(', '))}">` : '',
    `<meta property="og:site_name" content="${e(site.name)}">`,
    `<meta property="og:type" content="${e(head.ogType ?? 'website')}">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(canonical)}">`,
    `<meta property="og:image" content="${e(image)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${e(og.alt)}">`,
    `<meta property="og:locale" content="${e(LOCALES[lang].ogLocale)}">`,
    ...LANGS.filter((l) => l !== lang).map(
      (l) => `<meta property="og:locale:alternate" content="${e(LOCALES[l].ogLocale)}">`,
    ),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(head.description)}">`,
    `<meta name="twitter:image" content="${e(image)}">`,
    ...(head.alternates ?? []).map(
      (a) =>
        `<link rel="${e(a.rel)}" type="${e(a.type)}" href="${e(localizePath(lang, a.href))}" title="${e(a.title)}">`,
    ),
    ...structuredData(head, pathname, siteUrl, lang).map(
      (block) => `<script type="application/ld+json">${safeJson(block)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

function structuredData(head: PageHead, pathname: string, siteUrl: string, lang: Lang): object[] {
  // Site paths in the blocks are written as in English; each page becomes
  // the page language's, while files and the site-wide ids (/#organization) stay.
  const abs = (path: string) =>
    absoluteUrl(siteUrl, /^\/#|\.[a-z0-9]{2,5}$/i.test(path.split('?')[0]!) ? path : localizePath(lang, path));
  const ctx = { site: shellOf(lang).site, lang, t: dictionaryOf(lang) };
  const blocks: JsonLd[] = [organization, website];
  const trail = breadcrumbTrail(
    stripLang(head.canonical ?? pathname),
    head.title.replace(` | ${ctx.site.name}`, ''),
    ctx.t,
  );
  if (isIndexable(head) && trail.length > 1) blocks.push(breadcrumbs(trail));
  blocks.push(...(head.jsonLd ?? []));
  return blocks.map((b) => b(abs, ctx));
}
