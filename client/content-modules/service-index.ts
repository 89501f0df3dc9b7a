// The service-index content (shared/generated/<lang>/service-index.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const serviceIndex = /* @__PURE__ */ byLang('service-index', () => import('../../shared/generated/en/service-index'), () => import('../../shared/generated/fr/service-index'));
