// The service groups' cards (shared/generated/<lang>/service-group-cards.ts), for the home page.
import { byLang } from '../content';

export const serviceGroupCards = /* @__PURE__ */ byLang('service-group-cards', () => import('../../shared/generated/en/service-group-cards'), () => import('../../shared/generated/fr/service-group-cards'));
