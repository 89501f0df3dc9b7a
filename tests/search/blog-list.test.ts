import { langOfPath } from '../../shared/i18n/lang';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allTags,
  blogListing,
  htmlToText,
  listPosts,
  matchesListSearch,
  paginate,
  parseBlogQuery,
  postById,
  postsByCategory,
  postsByTag,
  tagUses,
  recentPosts,
  relatedPosts,
  searchPosts,
  seededRandom,
  selection,
  shuffle,
  sortPosts,
  topCategories,
  type BlogListQuery,
} from '../../shared/blog';
import { blogPosts } from '../../shared/content/blog-posts';
import type { BlogPost } from '../../shared/blog';
import { BLOG_PAGE_SIZE } from '../../shared/constants';
import { head as listHead } from '../../client/pages/blog-page';
import { resolveRoute } from '../../client/routes';
import { head as postHead, postFor, status as postStatus } from '../../client/pages/blog-post-page';
import { trimAtWord } from '../../shared/text';
import { site } from '../../shared/content/site';
import blogStrings from '../../shared/i18n/pages/en/blog';

/** A small, hand-made set of articles whose answers are easy to see. */
function fixture(over: Partial<BlogPost> & Pick<BlogPost, 'id'>): BlogPost {
  return {
    title: `Post ${over.id}`,
    excerpt: `Excerpt ${over.id}`,
    content: `<p>Body ${over.id}</p>`,
    author: { name: 'A. Writer', role: 'Writer', avatar: '/images/people/a.svg' },
    date: '2025-01-01',
    readTime: 5,
    category: 'AI Strategy',
    tags: ['One', 'Two', 'Three'],
    image: '/images/blog/x.svg',
    imageAlt: 'An image',
    ...over,
  };
}

const posts: BlogPost[] = [
  fixture({ id: 1, date: '2025-03-01', readTime: 4, category: 'AI Strategy', tags: ['Roadmap', 'Africa', 'Budget'] }),
  fixture({
    id: 2,
    date: '2025-05-01',
    readTime: 9,
    category: 'AI Ethics',
    tags: ['Fairness', 'Africa', 'Audit'],
    title: 'Auditing Bias',
    content: '<p>We measure <strong>fairness</strong> with several metrics &amp; thresholds.</p>',
  }),
  fixture({ id: 3, date: '2025-01-15', readTime: 6, category: 'AI Strategy', tags: ['Pricing', 'Budget', 'SME'] }),
  fixture({ id: 4, date: '2025-07-20', readTime: 2, category: 'NLP', tags: ['Multilingual', 'Pidgin', 'Chatbots'] }),
  fixture({ id: 5, date: '2025-07-20', readTime: 9, category: 'Edge Computing', tags: ['Edge AI', 'Offline', 'IoT'] }),
  fixture({ id: 6, date: '2024-12-01', readTime: 3, category: 'AI Strategy', tags: ['Roadmap', 'Hiring', 'Teams'] }),
];

const query = (over: Partial<BlogListQuery> = {}): BlogListQuery => ({
  sort: 'latest',
  view: 'list',
  page: 1,
  ...over,
});
const ids = (list: readonly BlogPost[]) => list.map((p) => p.id);

describe('listPosts', () => {
  it('returns every article in stored order, as a copy', () => {
    const list = listPosts(posts);
    expect(ids(list)).toEqual([1, 2, 3, 4, 5, 6]);
    list.pop();
    expect(posts).toHaveLength(6);
  });

  it('lists every site article by default', () => {
    expect(listPosts(blogPosts)).toHaveLength(blogPosts.length);
    expect(ids(listPosts(blogPosts))).toEqual(ids(blogPosts));
  });
});

describe('postById', () => {
  it('finds an article by its numeric id', () => {
    expect(postById(3, posts)?.id).toBe(3);
    expect(postById(blogPosts[0]!.id, blogPosts)?.title).toBe(blogPosts[0]!.title);
  });

  it('answers undefined for an unknown id', () => {
    expect(postById(999, posts)).toBeUndefined();
    expect(postById(Number.NaN, blogPosts)).toBeUndefined();
  });
});

describe('relatedPosts', () => {
  const first = posts[0]!;

  it('returns only other articles sharing the category or a tag', () => {
    // 3 and 6 share 'AI Strategy'; 2 shares 'Africa'; 6 also shares 'Roadmap'. 4 and 5 share nothing.
    const related = relatedPosts(first, 10, seededRandom(1), posts);
    expect(ids(related).sort()).toEqual([2, 3, 6]);
    expect(ids(related)).not.toContain(1);
  });

  it('returns 3 by default', () => {
    const many = [...posts, fixture({ id: 7, category: 'AI Strategy' })];
    expect(relatedPosts(first, undefined, seededRandom(2), many)).toHaveLength(3);
  });

  it('is deterministic for a given source of randomness', () => {
    const a = relatedPosts(first, 3, seededRandom(42), posts);
    const b = relatedPosts(first, 3, seededRandom(42), posts);
    expect(ids(a)).toEqual(ids(b));
  });

  it('takes its order from the injected random source', () => {
    // random() always 0 makes Fisher-Yates rotate: each item swaps with the first.
    expect(ids(relatedPosts(first, 3, () => 0, posts))).toEqual([3, 6, 2]);
    // random() just below 1 keeps the stored order.
    expect(ids(relatedPosts(first, 3, () => 0.999, posts))).toEqual([2, 3, 6]);
  });

  it('is empty for an article that shares nothing', () => {
    expect(relatedPosts(posts[4]!, 3, seededRandom(1), posts)).toEqual([]);
  });

  it('finds related site articles', () => {
    const post = postById(blogPosts[0]!.id, blogPosts)!;
    const related = relatedPosts(post, 3, seededRandom(post.id), blogPosts);
    expect(related.length).toBeGreaterThan(0);
    for (const r of related) {
      expect(r.id).not.toBe(post.id);
      expect(r.category === post.category || r.tags.some((t) => post.tags.includes(t))).toBe(true);
    }
  });
});

describe('shuffle', () => {
  it('keeps every item and does not touch its input', () => {
    const input = [1, 2, 3, 4, 5];
    const out = shuffle(input, seededRandom(9));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('allTags', () => {
  it('lists each tag once, in order of first appearance', () => {
    const tags = allTags(posts);
    expect(tags.slice(0, 5)).toEqual(['Roadmap', 'Africa', 'Budget', 'Fairness', 'Audit']);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags.filter((t) => t === 'Africa')).toHaveLength(1);
  });

  it('covers every tag of the site articles', () => {
    const tags = allTags(blogPosts);
    for (const p of blogPosts) for (const t of p.tags) expect(tags).toContain(t);
    expect(new Set(tags).size).toBe(tags.length);
  });
});

describe('searchPosts', () => {
  it('matches the title, case-insensitively', () => {
    expect(ids(searchPosts('auditing BIAS', posts))).toEqual([2]);
  });

  it('matches the excerpt', () => {
    expect(ids(searchPosts('excerpt 4', posts))).toEqual([4]);
  });

  it('matches the text of the content', () => {
    expect(ids(searchPosts('SEVERAL METRICS', posts))).toEqual([2]);
    expect(ids(searchPosts('metrics & thresholds', posts))).toEqual([2]);
  });

  it('does not match the HTML markup of the content', () => {
    expect(searchPosts('strong', posts)).toEqual([]);
    expect(searchPosts('<p>', posts)).toEqual([]);
    expect(searchPosts('amp', posts)).toEqual([]);
  });

  it('matches a tag', () => {
    expect(ids(searchPosts('pidgin', posts))).toEqual([4]);
  });

  it('matches the category', () => {
    expect(ids(searchPosts('edge computing', posts))).toEqual([5]);
  });

  it('returns everything for blank text and nothing for no match', () => {
    expect(searchPosts('   ', posts)).toHaveLength(6);
    expect(searchPosts('quantum teleportation', posts)).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('drops tags, decodes the basic entities and collapses spaces', () => {
    expect(htmlToText('<h2>A &amp; B</h2>\n<p>It&#39;s  <em>here</em></p>')).toBe("A & B It's here");
  });
});

describe('postsByCategory and postsByTag', () => {
  it('filters by category, ignoring case', () => {
    expect(ids(postsByCategory('AI Strategy', posts))).toEqual([1, 3, 6]);
    expect(ids(postsByCategory('ai strategy', posts))).toEqual([1, 3, 6]);
    expect(postsByCategory('Robotics', posts)).toEqual([]);
  });

  it('filters by tag, ignoring case, on whole tags only', () => {
    expect(ids(postsByTag('Africa', posts))).toEqual([1, 2]);
    expect(ids(postsByTag('budget', posts))).toEqual([1, 3]);
    expect(postsByTag('Afr', posts)).toEqual([]);
  });
});

describe('recentPosts', () => {
  it('returns the N most recent by date, newest first', () => {
    expect(ids(recentPosts(2, posts))).toEqual([5, 4]);
  });

  it('returns 5 by default', () => {
    expect(ids(recentPosts(undefined, posts))).toEqual([5, 4, 2, 1, 3]);
  });

  it('breaks a date tie by the higher id, so the order is stable', () => {
    expect(ids(recentPosts(2, [posts[3]!, posts[4]!]))).toEqual([5, 4]);
  });

  it('gives the newest site article first', () => {
    const [newest] = recentPosts(1, blogPosts);
    for (const p of blogPosts) expect(newest!.date >= p.date).toBe(true);
  });
});

describe('topCategories', () => {
  it('ranks categories by article count', () => {
    expect(topCategories(2, posts)).toEqual([
      { category: 'AI Strategy', count: 3 },
      { category: 'AI Ethics', count: 1 },
    ]);
  });

  it('returns 5 by default, ties in order of first appearance', () => {
    expect(topCategories(undefined, posts).map((c) => c.category)).toEqual([
      'AI Strategy',
      'AI Ethics',
      'NLP',
      'Edge Computing',
    ]);
    expect(topCategories(undefined, blogPosts)).toHaveLength(5);
  });
});

describe('parseBlogQuery', () => {
  it('defaults to the latest articles in a list, page 1', () => {
    expect(parseBlogQuery(new URLSearchParams())).toEqual({
      category: undefined,
      tag: undefined,
      q: undefined,
      search: undefined,
      sort: 'latest',
      view: 'list',
      page: 1,
    });
  });

  it('reads every parameter, trimming text', () => {
    const q = parseBlogQuery(
      new URLSearchParams('category=NLP&tag=%20Africa%20&q=bias&search=edge&sort=popularity&view=grid&page=2'),
    );
    expect(q).toEqual({
      category: 'NLP',
      tag: 'Africa',
      q: 'bias',
      search: 'edge',
      sort: 'popularity',
      view: 'grid',
      page: 2,
    });
  });

  it('falls back to defaults for unknown or bad values', () => {
    const q = parseBlogQuery(new URLSearchParams('sort=random&view=table&page=-3&q=%20%20'));
    expect(q.sort).toBe('latest');
    expect(q.view).toBe('list');
    expect(q.page).toBe(1);
    expect(q.q).toBeUndefined();
    expect(parseBlogQuery(new URLSearchParams('page=abc')).page).toBe(1);
    expect(parseBlogQuery(new URLSearchParams('sort=oldest')).sort).toBe('oldest');
  });
});

describe('selection', () => {
  it('takes category first, then tag, then q', () => {
    expect(selection(query({ category: 'NLP', tag: 'Africa', q: 'x' }))).toEqual({ kind: 'category', value: 'NLP' });
    expect(selection(query({ tag: 'Africa', q: 'x' }))).toEqual({ kind: 'tag', value: 'Africa' });
    expect(selection(query({ q: 'x' }))).toEqual({ kind: 'q', value: 'x' });
    expect(selection(query())).toEqual({ kind: 'all', value: '' });
  });

  it('applies the same precedence to a parsed URL', () => {
    expect(selection(parseBlogQuery(new URLSearchParams('q=x&tag=Africa&category=NLP'))).kind).toBe('category');
  });
});

describe('matchesListSearch', () => {
  const post = posts[1]!;

  it('matches title, excerpt or any tag, case-insensitively', () => {
    expect(matchesListSearch(post, 'auditing')).toBe(true);
    expect(matchesListSearch(post, 'EXCERPT 2')).toBe(true);
    expect(matchesListSearch(post, 'fairn')).toBe(true);
  });

  it('does not look at the content or the category', () => {
    expect(matchesListSearch(post, 'several metrics')).toBe(false);
    expect(matchesListSearch(post, 'AI Ethics')).toBe(false);
  });

  it('matches everything for blank text', () => {
    expect(matchesListSearch(post, '  ')).toBe(true);
  });
});

describe('sortPosts', () => {
  it('sorts latest first by default mode', () => {
    expect(ids(sortPosts(posts, 'latest'))).toEqual([5, 4, 2, 1, 3, 6]);
  });

  it('sorts oldest first', () => {
    expect(ids(sortPosts(posts, 'oldest'))).toEqual([6, 3, 1, 2, 4, 5]);
  });

  it('sorts by popularity: read time, longest first, then newest', () => {
    expect(ids(sortPosts(posts, 'popularity'))).toEqual([5, 2, 3, 1, 6, 4]);
  });

  it('leaves its input alone', () => {
    sortPosts(posts, 'oldest');
    expect(ids(posts)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('paginate', () => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];

  it('cuts pages of 4 for the blog', () => {
    expect(BLOG_PAGE_SIZE).toBe(4);
    expect(paginate(items, 1, BLOG_PAGE_SIZE)).toEqual({ items: [1, 2, 3, 4], total: 9, page: 1, pageCount: 3 });
    expect(paginate(items, 3, BLOG_PAGE_SIZE).items).toEqual([9]);
  });

  it('clamps a page past either end', () => {
    expect(paginate(items, 99, 4).page).toBe(3);
    expect(paginate(items, 0, 4).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 1, 4)).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('blogListing', () => {
  it('selects by category before tag and q, then sorts and pages', () => {
    const r = blogListing(query({ category: 'AI Strategy', tag: 'Pidgin', q: 'nothing' }), 2, { posts });
    expect(r.selection).toEqual({ kind: 'category', value: 'AI Strategy' });
    expect(r.total).toBe(3);
    expect(ids(r.items)).toEqual([1, 3]);
    expect(r.pageCount).toBe(2);
  });

  it('selects by tag, then narrows with the list search', () => {
    expect(ids(blogListing(query({ tag: 'Africa' }), 4, { posts }).items)).toEqual([2, 1]);
    expect(ids(blogListing(query({ tag: 'Africa', search: 'audit' }), 4, { posts }).items)).toEqual([2]);
  });

  it('selects by q over content too, and sorts by popularity', () => {
    const r = blogListing(query({ q: 'body', sort: 'popularity' }), 10, { posts });
    expect(ids(r.items)).toEqual([5, 3, 1, 6, 4]);
  });

  it('pages the whole site list 4 at a time', () => {
    const r = blogListing(query({ page: 2 }), BLOG_PAGE_SIZE, { posts: blogPosts });
    expect(r.total).toBe(blogPosts.length);
    expect(r.pageCount).toBe(Math.ceil(blogPosts.length / BLOG_PAGE_SIZE));
    expect(r.items).toHaveLength(Math.min(BLOG_PAGE_SIZE, blogPosts.length - BLOG_PAGE_SIZE));
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays within [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const seq = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(seq);
    for (const n of seq) expect(n >= 0 && n < 1).toBe(true);
    expect(seededRandom(8)()).not.toBe(seq[0]);
  });
});

// ---- the heads and statuses of the two blog screens, which the server asks before streaming ----
const ctx = (pathname: string, params: Record<string, string> = {}, search = '') => ({
  pathname,
  lang: langOfPath(pathname),
  params,
  search: new URLSearchParams(search),
  today: '2026-01-01',
});

/** A post of the content (the first listed), for the post page's head. */
const shown = blogPosts[0]!;
const shownPath = `/blog/${shown.id}`;

// What the server does first: load the page's language and content.
beforeAll(async () => {
  await resolveRoute('/blog');
  await resolveRoute(shownPath);
});

describe('blog listing head', () => {
  it('is indexable with canonical /blog and the RSS alternate', () => {
    const h = listHead(ctx('/blog'));
    expect(h.canonical).toBe('/blog');
    expect(h.robots).toBeUndefined();
    expect(h.alternates).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', href: '/blog/rss.xml', title: blogStrings.feedTitle(site.name) },
    ]);
    expect(h.description.length).toBeGreaterThanOrEqual(50);
    expect(h.description.length).toBeLessThanOrEqual(160);
  });

  it('keeps any query view out of the index, with the bare canonical', () => {
    for (const search of ['q=ai', 'view=grid', 'page=2', 'tag=Africa', 'sort=oldest']) {
      const h = listHead(ctx('/blog', {}, search));
      expect(h.robots).toBe('noindex, follow');
      expect(h.canonical).toBe('/blog');
    }
  });
});

describe('blog post head and status', () => {
  it('describes a post', () => {
    const post = postById(shown.id, blogPosts)!;
    const h = postHead(ctx(shownPath, { id: String(shown.id) }));
    expect(postStatus(ctx(shownPath, { id: String(shown.id) }))).toBe(200);
    expect(h.title).toBe(post.title);
    expect(h.canonical).toBe(shownPath);
    expect(h.ogType).toBe('article');
    expect(h.image).toBe(post.image);
    expect(h.imageAlt).toBe(post.imageAlt);
    expect(h.keywords).toEqual(post.tags);
    expect(h.description.length).toBeLessThanOrEqual(160);
    expect(post.excerpt.startsWith(h.description.replace(/…$/, ''))).toBe(true);
    expect(h.alternates?.[0]?.href).toBe('/blog/rss.xml');
  });

  it('answers 404 for an unknown or non-numeric id', () => {
    for (const id of ['999', 'abc', '1.5', '-1', '']) {
      expect(postFor(id, blogPosts)).toBeUndefined();
      expect(postStatus(ctx(`/blog/${id}`, { id }))).toBe(404);
    }
    expect(postHead(ctx('/blog/abc', { id: 'abc' })).robots).toBe('noindex, follow');
  });

  it('shows the most recent post on /blog/post, not indexed', () => {
    const h = postHead(ctx('/blog/post'));
    expect(postStatus(ctx('/blog/post'))).toBe(200);
    expect(postFor(undefined, blogPosts)?.id).toBe(recentPosts(1, blogPosts)[0]!.id);
    expect(h.canonical).toBe('/blog/post');
    expect(h.robots).toBe('noindex, follow');
  });
});

describe('trimAtWord', () => {
  it('leaves short text alone', () => {
    expect(trimAtWord('Short text.', 160)).toBe('Short text.');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const out = trimAtWord('alpha beta gamma delta epsilon', 14);
    expect(out).toBe('alpha beta…');
    expect(out.length).toBeLessThanOrEqual(14);
  });
});

describe('tagUses', () => {
  it('counts, for every tag, the articles a tag link lists', () => {
    const uses = tagUses(blogPosts);
    for (const tag of allTags(blogPosts)) expect(uses.get(tag.toLowerCase())).toBe(postsByTag(tag, blogPosts).length);
  });
});
