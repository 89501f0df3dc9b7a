// The articles' bodies, one chunk per item and language. Only the pages
// showing this kind import it: the loader maps (an import and a path per item,
// in both languages) are small but many, so no page carries another kind's.
import { itemsByLang } from './item-cache';
import { blogBodies as en } from '../shared/generated/en/blog-bodies';
import { blogBodies as fr } from '../shared/generated/fr/blog-bodies';

export const blogBodies = /* @__PURE__ */ itemsByLang(en, fr);
