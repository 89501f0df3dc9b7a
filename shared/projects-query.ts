// Search, filters and paging of /projects, driven by the
// URL's query string so a shared link reproduces the view.
import { INDUSTRIES, PROJECT_CATEGORIES } from './content/taxonomy';
import type { ProjectCard as Project } from './content/schema';
import { PROJECTS_PAGE_SIZE } from './constants';
import { paginate } from './paginate';
import { labelOf, type Labels } from './content/labels';
import { boundedSearch, fold, lower } from './text';

export interface ProjectQuery {
  q: string;
  categories: string[];
  industries: string[];
  /**
   * The filter panel is shown (Show/Hide Filters). Only `filters=1` says so:
   * the panel is a view state apart from the selection, so 'Hide
   * Filters' must still hide it while chips are selected.
   */
  filters: boolean;
  page: number;
}

export function parseProjectQuery(params: URLSearchParams): ProjectQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    // Free text is read within the search bound: the page shows and searches that much.
    q: boundedSearch(params.get('q') ?? ''),
    categories: [...new Set(params.getAll('category').filter(Boolean))],
    industries: [...new Set(params.getAll('industry').filter(Boolean))],
    filters: params.get('filters') === '1',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string of a state; page 1 and empty values are left out. */
export function projectQueryString(query: ProjectQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const c of query.categories) params.append('category', c);
  for (const i of query.industries) params.append('industry', i);
  if (query.filters) params.set('filters', '1');
  if (query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Toggle a chip in or out of its selection; any change goes back to page 1. */
export function toggle(query: ProjectQuery, key: 'categories' | 'industries', value: string): ProjectQuery {
  const current = query[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...query, [key]: next, page: 1 };
}

// Each project's searchable fields, folded (shared/text.ts) once. The
// category and industry are matched as the page shows them (« Santé » on a
// French page, not the English key « Healthcare »).
const haystacks = new WeakMap<Project, { labels: Labels | undefined; hay: string[] }>();
const haystackOf = (p: Project, labels: Labels | undefined) => {
  let kept = haystacks.get(p);
  if (!kept || kept.labels !== labels) {
    const category = labels ? labelOf(labels, 'projectCategories', p.category) : p.category;
    const industry = labels ? labelOf(labels, 'industries', p.industry) : p.industry;
    const hay = [p.title, p.description, p.client, category, industry, ...p.technologies].map(fold);
    haystacks.set(p, (kept = { labels, hay }));
  }
  return kept.hay;
};

/**
 * Search matches title, description, client, category, industry and
 * technologies, where case and accents do not count; the text is read within
 * the search bound (shared/text.ts).
 */
export function matchesProject(p: Project, q: string, labels?: Labels): boolean {
  const needle = fold(boundedSearch(q));
  if (!needle) return true;
  return haystackOf(p, labels).some((f) => f.includes(needle));
}

export function filterProjects<P extends Project>(query: ProjectQuery, projects: readonly P[], labels?: Labels): P[] {
  return projects.filter(
    (p) =>
      matchesProject(p, query.q, labels) &&
      (query.categories.length === 0 || query.categories.includes(p.category)) &&
      (query.industries.length === 0 || query.industries.includes(p.industry)),
  );
}

export function projectListing<P extends Project>(query: ProjectQuery, projects: readonly P[], labels?: Labels) {
  return paginate(filterProjects(query, projects, labels), query.page, PROJECTS_PAGE_SIZE);
}

/** Categories and industries that occur in the data, in the spec's order. */
export function facets(projects: readonly Project[]) {
  const categories = PROJECT_CATEGORIES.filter((c) => projects.some((p) => p.category === c));
  const industries = INDUSTRIES.filter((i) => projects.some((p) => p.industry === i));
  return { categories: categories as string[], industries: industries as string[] };
}

export function projectBySlug(slug: string | undefined, projects: readonly Project[]): Project | undefined {
  return slug ? projects.find((p) => p.slug === slug) : undefined;
}

/** The words of a category that say what kind of work it is ('IoT & Computer Vision' -> iot, computer, vision). */
const categoryWords = (category: string) =>
  new Set(
    lower(category)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 || w === 'ai'),
  );

/**
 * Projects related to one (its case-study page): those sharing its category
 * or industry, both first, then category, then industry. Then the kindred
 * categories ('Computer Vision' and 'IoT & Computer Vision', 'Optimization'
 * and 'Pricing Optimization'), most shared category words first; then the
 * projects sharing the most technologies, so no case study ends in a dead
 * end. Ties go by id: the same order on server and client.
 */
export function relatedProjects(project: Project, count = 3, projects: readonly Project[]): Project[] {
  const mine = categoryWords(project.category);
  const sharedTech = (p: Project) => p.technologies.filter((t) => project.technologies.includes(t)).length;
  const sharedWords = (p: Project) => [...categoryWords(p.category)].filter((w) => w !== 'ai' && mine.has(w)).length;
  const score = (p: Project) => (p.category === project.category ? 2 : 0) + (p.industry === project.industry ? 1 : 0);
  return projects
    .filter((p) => p.id !== project.id)
    .sort(
      (a, b) => score(b) - score(a) || sharedWords(b) - sharedWords(a) || sharedTech(b) - sharedTech(a) || a.id - b.id,
    )
    .slice(0, count);
}
