// The contact page's strings (shared/i18n/pages/<lang>/contact.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const contactStrings = /* @__PURE__ */ pageStrings('contact', () => import('../../shared/i18n/pages/en/contact'), () => import('../../shared/i18n/pages/fr/contact'));
