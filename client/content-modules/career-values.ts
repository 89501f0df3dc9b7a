// The career-values content (shared/generated/<lang>/career-values.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const careerValues = /* @__PURE__ */ byLang('career-values', () => import('../../shared/generated/en/career-values'), () => import('../../shared/generated/fr/career-values'));
