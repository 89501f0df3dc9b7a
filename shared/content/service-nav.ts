// The services as the navigation and footer list them (in every page's
// entry chunk, so only names and paths; content/en/services/index.yaml).
import { navGroups, navPages } from '../generated/en/service-nav';

export const groupPath = (slug: string) => `/services/${slug}`;
export const serviceGroups = navGroups;

export function pagesInGroup(slug: string) {
  return navPages.filter((p) => p.group === slug);
}
