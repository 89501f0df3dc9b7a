// Each page's own strings (headings, labels, head), one module per page and
// language (shared/i18n/pages/<lang>/<page>.ts): a page downloads its
// strings, not every page's. They are content like any other: the page
// module's `load(ctx)` awaits them with loadFor (the server preloads the
// chunk, the browser awaits it before hydrating), the page reads them
// synchronously with useContent, and its head() with loaded(). Strings
// several pages show stay in the core dictionary (useT().common).
import { itemCache, type ItemCache } from './item-cache';
import type { Widen } from '../shared/i18n/dictionary';

type Import<T> = () => Promise<{ default: T }>;

/** A page's strings in both languages; French has the English keys (a type error otherwise). */
function pageStrings<T>(name: string, en: Import<T>, fr: Import<Widen<T>>): ItemCache<Widen<T>> {
  const chunk = (lang: string) => `shared/i18n/pages/${lang}/${name}.ts`;
  // The English literals are a Widen<T> too (T's strings widened): one cache type for both.
  return itemCache<Widen<T>>({ en: { load: en as unknown as Import<Widen<T>>, chunk: chunk('en') }, fr: { load: fr, chunk: chunk('fr') } });
}

export const homeStrings = /* @__PURE__ */ pageStrings('home', () => import('../shared/i18n/pages/en/home'), () => import('../shared/i18n/pages/fr/home'));
export const aboutStrings = /* @__PURE__ */ pageStrings('about', () => import('../shared/i18n/pages/en/about'), () => import('../shared/i18n/pages/fr/about'));
export const contactStrings = /* @__PURE__ */ pageStrings('contact', () => import('../shared/i18n/pages/en/contact'), () => import('../shared/i18n/pages/fr/contact'));
export const faqStrings = /* @__PURE__ */ pageStrings('faq', () => import('../shared/i18n/pages/en/faq'), () => import('../shared/i18n/pages/fr/faq'));
export const legalStrings = /* @__PURE__ */ pageStrings('legal', () => import('../shared/i18n/pages/en/legal'), () => import('../shared/i18n/pages/fr/legal'));
export const docsStrings = /* @__PURE__ */ pageStrings('docs', () => import('../shared/i18n/pages/en/docs'), () => import('../shared/i18n/pages/fr/docs'));
export const careersStrings = /* @__PURE__ */ pageStrings('careers', () => import('../shared/i18n/pages/en/careers'), () => import('../shared/i18n/pages/fr/careers'));
export const projectsStrings = /* @__PURE__ */ pageStrings('projects', () => import('../shared/i18n/pages/en/projects'), () => import('../shared/i18n/pages/fr/projects'));
export const projectStrings = /* @__PURE__ */ pageStrings('project', () => import('../shared/i18n/pages/en/project'), () => import('../shared/i18n/pages/fr/project'));
export const blogStrings = /* @__PURE__ */ pageStrings('blog', () => import('../shared/i18n/pages/en/blog'), () => import('../shared/i18n/pages/fr/blog'));
export const blogPostStrings = /* @__PURE__ */ pageStrings('blog-post', () => import('../shared/i18n/pages/en/blog-post'), () => import('../shared/i18n/pages/fr/blog-post'));
export const servicesStrings = /* @__PURE__ */ pageStrings('services', () => import('../shared/i18n/pages/en/services'), () => import('../shared/i18n/pages/fr/services'));
export const serviceStrings = /* @__PURE__ */ pageStrings('service', () => import('../shared/i18n/pages/en/service'), () => import('../shared/i18n/pages/fr/service'));
