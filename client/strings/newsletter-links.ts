// The newsletter link pages' strings (shared/i18n/pages/<lang>/newsletter-links.ts), loaded by those pages only.
import { pageStrings } from '../page-strings';

export const newsletterLinkStrings = /* @__PURE__ */ pageStrings(
  'newsletter-links',
  () => import('../../shared/i18n/pages/en/newsletter-links'),
  () => import('../../shared/i18n/pages/fr/newsletter-links'),
);
