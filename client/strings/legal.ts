// The legal page's strings (shared/i18n/pages/<lang>/legal.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const legalStrings = /* @__PURE__ */ pageStrings('legal', () => import('../../shared/i18n/pages/en/legal'), () => import('../../shared/i18n/pages/fr/legal'));
