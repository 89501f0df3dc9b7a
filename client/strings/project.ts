// The project page's strings (shared/i18n/pages/<lang>/project.ts), loaded by the pages that show them.
import { pageStrings } from '../page-strings';

export const projectStrings = /* @__PURE__ */ pageStrings('project', () => import('../../shared/i18n/pages/en/project'), () => import('../../shared/i18n/pages/fr/project'));
