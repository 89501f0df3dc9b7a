// The bound on what a search reads, and the one spelling of a page's URL:
// a 15 KB query is read as its first dozen distinct words, and the searches
// tokenise each text once. What either costs in CPU time is the bench's
// hostile search part.
import { describe, expect, it } from 'vitest';
import { boundedSearch } from '../../shared/text';
import { SEARCH_MAX_CHARS, SEARCH_MAX_WORDS } from '../../shared/constants';
import { filterFaq } from '../../shared/faq-search';
import { faqPage } from '../../shared/content/collections';
import faqPageFr from '../../shared/generated/fr/faq-page';
import { searchPosts, type BlogPost } from '../../shared/blog';
import { blogPostsByLang } from '../../shared/content/blog-posts';
import { filterProjects, parseProjectQuery } from '../../shared/projects-query';
import { projects } from '../../shared/content/projects';
import projectsFr from '../../shared/generated/fr/projects-index';

const projectsByLang = { en: projects, fr: projectsFr };
const faqByLang = { en: faqPage, fr: faqPageFr };
import { normalPath, readQuery, servedSpelling } from '../../shared/request-url';
import { expectEach } from '../support/each';

/** One short word repeated to about 15,000 characters, as the attack sends it (decoded). */
const longQuery = (word: string) =>
  Array.from({ length: Math.floor(15_000 / (word.length + 1)) }, () => word).join(' ');

describe('boundedSearch', () => {
  it('keeps one of each word, however often it is repeated', () => {
    expect(longQuery('et').length).toBeGreaterThan(14_000);
    expect(boundedSearch(longQuery('et'))).toBe('et');
    expect(boundedSearch('Pricing pricing PRICING support')).toBe('Pricing support');
  });

  it('keeps at most SEARCH_MAX_WORDS distinct words and SEARCH_MAX_CHARS characters', () => {
    const many = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const bounded = boundedSearch(many);
    expect(bounded.split(' ')).toHaveLength(SEARCH_MAX_WORDS);
    expect(bounded.startsWith('word0 word1 ')).toBe(true);
    const long = boundedSearch('x'.repeat(15_000));
    expect(long).toHaveLength(SEARCH_MAX_CHARS);
    const words = boundedSearch(
      Array.from({ length: 12 }, () => 'abcdefghijklmnopqrstuvwxyz')
        .map((w, i) => `${w}${i}`)
        .join(' '),
    );
    expect(words.length).toBeLessThanOrEqual(SEARCH_MAX_CHARS);
  });

  it('drops a word the character bound cuts, and collapses blanks', () => {
    const text = `${'a'.repeat(190)} abcdefghijklmnop`;
    expect(boundedSearch(text)).toBe('a'.repeat(190));
    expect(boundedSearch('  how \t long\n ')).toBe('how long');
    expect(boundedSearch('')).toBe('');
    expect(boundedSearch('   ')).toBe('');
  });

  it('leaves a normal query as it is, and gives the same text when asked again', () => {
    for (const q of ['pricing', 'return on investment', 'edge & cloud', 'Sécurité des données'])
      expect(boundedSearch(q)).toBe(q);
    const once = boundedSearch(longQuery('the') + ' pricing');
    expect(boundedSearch(once)).toBe(once);
  });
});

describe('the searches with a 15 KB query', () => {
  it('find what the bounded query finds, on every searchable list', () => {
    for (const lang of ['en', 'fr'] as const) {
      const word = lang === 'en' ? 'the' : 'et';
      const long = longQuery(word);
      expect(filterFaq(faqByLang[lang], long)).toEqual(filterFaq(faqByLang[lang], word));
      const posts = blogPostsByLang[lang];
      expect(searchPosts(long, posts)).toEqual(searchPosts(word, posts));
      const projects = projectsByLang[lang];
      expect(parseProjectQuery(new URLSearchParams({ q: long })).q).toBe(word);
      expect(filterProjects({ ...parseProjectQuery(new URLSearchParams()), q: long }, projects)).toEqual(
        filterProjects({ ...parseProjectQuery(new URLSearchParams()), q: word }, projects),
      );
    }
  });

  it('tokenise each FAQ answer once, however many searches run', () => {
    let reads = 0;
    // Items whose text counts how often it is read.
    const items = faqPage.map((item) => ({
      get question() {
        reads += 1;
        return item.question;
      },
      get answer() {
        reads += 1;
        return item.answer;
      },
    }));
    for (const term of ['pricing', 'security', longQuery('et'), 'how long', 'ROI', 'quantum blockchain'])
      filterFaq(items, term);
    expect(reads).toBe(items.length * 2);
  });

  it('lower-case each article and project once, however many searches run', () => {
    let reads = 0;
    const counted = <T extends object>(item: T, key: keyof T): T =>
      Object.create(item, { [key]: { get: () => ((reads += 1), item[key]), enumerable: true } }) as T;
    const posts: BlogPost[] = blogPostsByLang.en.map((p) => counted(p, 'title'));
    for (const term of ['model', 'data', longQuery('the'), 'nothing at all']) searchPosts(term, posts);
    expect(reads).toBe(posts.length);
    reads = 0;
    const projects = projectsByLang.en.map((p) => counted(p, 'description'));
    const empty = parseProjectQuery(new URLSearchParams());
    for (const q of ['python', 'fraud', longQuery('the'), 'zzz']) filterProjects({ ...empty, q }, projects);
    expect(reads).toBe(projects.length);
  });
});

describe('normalPath and servedSpelling', () => {
  it('spells a path with one slash between segments, no dot segments and no trailing slash', () => {
    // A string transformation: '/blog/1/' stands for any path, whatever posts exist.
    expectEach(normalPath, {
      '/blog/1/': '/blog/1',
      '//about': '/about',
      '/./projects/': '/projects',
      '/.//evil.com/x': '/evil.com/x',
      '/\\evil.com': '/evil.com',
      '/blog/%2e%2e/about': '/about',
      '/../../etc': '/etc',
      '/': '/',
      '//': '/',
    });
  });

  it('names the served path another spelling stands for, and nothing for a served path or an unknown one', () => {
    // An invented set of served paths: the function is given what exists, it reads no content.
    const served = new Set(['/', '/about', '/blog/1', '/fr/blog/1']);
    const has = (p: string) => served.has(p);
    expectEach((path) => servedSpelling(path, has), {
      '/blog/1/': '/blog/1',
      '/fr//blog/./1/': '/fr/blog/1',
      '/ABOUT': '/about',
      '//': '/',
      '/%62log/%31': '/blog/1',
      '/fr/%42LOG/1': '/fr/blog/1',
      '/blog/01': '/blog/1',
      '/blog/%30%30%31': '/blog/1',
    });
    for (const path of ['/about', '/about%2F', '/blog/10', '//evil.com/x', '/no-such/'])
      expect(servedSpelling(path, has), path).toBeUndefined();
  });
});

describe('readQuery', () => {
  const read = (name: string) => ['q', 'search', 'tag'].includes(name);
  it('leaves a query its page reads whole, with search text within the bound', () => {
    expect(readQuery(new URLSearchParams('q=edge+%26+cloud&tag=AI'), read)).toBeUndefined();
    expect(readQuery(new URLSearchParams('q='), read)).toBeUndefined();
  });

  it('cuts search text to the bound, drops unread parameters and blank searches', () => {
    expect(readQuery(new URLSearchParams({ q: longQuery('et'), tag: 'AI' }), read)).toBe('q=et&tag=AI');
    expect(readQuery(new URLSearchParams('search=+how++long+&utm_source=x'), read)).toBe('search=how%20long');
    expect(readQuery(new URLSearchParams('q=%20%20&tag=AI'), read)).toBe('tag=AI');
    // A parameter that is not a search keeps its value as it came.
    expect(readQuery(new URLSearchParams({ tag: ` ${'x '.repeat(300)}`, junk: '1' }), read)).toBe(
      `tag=${encodeURIComponent(` ${'x '.repeat(300)}`)}`,
    );
  });
});
