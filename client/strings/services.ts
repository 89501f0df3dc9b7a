// The services page's strings (shared/i18n/pages/<lang>/services.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const servicesStrings = /* @__PURE__ */ pageStrings('services', () => import('../../shared/i18n/pages/en/services'), () => import('../../shared/i18n/pages/fr/services'));
