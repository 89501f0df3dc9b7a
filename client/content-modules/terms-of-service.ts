// The legal/terms-of-service content (shared/generated/<lang>/legal/terms-of-service.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const termsOfService = /* @__PURE__ */ byLang('legal/terms-of-service', () => import('../../shared/generated/en/legal/terms-of-service'), () => import('../../shared/generated/fr/legal/terms-of-service'));
