// What the service pages and the services list need, over one language's
// service index and taglines (loaded per language by the pages): the groups
// and the cards, path lookups. Pure: no content is imported here, so a page
// carries only its own language's data.
import type { ServiceEntry, ServiceGroupEntry as ServiceGroup } from './schema';

export type ServiceCard = ServiceEntry & { tagline: string };

export const groupPath = (slug: string) => `/services/${slug}`;

const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export interface ServiceCatalog {
  serviceGroups: ServiceGroup[];
  serviceCards: ServiceCard[];
  groupOf(page: ServiceEntry): ServiceGroup;
  cardsInGroup(slug: string): ServiceCard[];
  /** The service at a path (without language prefix), canonical or alias (a trailing slash is ignored). */
  findServiceByPath(path: string): ServiceCard | undefined;
  findGroupByPath(path: string): ServiceGroup | undefined;
}

const catalogs = new WeakMap<object, ServiceCatalog>();

export function catalogOf(
  index: { serviceGroups: ServiceGroup[]; serviceIndex: ServiceEntry[] },
  taglines: Readonly<Record<string, string>>,
): ServiceCatalog {
  const known = catalogs.get(index);
  if (known) return known;
  const { serviceGroups } = index;
  const serviceCards = index.serviceIndex.map((s) => ({ ...s, tagline: taglines[s.slug] ?? '' }));
  const catalog: ServiceCatalog = {
    serviceGroups,
    serviceCards,
    groupOf(page) {
      const group = serviceGroups.find((g) => g.slug === page.group);
      if (!group) throw new Error(`service ${page.slug} names unknown group ${page.group}`);
      return group;
    },
    cardsInGroup: (slug) => serviceCards.filter((p) => p.group === slug),
    findServiceByPath(path) {
      const p = strip(path);
      return serviceCards.find((s) => s.path === p || s.aliases.includes(p));
    },
    findGroupByPath(path) {
      const p = strip(path);
      return serviceGroups.find((g) => groupPath(g.slug) === p);
    },
  };
  catalogs.set(index, catalog);
  return catalog;
}
