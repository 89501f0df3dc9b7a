// The faq-home content (shared/generated/<lang>/faq-home.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const faqHome = /* @__PURE__ */ byLang('faq-home', () => import('../../shared/generated/en/faq-home'), () => import('../../shared/generated/fr/faq-home'));
