// The full service content: index entries joined with their copy. Imported
// by service pages and the server; the navigation uses service-index.ts.
import type { ServiceGroup, ServicePage } from './schema';
import { groupPath, serviceGroups as groupEntries, serviceIndex } from './service-index';
import { groupDetails, serviceDetails } from './service-details';

function detailOf<T>(record: Record<string, T>, slug: string): T {
  const detail = record[slug];
  if (!detail) throw new Error(`no service copy for ${slug}`);
  return detail;
}

export const serviceGroups: ServiceGroup[] = groupEntries.map((g) => ({ ...g, ...detailOf(groupDetails, g.slug) }));
export const servicePages: ServicePage[] = serviceIndex.map((p) => ({ ...p, ...detailOf(serviceDetails, p.slug) }));

export { groupPath };

export function groupOf(page: ServicePage): ServiceGroup {
  const group = serviceGroups.find((g) => g.slug === page.group);
  if (!group) throw new Error(`service ${page.slug} names unknown group ${page.group}`);
  return group;
}

export function pagesInGroup(slug: string): ServicePage[] {
  return servicePages.filter((p) => p.group === slug);
}

const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The service page at a path, canonical or alias (a trailing slash is ignored). */
export function findServiceByPath(path: string): ServicePage | undefined {
  const p = strip(path);
  return servicePages.find((s) => s.path === p || s.aliases.includes(p));
}

export function findGroupByPath(path: string): ServiceGroup | undefined {
  const p = strip(path);
  return serviceGroups.find((g) => groupPath(g.slug) === p);
}
