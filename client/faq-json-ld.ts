// schema.org FAQPage JSON-LD, in a module of its own: the home, FAQ and
// contact pages need only this builder, not the other pages' (articles,
// services, jobs) in client/structured-data.ts.
import type { FaqItem } from '../shared/content/schema';
import { LOCALES } from '../shared/i18n/lang';
import type { JsonLd } from './structured-data';

export const faqPage =
  (items: readonly FaqItem[]): JsonLd =>
  (_abs, { lang }) => ({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: LOCALES[lang].htmlLang,
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  });
