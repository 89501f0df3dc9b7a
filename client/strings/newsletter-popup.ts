// The newsletter dialog's strings (shared/i18n/pages/<lang>/newsletter-popup.ts), loaded by the dialog when it is about to show.
import { pageStrings } from '../page-strings';

export const newsletterPopupStrings = /* @__PURE__ */ pageStrings('newsletter-popup', () => import('../../shared/i18n/pages/en/newsletter-popup'), () => import('../../shared/i18n/pages/fr/newsletter-popup'));
