// schema.org JSON-LD for search engines. Builders take a function that
// makes a site path absolute in the page's language (only the server knows
// SITE_URL) and the page's language context: company facts, dictionary and
// language, so the blocks speak the page's language (`inLanguage`).
import type { BlogPostCard as BlogPost, Job, ServicePage, Site } from '../shared/content/schema';
import type { Dictionary } from '../shared/i18n/dictionary';
import { LOCALES, type Lang } from '../shared/i18n/lang';
import { parseMoneyRange } from '../shared/format';

export type Abs = (path: string) => string;
export interface JsonLdContext {
  site: Site;
  lang: Lang;
  t: Dictionary;
}
export type JsonLd = (abs: Abs, ctx: JsonLdContext) => object;

const inLanguage = (lang: Lang) => LOCALES[lang].htmlLang;

/** The office, for the company and for a job on site. */
const postalAddress = (site: Site) => ({
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  addressCountry: site.address.countryCode,
});

export const organization: JsonLd = (abs, { site, t }) => ({
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  '@id': abs('/#organization'),
  name: site.name,
  legalName: site.legalName,
  url: abs('/'),
  logo: abs('/images/logo.svg'),
  image: abs('/images/og/default.jpg'),
  description: site.blurb,
  foundingDate: String(site.foundedYear),
  telephone: site.phone,
  email: site.emailInfo,
  address: postalAddress(site),
  geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
  openingHours: 'Mo-Fr 09:00-18:00',
  areaServed: [...t.labels.areaServed],
  sameAs: site.social.map((s) => s.url),
});

export const website: JsonLd = (abs, { site, lang }) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  '@id': abs('/#website'),
  name: site.name,
  url: abs('/'),
  inLanguage: inLanguage(lang),
  publisher: { '@id': abs('/#organization') },
  potentialAction: {
    '@type': 'SearchAction',
    target: `${abs('/blog')}?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  },
});

export const breadcrumbs =
  (items: readonly { name: string; path: string }[]): JsonLd =>
  (abs) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: abs(item.path),
    })),
  });

/** A post in its page's words: the tags and category as the page's language labels them. */
export const blogPosting =
  (post: BlogPost, words: { keywords: readonly string[]; section: string }): JsonLd =>
  (abs, { lang }) => ({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: inLanguage(lang),
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    image: abs(post.image),
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: { '@id': abs('/#organization') },
    mainEntityOfPage: abs(`/blog/${post.id}`),
    articleSection: words.section,
    keywords: words.keywords.join(', '),
    timeRequired: `PT${post.readTime}M`,
  });

export const service =
  (page: Pick<ServicePage, 'title' | 'tagline' | 'path' | 'head'>, category: string): JsonLd =>
  (abs, { lang, t }) => ({
    '@context': 'https://schema.org',
    '@type': 'Service',
    inLanguage: inLanguage(lang),
    name: page.title,
    description: page.head.description,
    serviceType: category,
    url: abs(page.path),
    provider: { '@id': abs('/#organization') },
    areaServed: [...t.labels.areaServed],
  });

export const jobPosting =
  (job: Job): JsonLd =>
  (abs, { site, t }) => {
    const [min, max] = parseMoneyRange(job.salary);
    const remote = job.locationType === 'Remote';
    return {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: [job.description, ...job.responsibilities.map((r) => `- ${r}`)].join('\n'),
      identifier: { '@type': 'PropertyValue', name: site.name, value: job.id },
      datePosted: job.postedDate,
      validThrough: `${job.validThrough}T23:59:59Z`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: abs('/'), logo: abs('/images/logo.svg') },
      ...(remote
        ? {
            jobLocationType: 'TELECOMMUTE',
            applicantLocationRequirements: { '@type': 'Country', name: t.labels.areaServed[0] },
          }
        : {
            jobLocation: {
              '@type': 'Place',
              address: postalAddress(site),
            },
          }),
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: 'YEAR' },
      },
      url: abs(`/careers?apply=${job.id}`),
    };
  };

const SECTIONS = [
  'about',
  'blog',
  'projects',
  'services',
  'careers',
  'contact',
  'faq',
  'privacy-policy',
  'terms-of-service',
  'demo-documentation',
] as const;
type Section = (typeof SECTIONS)[number];

/** Home > section > page, from the canonical path (without its language prefix) and the page's title. */
export function breadcrumbTrail(canonical: string, title: string, t: Dictionary): { name: string; path: string }[] {
  const segments = canonical.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const trail = [{ name: t.labels.sections.home, path: '/' }];
  const section = `/${segments[0]}`;
  const sectionName = (SECTIONS as readonly string[]).includes(segments[0]!)
    ? t.labels.sections[segments[0] as Section]
    : title;
  if (segments.length === 1) return [...trail, { name: sectionName, path: section }];
  return [...trail, { name: sectionName, path: section }, { name: title, path: canonical }];
}
