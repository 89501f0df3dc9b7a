// The blog-post page's strings (shared/i18n/pages/<lang>/blog-post.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const blogPostStrings = /* @__PURE__ */ pageStrings('blog-post', () => import('../../shared/i18n/pages/en/blog-post'), () => import('../../shared/i18n/pages/fr/blog-post'));
