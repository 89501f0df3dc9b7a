// The blog-search content (shared/generated/<lang>/blog-search.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const blogSearch = /* @__PURE__ */ byLang('blog-search', () => import('../../shared/generated/en/blog-search'), () => import('../../shared/generated/fr/blog-search'));
