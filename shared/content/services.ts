// The full service content (index entries joined with their copy): for the
// server (the content API) and tests. Pages use service-pages.ts and load one
// page's copy at a time.
import type { ServicePage } from './schema';
import details from '../generated/en/service-details-full';
import { groupPath, serviceIndex } from './service-index';
import type { ServiceGroup } from './schema';
import groups from '../generated/en/service-groups';

function detailOf(slug: string) {
  const detail = details[slug];
  if (!detail) throw new Error(`no service copy for ${slug}`);
  return detail;
}

export const servicePages: ServicePage[] = serviceIndex.map((p) => ({ ...p, ...detailOf(p.slug) }));

export { groupPath };

const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The groups with their copy (head, intro). */
export const serviceGroups: ServiceGroup[] = groups;

export function groupOf(page: ServicePage): ServiceGroup {
  const group = serviceGroups.find((g) => g.slug === page.group);
  if (!group) throw new Error(`service ${page.slug} names unknown group ${page.group}`);
  return group;
}

export function findGroupByPath(path: string): ServiceGroup | undefined {
  const p = strip(path);
  return serviceGroups.find((g) => groupPath(g.slug) === p);
}

export function pagesInGroup(slug: string): ServicePage[] {
  return servicePages.filter((p) => p.group === slug);
}

/** The service page at a path, canonical or alias (a trailing slash is ignored). */
export function findServiceByPath(path: string): ServicePage | undefined {
  const p = strip(path);
  return servicePages.find((s) => s.path === p || s.aliases.includes(p));
}
