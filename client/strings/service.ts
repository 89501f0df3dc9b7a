// The service page's strings (shared/i18n/pages/<lang>/service.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const serviceStrings = /* @__PURE__ */ pageStrings('service', () => import('../../shared/i18n/pages/en/service'), () => import('../../shared/i18n/pages/fr/service'));
