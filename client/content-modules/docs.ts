// The docs content (shared/generated/<lang>/docs.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const docs = /* @__PURE__ */ byLang('docs', () => import('../../shared/generated/en/docs'), () => import('../../shared/generated/fr/docs'));
