import type { RouteDef } from './route-kit';
import { projectsByLang } from '../shared/content/projects';
import { blogPostsByLang } from '../shared/content/blog-posts';
import { serviceIndex as servicePages, serviceGroups, groupPath } from '../shared/content/service-index';
import { langOfPath, localizePath, stripLang, type Lang } from '../shared/i18n/lang';

// Server only (entry-server). A twin keeps its item's id or slug (the
// content compiler checks it), but a post, case study or job may exist in
// one language only: each language's items come from its own content.

/** Concrete URLs of each parameterised pattern in a language, from its content. */
const expansions: Record<string, (lang: Lang) => string[]> = {
  '/projects/:slug': (lang) => projectsByLang[lang].map((p) => `/projects/${p.slug}`),
  '/blog/:id': (lang) => blogPostsByLang[lang].map((p) => `/blog/${p.id}`),
  '/services/*': () => [
    ...serviceGroups.map((g) => groupPath(g.slug)),
    ...servicePages.flatMap((s) => [s.path, ...s.aliases]),
  ],
};

/**
 * Concrete URLs for every pattern of the route table: static paths as they
 * are, parameterised ones expanded from the content. A new pattern without
 * an expansion fails the test, so pages cannot slip past it.
 */
export function concreteUrls(routes: readonly RouteDef[]): string[] {
  const urls: string[] = [];
  for (const r of routes) {
    const lang = langOfPath(r.path);
    const pattern = stripLang(r.path);
    if (pattern === '*' || pattern === '/*') continue;
    if (!pattern.includes(':') && !pattern.includes('*')) {
      urls.push(r.path);
      continue;
    }
    const expand = expansions[pattern];
    if (!expand)
      throw new Error(`no concrete URLs known for route pattern ${r.path}: add them in client/route-urls.ts`);
    urls.push(...expand(lang).map((u) => localizePath(lang, u)));
  }
  return urls;
}
