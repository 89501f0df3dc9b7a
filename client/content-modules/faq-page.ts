// The faq-page content (shared/generated/<lang>/faq-page.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const faqPage = /* @__PURE__ */ byLang('faq-page', () => import('../../shared/generated/en/faq-page'), () => import('../../shared/generated/fr/faq-page'));
