// The blog page's strings (shared/i18n/pages/<lang>/blog.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const blogStrings = /* @__PURE__ */ pageStrings('blog', () => import('../../shared/i18n/pages/en/blog'), () => import('../../shared/i18n/pages/fr/blog'));
