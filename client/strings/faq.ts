// The faq page's strings (shared/i18n/pages/<lang>/faq.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const faqStrings = /* @__PURE__ */ pageStrings('faq', () => import('../../shared/i18n/pages/en/faq'), () => import('../../shared/i18n/pages/fr/faq'));
