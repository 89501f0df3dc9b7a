// The items and words the browser tests search, filter and page with, chosen
// by code from the compiled content for what each test needs. A test that
// typed today's tag or title would break when an owner renamed it, and its
// failure would say nothing about the behaviour under test. When the content
// offers nothing that fits, the pick fails at once and says what it needed.
import {
  allTags,
  matchesListSearch,
  postsByCategory,
  postsByTag,
  topCategories,
  type BlogPost,
} from '../../shared/blog';
import { BLOG_PAGE_SIZE, PROJECTS_PAGE_SIZE } from '../../shared/constants';
import type { FaqItem, ProjectCard } from '../../shared/content/schema';
import { facets, filterProjects, matchesProject, type ProjectQuery } from '../../shared/projects-query';
import { filterFaq } from '../../shared/faq-search';
import { fold } from '../../shared/text';

function fail(what: string): never {
  throw new Error(`The content offers no ${what}: the test needs one.`);
}

function need<T>(value: T | undefined, what: string): T {
  return value === undefined ? fail(what) : value;
}

const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The words of five letters or more in the texts, folded, in order of first appearance. */
const wordsOf = (texts: readonly string[]) => [
  ...new Set(texts.flatMap((t) => fold(t).match(/(?<![a-z])[a-z]{5,}(?![a-z])/g) ?? [])),
];

/** The first `n` distinct words of the articles' titles, for text a reader types that the page echoes. */
export function titleWords(posts: readonly BlogPost[], n: number): string[] {
  const words = wordsOf(posts.map((p) => p.title)).slice(0, n);
  if (words.length < n) fail(`${n} distinct words in the articles' titles`);
  return words;
}

/**
 * A word of the articles' titles and excerpts that the list's search finds
 * in some articles but not in all, no more than a page of them: in two or
 * more when the content allows, so the list shows that it keeps each match.
 */
export function listSearchWord(posts: readonly BlogPost[]): string {
  const hits = (w: string) => posts.filter((p) => matchesListSearch(p, w)).length;
  const fit = wordsOf(posts.flatMap((p) => [p.title, p.excerpt])).filter((w) => {
    const n = hits(w);
    return n > 0 && n < posts.length && n <= BLOG_PAGE_SIZE;
  });
  return need(fit.find((w) => hits(w) >= 2) ?? fit[0], 'word that some articles have in their title or excerpt');
}

/**
 * A tag of two articles or more and, for the list's search within that tag's
 * set, another tag's name in lower case that narrows it: it finds some of the
 * set, one by its tags alone (not its title or excerpt), and also articles
 * outside the set, which the list must leave out.
 */
export function tagAndSearch(posts: readonly BlogPost[]): { tag: string; search: string } {
  const tags = allTags(posts);
  for (const tag of tags) {
    const set = postsByTag(tag, posts);
    if (set.length < 2) continue;
    for (const other of tags) {
      const search = other.toLowerCase();
      const found = set.filter((p) => matchesListSearch(p, search));
      const byTagAlone = found.some((p) => ![p.title, p.excerpt].some((t) => fold(t).includes(fold(search))));
      const outside = posts.some((p) => !set.includes(p) && matchesListSearch(p, search));
      if (found.length > 0 && found.length < set.length && byTagAlone && outside) return { tag, search };
    }
  }
  return fail('tag of two articles that another tag name narrows');
}

/**
 * The category with the most articles (the sidebar's first), and a tag of two
 * articles or more that selects another set: a list titled by one shows
 * which of the two the URL's parameters chose.
 */
export function categoryAndTag(posts: readonly BlogPost[]): { category: string; tag: string } {
  const category = need(topCategories(1, posts)[0]?.category, 'category');
  const inCategory = postsByCategory(category, posts);
  const tag = allTags(posts).find((t) => {
    const set = postsByTag(t, posts);
    return set.length >= 2 && !sameSet(set, inCategory);
  });
  return { category, tag: need(tag, `tag of two articles that selects other articles than the category ${category}`) };
}

const everyProject: ProjectQuery = { q: '', categories: [], industries: [], filters: false, page: 1 };

/**
 * The projects' facets and words the portfolio's tests filter and search
 * with: each chosen for the state its test needs, most used first (ties in
 * the chips' order).
 */
export function projectPicks(projects: readonly ProjectCard[]) {
  const found = (q: Partial<ProjectQuery>) => filterProjects({ ...everyProject, ...q }, projects).length;
  const { categories: allCategories, industries: allIndustries } = facets(projects);
  const categories = [...allCategories].sort((a, b) => found({ categories: [b] }) - found({ categories: [a] }));
  const industries = [...allIndustries].sort((a, b) => found({ industries: [b] }) - found({ industries: [a] }));
  const pages = Math.ceil(projects.length / PROJECTS_PAGE_SIZE);
  if (pages < 3) fail(`third page of projects (${PROJECTS_PAGE_SIZE} a page)`);

  const pairs = <T>(values: readonly T[]) => values.flatMap((a, i) => values.slice(i + 1).map((b) => [a, b] as const));
  const somePerPage = (n: number) => n > 0 && n <= PROJECTS_PAGE_SIZE;
  const hits = (w: string) => projects.filter((p) => matchesProject(p, w)).length;

  // Two categories with a page of projects between them, the first with the most.
  const [first, second] = need(
    pairs(categories).find(([a, b]) => somePerPage(found({ categories: [a, b] }))),
    'two categories that fit one page together',
  );
  // A category and an industry that narrow each other: together fewer projects than either alone.
  const [category, industry] = need(
    categories
      .flatMap((c) => industries.map((i) => [c, i] as const))
      .find(([c, i]) => {
        const both = found({ categories: [c], industries: [i] });
        return both > 0 && both < Math.min(found({ categories: [c] }), found({ industries: [i] }));
      }),
    'category and industry that narrow each other',
  );
  // Industries enough for a second page of results, in the order a reader picks them.
  const manyIndustries: string[] = [];
  for (const i of industries) {
    manyIndustries.push(i);
    if (found({ industries: manyIndustries }) > PROJECTS_PAGE_SIZE) break;
  }
  if (found({ industries: manyIndustries }) <= PROJECTS_PAGE_SIZE) fail('industries for two pages');
  // The chips must tell apart a category whose name holds another's ('Computer Vision' in 'IoT & Computer Vision').
  const kindred =
    pairs(allCategories)
      .map(([a, b]) => (b.includes(a) ? ([a, b] as const) : a.includes(b) ? ([b, a] as const) : undefined))
      .find((pair) => pair !== undefined) ?? ([first, second] as const);
  const technologies = [...new Set(projects.flatMap((p) => p.technologies))].filter((t) => /^[A-Za-z]+$/.test(t));
  const technology = need(
    technologies.sort((a, b) => hits(b) - hits(a)).find((t) => hits(t) < projects.length),
    'one-word technology',
  ).toLowerCase();

  return {
    pages,
    /** How many cards the last page shows. */
    lastPageCards: projects.length - (pages - 1) * PROJECTS_PAGE_SIZE,
    /** A word of the titles that some projects hold and others lack. */
    titleWord: need(
      wordsOf(projects.map((p) => p.title)).find((w) => hits(w) > 0 && hits(w) < projects.length),
      'word that some project titles hold',
    ),
    /** A category's name of two words or more in lower case, as a reader types it. */
    categoryText: (categories.find((c) => c.includes(' ')) ?? categories[0]!).toLowerCase(),
    twoCategories: [first, second] as const,
    narrowing: { category, industry },
    /** The category the most projects share that still fits one page, two or more when the content allows. */
    onePageCategory: need(
      categories.find((c) => found({ categories: [c] }) >= 2 && somePerPage(found({ categories: [c] }))) ??
        categories.find((c) => somePerPage(found({ categories: [c] }))),
      'category of one page',
    ),
    industry: industries[0]!,
    twoIndustries: [industries[0]!, need(industries[1], 'second industry')] as const,
    manyIndustries,
    kindred,
    /** A technology some projects use, in lower case, as a reader types it. */
    technology,
  };
}

/**
 * A word the FAQ search finds in some entries but not all, as each test needs
 * it: in no more than `atMost` entries and no fewer than `atLeast`, or (with
 * `answerOnly`) in entries whose questions do not hold it, so the search is
 * seen to read the answers. The entries' order decides among words that fit.
 */
export function faqWord(
  faq: readonly FaqItem[],
  { atLeast = 1, atMost = faq.length - 1, answerOnly = false } = {},
): string {
  const fit = wordsOf(faq.map((q) => q.answer)).find((w) => {
    const found = filterFaq(faq, w);
    if (found.length < atLeast || found.length > atMost) return false;
    return !answerOnly || found.every((q) => !fold(q.question).includes(w) && fold(q.answer).includes(w));
  });
  return need(
    fit,
    `word the FAQ search finds in ${atLeast} to ${atMost} entries${answerOnly ? ', by their answers' : ''}`,
  );
}

/**
 * The first `n` words of the texts that carry an accent (« sécurité »), each
 * with its spelling without accents (« securite »), as a phone keyboard types
 * it: distinct once folded, four letters or more.
 */
export function accentedWords(texts: readonly string[], n: number): { accented: string; typed: string }[] {
  const seen = new Set<string>();
  const out: { accented: string; typed: string }[] = [];
  for (const word of texts.flatMap((t) => t.toLowerCase().match(/\p{L}{4,}/gu) ?? [])) {
    const typed = fold(word);
    if (typed === word || seen.has(typed)) continue;
    seen.add(typed);
    out.push({ accented: word, typed });
    if (out.length === n) return out;
  }
  return fail(`${n} accented words`);
}
