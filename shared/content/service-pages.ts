// What the service pages and the services list need: the groups and the
// index with each page's tagline (for cards), path lookups, and each
// service page's and group page's copy as a chunk of its own.
import { serviceBodies } from '../generated/en/service-bodies';
import { serviceGroupBodies } from '../generated/en/service-group-bodies';
import taglines from '../generated/en/service-taglines';
import { groupPath, serviceGroups as groups, serviceIndex } from './service-index';
import type { ServiceEntry, ServiceGroupEntry as ServiceGroup } from './schema';

export type ServiceCard = ServiceEntry & { tagline: string };

export { groupPath, serviceBodies, serviceGroupBodies };

export const serviceGroups: ServiceGroup[] = groups;
export const serviceCards: ServiceCard[] = serviceIndex.map((s) => ({ ...s, tagline: taglines[s.slug] ?? '' }));

export function groupOf(page: ServiceEntry): ServiceGroup {
  const group = serviceGroups.find((g) => g.slug === page.group);
  if (!group) throw new Error(`service ${page.slug} names unknown group ${page.group}`);
  return group;
}

export function cardsInGroup(slug: string): ServiceCard[] {
  return serviceCards.filter((p) => p.group === slug);
}

const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The service at a path, canonical or alias (a trailing slash is ignored). */
export function findServiceByPath(path: string): ServiceCard | undefined {
  const p = strip(path);
  return serviceCards.find((s) => s.path === p || s.aliases.includes(p));
}

export function findGroupByPath(path: string): ServiceGroup | undefined {
  const p = strip(path);
  return serviceGroups.find((g) => groupPath(g.slug) === p);
}
