// The about content (shared/generated/<lang>/about.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const about = /* @__PURE__ */ byLang('about', () => import('../../shared/generated/en/about'), () => import('../../shared/generated/fr/about'));
