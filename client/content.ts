// The content a page shows, per language: each generated module of each
// language is a chunk of its own, so a French page downloads only French
// content and an English page only English. A page module's `load(ctx)`
// awaits what it shows for ctx.lang before the first render (loadFor), its
// components then read it synchronously (useContent); on client navigation
// a read suspends inside react-router's transition, as items do.
import { itemCache, useItem, type ItemCache } from './item-cache';
import { useLang } from './i18n';
import type { Lang } from '../shared/i18n/lang';
import type { RouteContext } from './route-kit';

type Import<T> = () => Promise<{ default: T }>;

/** One module per language, keyed by language in an item cache. */
function byLang<T>(name: string, en: Import<T>, fr: Import<T>): ItemCache<T> {
  const chunk = (lang: Lang) => `shared/generated/${lang}/${name}.ts`;
  return itemCache<T>({ en: { load: en, chunk: chunk('en') }, fr: { load: fr, chunk: chunk('fr') } });
}

export const home = byLang('home', () => import('../shared/generated/en/home'), () => import('../shared/generated/fr/home'));
export const testimonials = byLang('testimonials', () => import('../shared/generated/en/testimonials'), () => import('../shared/generated/fr/testimonials'));
export const faqHome = byLang('faq-home', () => import('../shared/generated/en/faq-home'), () => import('../shared/generated/fr/faq-home'));
export const faqPage = byLang('faq-page', () => import('../shared/generated/en/faq-page'), () => import('../shared/generated/fr/faq-page'));
export const faqContact = byLang('faq-contact', () => import('../shared/generated/en/faq-contact'), () => import('../shared/generated/fr/faq-contact'));
export const about = byLang('about', () => import('../shared/generated/en/about'), () => import('../shared/generated/fr/about'));
export const team = byLang('team', () => import('../shared/generated/en/team'), () => import('../shared/generated/fr/team'));
export const careerValues = byLang('career-values', () => import('../shared/generated/en/career-values'), () => import('../shared/generated/fr/career-values'));
export const jobs = byLang('jobs', () => import('../shared/generated/en/jobs'), () => import('../shared/generated/fr/jobs'));
export const docs = byLang('docs', () => import('../shared/generated/en/docs'), () => import('../shared/generated/fr/docs'));
export const privacyPolicy = byLang('legal/privacy-policy', () => import('../shared/generated/en/legal/privacy-policy'), () => import('../shared/generated/fr/legal/privacy-policy'));
export const termsOfService = byLang('legal/terms-of-service', () => import('../shared/generated/en/legal/terms-of-service'), () => import('../shared/generated/fr/legal/terms-of-service'));
export const blogIndex = byLang('blog-index', () => import('../shared/generated/en/blog-index'), () => import('../shared/generated/fr/blog-index'));
export const blogSearch = byLang('blog-search', () => import('../shared/generated/en/blog-search'), () => import('../shared/generated/fr/blog-search'));
export const projectsIndex = byLang('projects-index', () => import('../shared/generated/en/projects-index'), () => import('../shared/generated/fr/projects-index'));
export const serviceIndex = byLang('service-index', () => import('../shared/generated/en/service-index'), () => import('../shared/generated/fr/service-index'));
export const serviceTaglines = byLang('service-taglines', () => import('../shared/generated/en/service-taglines'), () => import('../shared/generated/fr/service-taglines'));

/** Load what a page shows in the URL's language; returns the chunks, to preload them. */
export async function loadFor(ctx: Pick<RouteContext, 'lang'>, ...caches: ItemCache<unknown>[]): Promise<string[]> {
  await Promise.all(caches.map((c) => c.load(ctx.lang)));
  return caches.map((c) => c.chunk(ctx.lang)!);
}

/** Content loaded by loadFor, outside React (a page's head()). */
export function loaded<T>(cache: ItemCache<T>, lang: Lang): T {
  const value = cache.peek(lang);
  if (value === undefined) throw new Error(`content read before its page's load() for "${lang}"`);
  return value;
}

/** The page language's content: synchronous once loaded, suspends while loading. */
export function useContent<T>(cache: ItemCache<T>): T {
  return useItem(cache, useLang());
}
