// The full service content (index entries joined with their copy): for the
// server (the content API) and tests. Pages use service-pages.ts and load one
// page's copy at a time.
import type { ServicePage } from './schema';
import details from '../generated/en/service-details-full';
import { groupPath, serviceIndex } from './service-index';
import { serviceGroups, groupOf as groupOfEntry, findGroupByPath } from './service-pages';

function detailOf(slug: string) {
  const detail = details[slug];
  if (!detail) throw new Error(`no service copy for ${slug}`);
  return detail;
}

export const servicePages: ServicePage[] = serviceIndex.map((p) => ({ ...p, ...detailOf(p.slug) }));

export { groupPath, serviceGroups, findGroupByPath };

export const groupOf = (page: ServicePage) => groupOfEntry(page);

export function pagesInGroup(slug: string): ServicePage[] {
  return servicePages.filter((p) => p.group === slug);
}

const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The service page at a path, canonical or alias (a trailing slash is ignored). */
export function findServiceByPath(path: string): ServicePage | undefined {
  const p = strip(path);
  return servicePages.find((s) => s.path === p || s.aliases.includes(p));
}
