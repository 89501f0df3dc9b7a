// The head of a server-rendered page: meta tags and JSON-LD from the page's
// head data (client/head.ts). Server only (imported by entry-server.tsx):
// kept apart so the browser entry does not carry the structured data.
import { site } from '../shared/content/site';
import { absoluteUrl, escapeHtml, fullTitle, ogImageFor, safeJson, type PageHead } from './head';
import { breadcrumbs, breadcrumbTrail, organization, website, type JsonLd } from './structured-data';

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

