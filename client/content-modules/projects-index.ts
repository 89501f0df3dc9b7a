// The projects-index content (shared/generated/<lang>/projects-index.ts), loaded by the pages that show it.
import { byLang } from '../content';

export const projectsIndex = /* @__PURE__ */ byLang('projects-index', () => import('../../shared/generated/en/projects-index'), () => import('../../shared/generated/fr/projects-index'));
