// The link-preview cards (1200x630 JPEGs under public/images/og/, the French
// ones under og/fr/): one per page type and language. The words drawn on a
// card are written here once: scripts/make-og-images.ts draws them, and the
// pages' og:image:alt reads them, so the alt text says what the image shows.
import { langPrefix, type Lang } from './lang';
import type { Site } from '../content/schema';

export const OG_SECTIONS = ['default', 'services', 'projects', 'blog', 'careers', 'about', 'contact'] as const;
export type OgSection = (typeof OG_SECTIONS)[number];

export interface OgCard {
  eyebrow: string;
  title: string;
}

/** The line under every card's title, from the site's facts: place, projects delivered, satisfaction. */
export const OG_FOOTER: Readonly<Record<Lang, (site: Pick<Site, 'address' | 'stats'>) => string>> = {
  en: ({ address, stats }) =>
    `${address.locality}, ${address.country} · ${stats.projects} projects · ${stats.satisfaction} satisfaction`,
  fr: ({ address, stats }) =>
    `${address.locality}, ${address.country} · ${stats.projects}\u00a0projets · ${stats.satisfaction} de satisfaction`,
};

export const OG_CARDS: Readonly<Record<Lang, Readonly<Record<OgSection, OgCard>>>> = {
  en: {
    default: { eyebrow: 'AI & automation consultancy', title: 'Practical AI that works for your business' },
    services: { eyebrow: 'Services', title: 'AI agents, automation, data and training' },
    projects: { eyebrow: 'Projects', title: '200+ AI projects delivered since 2018' },
    blog: { eyebrow: 'Blog', title: 'Notes on AI strategy, ethics and engineering' },
    careers: { eyebrow: 'Careers', title: 'Build AI that matters, from Buea' },
    about: { eyebrow: 'About us', title: '50+ specialists. 95% client satisfaction.' },
    contact: { eyebrow: 'Contact', title: 'Schedule a discovery call' },
  },
  fr: {
    default: { eyebrow: 'Conseil en IA et automatisation', title: 'Une IA concrète au service de votre entreprise' },
    services: { eyebrow: 'Services', title: 'Agents IA, automatisation, données et formation' },
    projects: { eyebrow: 'Projets', title: 'Plus de 200 projets d’IA réalisés depuis 2018' },
    blog: { eyebrow: 'Blog', title: 'Stratégie, éthique et ingénierie de l’IA' },
    careers: { eyebrow: 'Carrières', title: 'Construisez une IA utile, depuis Buea' },
    about: { eyebrow: 'À propos', title: 'Plus de 50 spécialistes. 95\u202f% de clients satisfaits.' },
    contact: { eyebrow: 'Contact', title: 'Planifiez un appel découverte' },
  },
};

/** The section a site path belongs to ('/fr/blog/3' -> 'blog'), or the default card. */
export function ogSectionOf(bare: string): OgSection {
  const first = bare.split('/')[1] ?? '';
  return (OG_SECTIONS as readonly string[]).includes(first) && first !== 'default' ? (first as OgSection) : 'default';
}

/** The image of a card: /images/og/blog.jpg, /images/og/fr/blog.jpg. */
export const ogImagePath = (lang: Lang, section: OgSection) => `/images/og${langPrefix(lang)}/${section}.jpg`;

/** French goes on in lower case after a colon, but for an acronym ("IA", "RPA") or a name. */
const afterFrenchColon = (title: string) =>
  /^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;

/** What the card shows, as its alt text: "Chariot AI Labs: Practical AI…" / "Chariot AI Labs : une IA…". */
export const ogCardAlt = (lang: Lang, section: OgSection, siteName: string) =>
  lang === 'fr'
    ? `${siteName}\u00a0: ${afterFrenchColon(OG_CARDS.fr[section].title)}`
    : `${siteName}: ${OG_CARDS.en[section].title}`;
