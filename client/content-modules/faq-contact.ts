// The faq-contact content (shared/generated/<lang>/faq-contact.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const faqContact = /* @__PURE__ */ byLang('faq-contact', () => import('../../shared/generated/en/faq-contact'), () => import('../../shared/generated/fr/faq-contact'));
