// The case studies as lists and cards need them (content/en/projects/<slug>.md
// front matter). The Challenge/Solution/Results copy is loaded by the project's
// own page (shared/generated/load/project-bodies.ts); projects-full.ts has it all.
import data from '../generated/en/projects-index';
import dataFr from '../generated/fr/projects-index';
import type { Lang } from '../i18n/lang';
import home from '../generated/en/home';

export const projects = data;

/** Every language's cards, for the server (sitemap); pages load their own language (client/content.ts). */
export const projectsByLang: Readonly<Record<Lang, typeof data>> = { en: data, fr: dataFr };

/** The four projects of the home page (content/en/home.yaml). */
export const featuredProjectSlugs = home.featuredProjects.map((p) => p.slug);
