// The team content (shared/generated/<lang>/team.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const team = /* @__PURE__ */ byLang('team', () => import('../../shared/generated/en/team'), () => import('../../shared/generated/fr/team'));
