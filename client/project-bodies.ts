// The case studies' copy, one chunk per item and language. Only the pages
// showing this kind import it: the loader maps (an import and a path per item,
// in both languages) are small but many, so no page carries another kind's.
import { itemsByLang } from './item-cache';
import { projectBodies as en } from '../shared/generated/en/project-bodies';
import { projectBodies as fr } from '../shared/generated/fr/project-bodies';

export const projectBodies = /* @__PURE__ */ itemsByLang(en, fr);
