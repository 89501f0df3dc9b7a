// The English messages and labels under their old names, while components
// move to the dictionary of their page's language (shared/i18n/). The blog's
// and the projects list's messages live in those pages' own strings modules.
import { en } from './i18n/en';
import blog from './i18n/pages/en/blog';
import projects from './i18n/pages/en/projects';

export const messages = { ...en.messages, blog: blog.messages, projects: projects.messages };
export const labels = en.labels;
