// The blog lookups, as pure functions over the static articles.
import type { BlogPostCard } from './content/schema';
import { labelOf, type Labels } from './content/labels';

/**
 * An article as the lookups see it: the card fields, and the body when a
 * caller has it (tests, the server). The pages have only the cards; the
 * ?q= search gets the bodies' text from its own chunk (`texts`).
 */
export type BlogPost = BlogPostCard & { content?: string };

/** The readable text of each article's body by id (shared/generated/<lang>/blog-search.ts). */
export type BlogTexts = Readonly<Record<number, string>>;
import { paginate } from './paginate';
import { boundedSearch, fold, lower } from './text';
import { RECENT_DEFAULT, RELATED_DEFAULT, TOP_CATEGORIES_DEFAULT } from './constants';

export type Random = () => number;

/** All articles, in their stored order. */
export function listPosts(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts];
}

export function postById(id: number, posts: readonly BlogPost[]): BlogPost | undefined {
  return posts.find((p) => p.id === id);
}

/** Fisher-Yates with an injectable source of randomness. */
export function shuffle<T>(items: readonly T[], random: Random = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Other articles sharing the category or any tag, in random order. */
export function relatedPosts(
  post: BlogPost,
  count = RELATED_DEFAULT,
  random: Random = Math.random,
  posts: readonly BlogPost[],
): BlogPost[] {
  const candidates = posts.filter(
    (p) => p.id !== post.id && (p.category === post.category || p.tags.some((t) => post.tags.includes(t))),
  );
  return shuffle(candidates, random).slice(0, count);
}

/** How many articles carry each tag (keyed in lower case, as tag links match). */
export function tagUses(posts: readonly BlogPost[]): Map<string, number> {
  const uses = new Map<string, number>();
  for (const post of posts) for (const tag of new Set(post.tags.map(lower))) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  return uses;
}

/** Every distinct tag, in order of first appearance. */
export function allTags(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.flatMap((p) => p.tags))];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The readable text of trusted article HTML: a search must not match markup such as 'strong' or 'li'. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An article's title, excerpt, category and tags, folded (shared/text.ts)
 * once per article. The category and tags are matched as the page shows
 * them (« Afrique » on a French page, not the English key « Africa »).
 */
const heads = new WeakMap<BlogPost, { labels: Labels | undefined; head: string[] }>();
function headOf(post: BlogPost, labels: Labels | undefined): string[] {
  let kept = heads.get(post);
  if (!kept || kept.labels !== labels) {
    const category = labels ? labelOf(labels, 'blogCategories', post.category) : post.category;
    const tags = labels ? post.tags.map((t) => labelOf(labels, 'blogTags', t)) : post.tags;
    heads.set(post, (kept = { labels, head: [post.title, post.excerpt, category, ...tags].map(fold) }));
  }
  return kept.head;
}

/** An article's body text, folded once per article and body text. */
const bodies = new WeakMap<BlogPost, { body: string | undefined; text: string }>();
function bodyOf(post: BlogPost, texts: BlogTexts | undefined): string {
  const body = texts?.[post.id];
  let hay = bodies.get(post);
  if (!hay || hay.body !== body) bodies.set(post, (hay = { body, text: fold(body ?? htmlToText(post.content ?? '')) }));
  return hay.text;
}

/**
 * Search over title, excerpt, content, tags and category, where case and
 * accents do not count (« donnees » finds « données »). The query is read
 * within the search bound (shared/text.ts boundedSearch), and each article's
 * text is folded once, not on every search.
 */
export function searchPosts(query: string, posts: readonly BlogPost[], texts?: BlogTexts, labels?: Labels): BlogPost[] {
  const q = fold(boundedSearch(query));
  if (!q) return [...posts];
  return posts.filter((p) => headOf(p, labels).some((field) => field.includes(q)) || bodyOf(p, texts).includes(q));
}

export function postsByCategory(category: string, posts: readonly BlogPost[]): BlogPost[] {
  return posts.filter((p) => lower(p.category) === lower(category));
}

export function postsByTag(tag: string, posts: readonly BlogPost[]): BlogPost[] {
  return posts.filter((p) => p.tags.some((t) => lower(t) === lower(tag)));
}

// ISO dates sort as plain strings (no collator needed).
const byDateDesc = (a: BlogPost, b: BlogPost) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id);

/** The N most recent articles by date. */
export function recentPosts(count = RECENT_DEFAULT, posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort(byDateDesc).slice(0, count);
}

/** The N categories with the most articles (ties keep first appearance). */
export function topCategories(
  count = TOP_CATEGORIES_DEFAULT,
  posts: readonly BlogPost[],
): { category: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of posts) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return [...counts.entries()]
    .map(([category, n]) => ({ category, count: n }))
    .sort((a, b) => b.count - a.count)
    .slice(0, count);
}

// ---- the listing of /blog ----

export type BlogSort = 'latest' | 'oldest' | 'popularity';
export type BlogView = 'list' | 'grid';

export interface BlogListQuery {
  category?: string;
  tag?: string;
  q?: string;
  /** The list's own search text (title, excerpt, tags). */
  search?: string;
  sort: BlogSort;
  view: BlogView;
  page: number;
}

export function parseBlogQuery(params: URLSearchParams): BlogListQuery {
  const sort = params.get('sort');
  const view = params.get('view');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const pick = (k: string) => params.get(k)?.trim() || undefined;
  // Free text is read within the search bound: the page shows and searches that much.
  const text = (k: string) => boundedSearch(params.get(k) ?? '') || undefined;
  return {
    category: pick('category'),
    tag: pick('tag'),
    q: text('q'),
    search: text('search'),
    sort: sort === 'oldest' || sort === 'popularity' ? sort : 'latest',
    view: view === 'grid' ? 'grid' : 'list',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Which set the URL selects: category, then tag, then q. */
export function selection(query: BlogListQuery): { kind: 'category' | 'tag' | 'q' | 'all'; value: string } {
  if (query.category) return { kind: 'category', value: query.category };
  if (query.tag) return { kind: 'tag', value: query.tag };
  if (query.q) return { kind: 'q', value: query.q };
  return { kind: 'all', value: '' };
}

/** The list's search: title, excerpt or any tag, where case and accents do not count. */
export function matchesListSearch(post: BlogPost, text: string, labels?: Labels): boolean {
  const q = fold(boundedSearch(text));
  if (!q) return true;
  const [title, excerpt, , ...tags] = headOf(post, labels);
  return title!.includes(q) || excerpt!.includes(q) || tags.some((t) => t.includes(q));
}

export function sortPosts(posts: readonly BlogPost[], sort: BlogSort): BlogPost[] {
  const out = [...posts];
  if (sort === 'popularity') return out.sort((a, b) => b.readTime - a.readTime || byDateDesc(a, b));
  if (sort === 'oldest') return out.sort((a, b) => -byDateDesc(a, b));
  return out.sort(byDateDesc);
}

export { paginate } from './paginate';

export function blogListing(
  query: BlogListQuery,
  pageSize: number,
  options: { posts: readonly BlogPost[]; texts?: BlogTexts; labels?: Labels },
) {
  const { posts, texts, labels } = options;
  const sel = selection(query);
  const base =
    sel.kind === 'category'
      ? postsByCategory(sel.value, posts)
      : sel.kind === 'tag'
        ? postsByTag(sel.value, posts)
        : sel.kind === 'q'
          ? searchPosts(sel.value, posts, texts, labels)
          : [...posts];
  const searched = query.search ? base.filter((p) => matchesListSearch(p, query.search!, labels)) : base;
  return { selection: sel, ...paginate(sortPosts(searched, query.sort), query.page, pageSize) };
}

/** Seeded PRNG (mulberry32): the same 'random' order on server and client. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
