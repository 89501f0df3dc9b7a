// The about page's strings (shared/i18n/pages/<lang>/about.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const aboutStrings = /* @__PURE__ */ pageStrings('about', () => import('../../shared/i18n/pages/en/about'), () => import('../../shared/i18n/pages/fr/about'));
