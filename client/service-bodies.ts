// The service and service-group pages' copy, one chunk per item and language. Only the pages
// showing this kind import it: the loader maps (an import and a path per item,
// in both languages) are small but many, so no page carries another kind's.
import { itemsByLang } from './item-cache';
import { serviceBodies as serviceEn } from '../shared/generated/en/service-bodies';
import { serviceBodies as serviceFr } from '../shared/generated/fr/service-bodies';
import { serviceGroupBodies as groupEn } from '../shared/generated/en/service-group-bodies';
import { serviceGroupBodies as groupFr } from '../shared/generated/fr/service-group-bodies';

export const serviceBodies = /* @__PURE__ */ itemsByLang(serviceEn, serviceFr);
export const serviceGroupBodies = /* @__PURE__ */ itemsByLang(groupEn, groupFr);
