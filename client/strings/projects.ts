// The projects page's strings (shared/i18n/pages/<lang>/projects.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const projectsStrings = /* @__PURE__ */ pageStrings('projects', () => import('../../shared/i18n/pages/en/projects'), () => import('../../shared/i18n/pages/fr/projects'));
