// Head data of a page and its serialisation. The server writes the head
// from this before the body streams (React 19 only hoists <title>/<meta>
// on the client); the client keeps document.title and friends in sync on
// navigation with `applyHead`.
import { site } from '../shared/content/site';
import { breadcrumbs, breadcrumbTrail, organization, website, type JsonLd } from './structured-data';

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
}

export const DEFAULT_IMAGE = '/images/og/default.jpg';

const OG_BY_SECTION: Record<string, string> = {
  services: '/images/og/services.jpg',
  projects: '/images/og/projects.jpg',
  blog: '/images/og/blog.jpg',
  careers: '/images/og/careers.jpg',
  about: '/images/og/about.jpg',
  contact: '/images/og/contact.jpg',
};

/**
 * The link-preview image: the page's own when it is a raster image, else
 * the JPEG of its page type (networks do not show SVG).
 */
export function ogImageFor(head: PageHead, path: string): string {
  if (head.image && !head.image.endsWith('.svg')) return head.image;
  return OG_BY_SECTION[path.split('/')[1] ?? ''] ?? DEFAULT_IMAGE;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

/** JSON inside a <script> must not be able to close it. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

export function renderHead(head: PageHead, pathname: string, siteUrl: string): string {
  const title = fullTitle(head.title);
  const canonical = absoluteUrl(siteUrl, head.canonical ?? pathname);
  const image = absoluteUrl(siteUrl, ogImageFor(head, head.canonical ?? pathname));
  const e = escapeHtml;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    `<link rel="canonical" href="${e(canonical)}">`,
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
    `<meta property="og:image:alt" content="${e(head.image && !head.image.endsWith('.svg') ? (head.imageAlt ?? site.name) : `${site.name}: ${head.title}`)}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(head.description)}">`,
    `<meta name="twitter:image" content="${e(image)}">`,
    ...(head.alternates ?? []).map(
      (a) => `<link rel="${e(a.rel)}" type="${e(a.type)}" href="${e(a.href)}" title="${e(a.title)}">`,
    ),
    ...structuredData(head, pathname, siteUrl).map((block) => `<script type="application/ld+json">${safeJson(block)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

function structuredData(head: PageHead, pathname: string, siteUrl: string): object[] {
  const abs = (path: string) => absoluteUrl(siteUrl, path);
  const blocks: JsonLd[] = [organization, website];
  const indexable = !(head.robots ?? '').includes('noindex');
  const trail = breadcrumbTrail(head.canonical ?? pathname, head.title.replace(` | ${site.name}`, ''));
  if (indexable && trail.length > 1) blocks.push(breadcrumbs(trail));
  blocks.push(...(head.jsonLd ?? []));
  return blocks.map((b) => b(abs));
}

/** Client-side navigation: keep the document head in step with the page. */
export function applyHead(head: PageHead, pathname: string): void {
  document.title = fullTitle(head.title);
  const canonical = absoluteUrl(window.location.origin, head.canonical ?? pathname);
  const set = (selector: string, attr: string, value: string) => {
    const el = document.head.querySelector(selector);
    if (el) el.setAttribute(attr, value);
  };
  set('meta[name="description"]', 'content', head.description);
  set('link[rel="canonical"]', 'href', canonical);
  set('meta[name="robots"]', 'content', head.robots ?? 'index, follow');
  set('meta[property="og:title"]', 'content', fullTitle(head.title));
  set('meta[property="og:description"]', 'content', head.description);
  set('meta[property="og:url"]', 'content', canonical);
}
