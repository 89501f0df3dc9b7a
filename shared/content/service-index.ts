// Who the services are and where they live (content/en/services/index.yaml):
// the light part of the service content, imported by the navigation on
// every page. Each page's copy is in content/en/services/<slug>.md, loaded
// only by that page (service-pages.ts).
import { serviceGroups as groups, serviceIndex as index } from '../generated/en/service-index';
import { groupPath } from './service-pages';

export { groupPath };

export const serviceGroups = groups;
export const serviceIndex = index;
