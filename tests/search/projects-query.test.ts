import { langOfPath } from '../../shared/i18n/lang';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  facets,
  filterProjects,
  matchesProject,
  parseProjectQuery,
  projectBySlug,
  projectListing,
  projectQueryString,
  relatedProjects,
  toggle,
  type ProjectQuery,
} from '../../shared/projects-query';
import { featuredProjectSlugs, projects } from '../../shared/content/projects';
import { INDUSTRIES, PROJECT_CATEGORIES, type Project } from '../../shared/content/schema';
import { PROJECTS_PAGE_SIZE } from '../../shared/constants';
import { head as projectHead, status as projectStatus } from '../../client/pages/project-page';
import { head as projectsHead } from '../../client/pages/projects-page';
import { resolveRoute } from '../../client/routes';

const empty: ProjectQuery = { q: '', categories: [], industries: [], filters: false, page: 1 };
const parse = (qs: string) => parseProjectQuery(new URLSearchParams(qs));

/** A project made up for the tests, so they do not depend on the copy. */
function make(id: number, over: Partial<Project> = {}): Project {
  return {
    id,
    slug: `p-${id}`,
    title: `Project ${id}`,
    category: 'Machine Learning',
    industry: 'Finance',
    client: `Client ${id}`,
    description: 'A description.',
    challenge: 'A challenge.',
    solution: 'A solution.',
    results: 'Results.',
    technologies: ['Python', 'SQL', 'Docker'],
    image: `/images/projects/p-${id}.svg`,
    imageAlt: 'An illustration',
    ...over,
  };
}

describe('parseProjectQuery', () => {
  it('reads nothing from an empty query string', () => {
    expect(parse('')).toEqual(empty);
  });

  it('reads search, repeated chips, the panel flag and the page', () => {
    expect(
      parse('q=%20vision%20&category=Computer+Vision&category=Optimization&industry=Finance&filters=1&page=3'),
    ).toEqual({
      q: 'vision',
      categories: ['Computer Vision', 'Optimization'],
      industries: ['Finance'],
      filters: true,
      page: 3,
    });
  });

  it('drops duplicate and empty chips', () => {
    expect(parse('category=Optimization&category=Optimization&category=&industry=').categories).toEqual([
      'Optimization',
    ]);
    expect(parse('industry=').industries).toEqual([]);
  });

  it('falls back to page 1 for a missing, zero, negative or non-numeric page', () => {
    for (const page of ['', '0', '-2', 'two', 'NaN']) expect(parse(`page=${page}`).page).toBe(1);
  });

  it('shows the filter panel only for filters=1, so Hide Filters works while chips are selected', () => {
    expect(parse('filters=1').filters).toBe(true);
    expect(parse('filters=0').filters).toBe(false);
    expect(parse('category=Optimization').filters).toBe(false);
  });
});

describe('projectQueryString', () => {
  it('is empty for the default state', () => {
    expect(projectQueryString(empty)).toBe('');
  });

  it('leaves out page 1 and empty values', () => {
    expect(projectQueryString({ ...empty, q: 'bot', page: 1 })).toBe('?q=bot');
    expect(projectQueryString({ ...empty, page: 2 })).toBe('?page=2');
  });

  it('round-trips through parseProjectQuery', () => {
    const states: ProjectQuery[] = [
      empty,
      {
        q: 'AI & data',
        categories: ['IoT & Optimization', 'Computer Vision'],
        industries: ['E-commerce'],
        filters: true,
        page: 2,
      },
      { ...empty, industries: ['Human Resources', 'Legal'], page: 4 },
      { ...empty, q: 'naïve "quotes"', filters: true },
    ];
    for (const state of states) {
      const qs = projectQueryString(state);
      expect(parse(qs.replace(/^\?/, ''))).toEqual(state);
      expect(projectQueryString(parse(qs))).toBe(qs);
    }
  });
});

describe('toggle', () => {
  const start: ProjectQuery = { ...empty, q: 'x', categories: ['Optimization'], filters: true, page: 3 };

  it('adds a value that is not selected and goes back to page 1', () => {
    const next = toggle(start, 'categories', 'Computer Vision');
    expect(next.categories).toEqual(['Optimization', 'Computer Vision']);
    expect(next.page).toBe(1);
  });

  it('removes a value that is selected and goes back to page 1', () => {
    const next = toggle(start, 'categories', 'Optimization');
    expect(next.categories).toEqual([]);
    expect(next.page).toBe(1);
  });

  it('keeps the search, the other facet and the panel, and does not change its input', () => {
    const next = toggle(start, 'industries', 'Finance');
    expect(next).toEqual({ ...start, industries: ['Finance'], page: 1 });
    expect(start.industries).toEqual([]);
    expect(start.page).toBe(3);
  });
});

describe('search', () => {
  const data = [
    make(1, { title: 'Route Optimisation for Vans' }),
    make(2, { client: 'A YAOUNDÉ agency' }),
    make(3, { technologies: ['PyTorch', 'OpenCV', 'Docker'] }),
    make(4, { category: 'Computer Vision' }),
    make(5, { industry: 'Healthcare' }),
  ];

  it('matches case-insensitively', () => {
    expect(filterProjects({ ...empty, q: 'route OPTIMISATION' }, data).map((p) => p.id)).toEqual([1]);
    expect(filterProjects({ ...empty, q: 'yaoundé' }, data).map((p) => p.id)).toEqual([2]);
  });

  it('looks in title, client, technologies, category and industry', () => {
    expect(filterProjects({ ...empty, q: 'opencv' }, data).map((p) => p.id)).toEqual([3]);
    expect(filterProjects({ ...empty, q: 'computer vision' }, data).map((p) => p.id)).toEqual([4]);
    expect(filterProjects({ ...empty, q: 'healthcare' }, data).map((p) => p.id)).toEqual([5]);
  });

  it('ignores surrounding spaces and matches everything for an empty search', () => {
    expect(matchesProject(make(9, { title: 'Vans' }), '  vans ')).toBe(true);
    expect(filterProjects({ ...empty, q: '   ' }, data)).toHaveLength(data.length);
  });

  it('finds the real portfolio by a word of its copy', () => {
    const p = projects[0]!;
    const word = p.title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
    expect(filterProjects({ ...empty, q: word.toUpperCase() }, projects).map((x) => x.slug)).toContain(p.slug);
  });
});

describe('category and industry filters', () => {
  const data = [
    make(1, { category: 'Computer Vision', industry: 'Finance' }),
    make(2, { category: 'Computer Vision', industry: 'Manufacturing' }),
    make(3, { category: 'Optimization', industry: 'Finance' }),
    make(4, { category: 'Optimization', industry: 'Logistics' }),
    make(5, { category: 'Machine Learning', industry: 'Finance' }),
  ];
  const ids = (q: Partial<ProjectQuery>) => filterProjects({ ...empty, ...q }, data).map((p) => p.id);

  it('ORs values within a facet', () => {
    expect(ids({ categories: ['Computer Vision', 'Optimization'] })).toEqual([1, 2, 3, 4]);
    expect(ids({ industries: ['Manufacturing', 'Logistics'] })).toEqual([2, 4]);
  });

  it('ANDs across facets and with the search', () => {
    expect(ids({ categories: ['Computer Vision', 'Optimization'], industries: ['Finance'] })).toEqual([1, 3]);
    expect(ids({ categories: ['Optimization'], industries: ['Finance'], q: 'project 4' })).toEqual([]);
    expect(ids({ categories: ['Optimization'], industries: ['Finance', 'Logistics'], q: 'project 4' })).toEqual([4]);
  });

  it('returns nothing for a value that no project has', () => {
    expect(ids({ categories: ['Scientific AI'] })).toEqual([]);
  });
});

describe('projectListing (paging)', () => {
  const data = Array.from({ length: 20 }, (_, i) => make(i + 1));

  it('shows 6 per page with ceil(results / 6) pages', () => {
    expect(PROJECTS_PAGE_SIZE).toBe(6);
    const first = projectListing(empty, data);
    expect(first.items.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first.total).toBe(20);
    expect(first.pageCount).toBe(4);
    expect(projectListing(empty, data.slice(0, 12)).pageCount).toBe(2);
    expect(projectListing(empty, data.slice(0, 13)).pageCount).toBe(3);
    expect(projectListing(empty, data.slice(0, 1)).pageCount).toBe(1);
  });

  it('gives the remainder on the last page', () => {
    const last = projectListing({ ...empty, page: 4 }, data);
    expect(last.page).toBe(4);
    expect(last.items.map((p) => p.id)).toEqual([19, 20]);
  });

  it('clamps a page past the end to the last page', () => {
    const past = projectListing({ ...empty, page: 99 }, data);
    expect(past.page).toBe(4);
    expect(past.items.map((p) => p.id)).toEqual([19, 20]);
  });

  it('has one empty page when nothing matches', () => {
    const none = projectListing({ ...empty, q: 'nothing like this', page: 3 }, data);
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it('pages the 20 real projects into 6, 6, 6 and 2', () => {
    const sizes = [1, 2, 3, 4].map((page) => projectListing({ ...empty, page }, projects).items.length);
    expect(sizes).toEqual([6, 6, 6, 2]);
  });
});

describe('facets', () => {
  it('lists each category and industry in the data once, in the specified order', () => {
    const { categories, industries } = facets(projects);
    expect(new Set(categories)).toEqual(new Set(projects.map((p) => p.category)));
    expect(new Set(industries)).toEqual(new Set(projects.map((p) => p.industry)));
    expect(categories).toEqual(PROJECT_CATEGORIES.filter((c) => categories.includes(c)));
    expect(industries).toEqual(INDUSTRIES.filter((i) => industries.includes(i)));
  });

  it('leaves out values that no project has', () => {
    const { categories, industries } = facets([make(1, { category: 'Optimization', industry: 'Energy' })]);
    expect(categories).toEqual(['Optimization']);
    expect(industries).toEqual(['Energy']);
  });
});

describe('projectBySlug and relatedProjects', () => {
  it('finds the four projects linked from the home page, and nothing for an unknown slug', () => {
    expect(featuredProjectSlugs).toHaveLength(4);
    for (const slug of featuredProjectSlugs) {
      expect(projectBySlug(slug, projects)?.slug).toBe(slug);
    }
    expect(projectBySlug('nope', projects)).toBeUndefined();
    expect(projectBySlug(undefined, projects)).toBeUndefined();
  });

  it('puts same category and industry first, then category, then industry, by id', () => {
    const me = make(1, { category: 'Optimization', industry: 'Finance' });
    const data = [
      me,
      make(2, { category: 'Computer Vision', industry: 'Finance' }),
      make(3, { category: 'Optimization', industry: 'Logistics' }),
      make(4, { category: 'Optimization', industry: 'Finance' }),
      make(5, { category: 'Computer Vision', industry: 'Energy' }),
    ];
    expect(relatedProjects(me, 3, data).map((p) => p.id)).toEqual([4, 3, 2]);
    expect(relatedProjects(me, 2, data).map((p) => p.id)).toEqual([4, 3]);
  });

  it('tops up with projects sharing the most technologies, never itself', () => {
    const me = make(1, { category: 'Optimization', industry: 'Finance', technologies: ['Rust', 'Kafka', 'Redis'] });
    const data = [
      me,
      make(2, { category: 'Computer Vision', industry: 'Energy', technologies: ['Go', 'Redis', 'Kafka'] }),
      make(3, { category: 'Optimization', industry: 'Logistics' }),
      make(4, { category: 'Computer Vision', industry: 'Energy', technologies: ['Go', 'Java', 'Redis'] }),
    ];
    expect(relatedProjects(me, 3, data).map((p) => p.id)).toEqual([3, 2, 4]);
  });

  it('then puts kindred categories (a shared word such as Computer Vision) before shared technologies', () => {
    const me = make(1, { category: 'IoT & Computer Vision', industry: 'Agriculture', technologies: ['Go'] });
    const data = [
      me,
      make(2, { category: 'Optimization', industry: 'Energy', technologies: ['Go'] }),
      make(3, { category: 'Computer Vision', industry: 'Finance' }),
      make(4, { category: 'Robotics & Computer Vision', industry: 'Energy' }),
      make(5, { category: 'Scientific AI', industry: 'Agriculture' }),
    ];
    expect(relatedProjects(me, 4, data).map((p) => p.id)).toEqual([5, 3, 4, 2]);
  });

  it('relates the real case studies by category or industry whenever one shares either', () => {
    for (const p of projects) {
      const kin = projects.filter((o) => o.id !== p.id && (o.category === p.category || o.industry === p.industry));
      const first = relatedProjects(p, 3, projects).slice(0, kin.length);
      for (const r of first)
        expect(r.category === p.category || r.industry === p.industry, `${p.slug} -> ${r.slug}`).toBe(true);
    }
  });

  it('gives every real project three related projects, the same each time', () => {
    for (const p of projects) {
      const related = relatedProjects(p, 3, projects);
      expect(related).toHaveLength(3);
      expect(related).not.toContain(p);
      expect(relatedProjects(p, 3, projects)).toEqual(related);
    }
  });
});

describe('head and status of the projects pages', () => {
  // What the server does first: load the page's language and content.
  beforeAll(async () => {
    await resolveRoute('/projects');
    await resolveRoute(`/projects/${projects[0]!.slug}`);
  });

  const ctx = (pathname: string, slug?: string, search = '') => ({
    pathname,
    lang: langOfPath(pathname),
    params: slug ? { slug } : {},
    search: new URLSearchParams(search),
    today: '2026-01-01',
  });

  it('keeps /projects canonical for any query and indexes only the bare list', () => {
    const bare = projectsHead(ctx('/projects'));
    expect(bare.canonical).toBe('/projects');
    expect(bare.robots).toBeUndefined();
    expect(bare.description.length).toBeGreaterThanOrEqual(50);
    expect(bare.description.length).toBeLessThanOrEqual(160);
    const filtered = projectsHead(ctx('/projects', undefined, 'q=ai&category=Optimization&page=2'));
    expect(filtered.canonical).toBe('/projects');
    expect(filtered.robots).toBe('noindex, follow');
  });

  it('answers 200 with the case study head for a known slug', () => {
    const p = projects[0]!;
    const c = ctx(`/projects/${p.slug}`, p.slug);
    expect(projectStatus(c)).toBe(200);
    const head = projectHead(c);
    expect(head).toMatchObject({
      canonical: `/projects/${p.slug}`,
      image: p.image,
      imageAlt: p.imageAlt,
      ogType: 'article',
    });
    expect(head.description).toBe(p.description);
  });

  it('shows every case study’s description whole in its head: each fits in 160 characters', () => {
    // The page cuts a longer one at a word boundary with "…"; the content writes each to fit, so none is cut.
    for (const p of projects) {
      const { description } = projectHead(ctx(`/projects/${p.slug}`, p.slug));
      expect(p.description.length, p.slug).toBeLessThanOrEqual(160);
      expect(description, p.slug).toBe(p.description);
    }
  });

  it('answers 404 with noindex for an unknown slug', () => {
    const c = ctx('/projects/nope', 'nope');
    expect(projectStatus(c)).toBe(404);
    expect(projectHead(c).robots).toBe('noindex, follow');
  });
});
