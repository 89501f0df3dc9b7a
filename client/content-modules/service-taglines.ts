// The service-taglines content (shared/generated/<lang>/service-taglines.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const serviceTaglines = /* @__PURE__ */ byLang('service-taglines', () => import('../../shared/generated/en/service-taglines'), () => import('../../shared/generated/fr/service-taglines'));
