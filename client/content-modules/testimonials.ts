// The testimonials content (shared/generated/<lang>/testimonials.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const testimonials = /* @__PURE__ */ byLang('testimonials', () => import('../../shared/generated/en/testimonials'), () => import('../../shared/generated/fr/testimonials'));
