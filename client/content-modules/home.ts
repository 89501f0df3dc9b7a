// The home content (shared/generated/<lang>/home.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const home = /* @__PURE__ */ byLang('home', () => import('../../shared/generated/en/home'), () => import('../../shared/generated/fr/home'));
