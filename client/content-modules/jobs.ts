// The jobs content (shared/generated/<lang>/jobs.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const jobs = /* @__PURE__ */ byLang('jobs', () => import('../../shared/generated/en/jobs'), () => import('../../shared/generated/fr/jobs'));
