// The careers page's strings (shared/i18n/pages/<lang>/careers.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const careersStrings = /* @__PURE__ */ pageStrings('careers', () => import('../../shared/i18n/pages/en/careers'), () => import('../../shared/i18n/pages/fr/careers'));
