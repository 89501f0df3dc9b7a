// The items of the item pages (an article's body, a case study's copy, a
// service or group page's copy), one chunk per item and language. Only the
// three item pages import this: the loader maps are small (an import and a
// path each) but many, so lists and other pages do not carry them.
import { itemCache, type ItemCache, type Loaders } from './item-cache';
import type { Lang } from '../shared/i18n/lang';
import { blogBodies as blogBodiesEn } from '../shared/generated/en/blog-bodies';
import { blogBodies as blogBodiesFr } from '../shared/generated/fr/blog-bodies';
import { projectBodies as projectBodiesEn } from '../shared/generated/en/project-bodies';
import { projectBodies as projectBodiesFr } from '../shared/generated/fr/project-bodies';
import { serviceBodies as serviceBodiesEn } from '../shared/generated/en/service-bodies';
import { serviceBodies as serviceBodiesFr } from '../shared/generated/fr/service-bodies';
import { serviceGroupBodies as serviceGroupBodiesEn } from '../shared/generated/en/service-group-bodies';
import { serviceGroupBodies as serviceGroupBodiesFr } from '../shared/generated/fr/service-group-bodies';

/** Item caches of items, one per language. */
function itemsByLang<T>(en: Loaders<T>, fr: Loaders<T>): Readonly<Record<Lang, ItemCache<T>>> {
  return { en: itemCache(en), fr: itemCache(fr) };
}

export const blogBodies = /* @__PURE__ */ itemsByLang(blogBodiesEn, blogBodiesFr);
export const projectBodies = /* @__PURE__ */ itemsByLang(projectBodiesEn, projectBodiesFr);
export const serviceBodies = /* @__PURE__ */ itemsByLang(serviceBodiesEn, serviceBodiesFr);
export const serviceGroupBodies = /* @__PURE__ */ itemsByLang(serviceGroupBodiesEn, serviceGroupBodiesFr);

