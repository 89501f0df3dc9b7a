// The blog-index content (shared/generated/<lang>/blog-index.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const blogIndex = /* @__PURE__ */ byLang('blog-index', () => import('../../shared/generated/en/blog-index'), () => import('../../shared/generated/fr/blog-index'));
