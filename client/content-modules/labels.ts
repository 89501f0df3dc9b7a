// The vocabulary labels (shared/generated/<lang>/labels.ts), loaded by the pages that show tags, categories, industries or job facts.
import { byLang } from '../content';

export const labels = /* @__PURE__ */ byLang('labels', () => import('../../shared/generated/en/labels'), () => import('../../shared/generated/fr/labels'));
