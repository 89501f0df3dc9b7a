// The home page's strings (shared/i18n/pages/<lang>/home.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const homeStrings = /* @__PURE__ */ pageStrings('home', () => import('../../shared/i18n/pages/en/home'), () => import('../../shared/i18n/pages/fr/home'));
