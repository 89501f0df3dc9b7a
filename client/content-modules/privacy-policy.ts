// The legal/privacy-policy content (shared/generated/<lang>/legal/privacy-policy.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const privacyPolicy = /* @__PURE__ */ byLang('legal/privacy-policy', () => import('../../shared/generated/en/legal/privacy-policy'), () => import('../../shared/generated/fr/legal/privacy-policy'));
