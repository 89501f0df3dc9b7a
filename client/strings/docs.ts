// The docs page's strings (shared/i18n/pages/<lang>/docs.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const docsStrings = /* @__PURE__ */ pageStrings('docs', () => import('../../shared/i18n/pages/en/docs'), () => import('../../shared/i18n/pages/fr/docs'));
