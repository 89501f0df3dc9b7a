import type { Page } from '@playwright/test';
import { test, expect, open, testNoAxeViolations } from './fixtures';
import { en } from '../../shared/i18n/en';
import blogStrings from '../../shared/i18n/pages/en/blog';
import { blogPosts } from '../../shared/content/blog-posts';
import {
  allTags,
  matchesListSearch,
  postById,
  postsByCategory,
  postsByTag,
  recentPosts,
  relatedPosts,
  seededRandom,
  sortPosts,
  topCategories,
} from '../../shared/blog';
import {
  BLOG_PAGE_SIZE,
  LINK_COPIED_MS,
  LIST_CARD_TAGS,
  SIDEBAR_CATEGORIES,
  SIDEBAR_TAGS,
} from '../../shared/constants';
import { categoryAndTag, listSearchWord, tagAndSearch, titleWords } from '../support/content-picks';

// The spec's messages: the shared ones, and this page's own (its strings module).
const messages = { ...en.messages, blog: blogStrings.messages };

const titlesOf = (ids: number[]) => ids.map((id) => postById(id, blogPosts)!.title);
const latest = sortPosts(blogPosts, 'latest');
const oldest = sortPosts(blogPosts, 'oldest');

// The posts under test are picked from the content by what each test needs,
// so an owner who adds, removes or renumbers articles breaks none.
const anyPost = blogPosts[0]!;
/** An article with two tags or more: its second tag is followed. */
const tagged = blogPosts.find((p) => p.tags.length >= 2)!;
/** An article with three related articles to follow. */
const withRelated = blogPosts.find((p) => relatedPosts(p, 3, seededRandom(p.id), blogPosts).length === 3)!;
/** An id no article has. */
const missingId = Math.max(...blogPosts.map((p) => p.id)) + 1;
/** A word some articles' titles or excerpts hold and others lack. */
const word = listSearchWord(blogPosts);
/** A tag's set of articles, and a tag name that finds some of them and some outside it. */
const narrowed = tagAndSearch(blogPosts);
/** A category and a tag that select different articles. */
const precedence = categoryAndTag(blogPosts);

/** A query string as a browser's GET form writes it (spaces as '+'). */
const formQuery = (params: Record<string, string>) => new URLSearchParams(params).toString();
/** A regex for the blog list's URL with exactly this query. */
const listUrl = (query: string) => new RegExp(`/blog\\?${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#results$`);

const listHeading = (page: Page) => page.locator('.blog-list-heading');
const cardTitles = (page: Page) => page.locator('.blog-card-title');

/** Marks the window: the mark gone after an action means the browser loaded a new document. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
}
/** Pages are documents: a link or a GET form is the browser's own page load, answered by the server. */
async function expectNewDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBeUndefined();
}

test.describe('blog listing with JavaScript', () => {
  test('lists the latest 4 articles in list view with capped tags', async ({ page, consoleErrors }) => {
    await open(page, '/blog');
    await expect(page.locator('h1')).toHaveText(messages.blog.intro);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(listHeading(page)).toHaveText(messages.blog.latest);
    await expect(cardTitles(page)).toHaveText(latest.slice(0, BLOG_PAGE_SIZE).map((p) => p.title));

    const first = page.locator('.blog-card').first();
    const post = latest[0]!;
    await expect(first.locator('.blog-card-tags .blog-tag')).toHaveText(post.tags.slice(0, LIST_CARD_TAGS));
    const more = first.locator('.blog-tag-more');
    if (post.tags.length > LIST_CARD_TAGS)
      await expect(more).toHaveText(messages.blog.moreTags(post.tags.length - LIST_CARD_TAGS));
    else await expect(more).toHaveCount(0);
    await expect(first.locator('.blog-badge')).toHaveAttribute(
      'href',
      `/blog?category=${encodeURIComponent(post.category)}#results`,
    );
    await expect(first.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.id}`);
    await expect(first.locator('.blog-meta')).toContainText(post.author.name);
    await expect(first.locator('.blog-meta')).toContainText(`${post.readTime} min read`);
    await expect(first.locator('time')).toHaveAttribute('datetime', post.date);
    void consoleErrors;
  });

  test('switches between list and grid view, keeping other parameters', async ({ page, consoleErrors }) => {
    await open(page, '/blog?sort=oldest');
    await markWindow(page);
    const listLink = page.getByRole('link', { name: 'List view' });
    const gridLink = page.getByRole('link', { name: 'Grid view' });
    await expect(listLink).toHaveAttribute('aria-current', 'true');
    await expect(gridLink).not.toHaveAttribute('aria-current', /.*/);

    await gridLink.click();
    await expect(page).toHaveURL(/\/blog\?sort=oldest&view=grid#results$/);
    await expect(gridLink).toHaveAttribute('aria-current', 'true');
    await expect(listLink).not.toHaveAttribute('aria-current', /.*/);
    await expect(page.locator('.blog-card-grid')).toHaveCount(4);
    await expect(page.locator('.blog-card-tags')).toHaveCount(0);
    // Two columns: the first two cards sit side by side.
    const [a, b] = await Promise.all([0, 1].map((i) => page.locator('.blog-card').nth(i).boundingBox()));
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    await expect(cardTitles(page).first()).toHaveText(oldest[0]!.title);

    await listLink.click();
    await expect(page).toHaveURL(/\/blog\?sort=oldest#results$/);
    await expect(page.locator('.blog-card-list')).toHaveCount(4);
    await expectNewDocument(page);
    void consoleErrors;
  });

  test('sorts at once when the select changes', async ({ page, consoleErrors }) => {
    await open(page, '/blog?view=grid&page=2');
    await markWindow(page);
    await expect(page.getByRole('button', { name: 'Sort', exact: true })).toBeHidden();
    const select = page.getByLabel('Sort by');
    await select.selectOption('oldest');
    // The page resets to 1; the view is kept.
    await expect(page).toHaveURL(/\/blog\?view=grid&sort=oldest#results$/);
    await expect(cardTitles(page)).toHaveText(oldest.slice(0, 4).map((p) => p.title));
    await select.selectOption('popularity');
    await expect(page).toHaveURL(/sort=popularity/);
    await expect(cardTitles(page)).toHaveText(
      sortPosts(blogPosts, 'popularity')
        .slice(0, 4)
        .map((p) => p.title),
    );
    await select.selectOption('latest');
    await expect(page).toHaveURL(/\/blog\?view=grid#results$/);
    await expect(cardTitles(page).first()).toHaveText(latest[0]!.title);
    await expectNewDocument(page);
    void consoleErrors;
  });

  test('searches title, excerpt and tags, within the selected set', async ({ page, consoleErrors }) => {
    await open(page, '/blog?view=grid');
    await markWindow(page);
    const box = page.getByRole('searchbox', { name: 'Search these articles' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(listUrl(formQuery({ view: 'grid', search: word })));
    const expected = latest.filter((p) => matchesListSearch(p, word));
    await expect(cardTitles(page)).toHaveText(expected.map((p) => p.title));

    // A tag name matches too, and the search only narrows the set the URL selected.
    const { tag, search } = narrowed;
    await open(page, `/blog?${formQuery({ tag })}`);
    await page.getByRole('searchbox', { name: 'Search these articles' }).fill(search);
    await page.getByRole('searchbox', { name: 'Search these articles' }).press('Enter');
    await expect(page).toHaveURL(listUrl(formQuery({ tag, search })));
    const inSet = sortPosts(postsByTag(tag, blogPosts), 'latest').filter((p) => matchesListSearch(p, search));
    await expect(cardTitles(page)).toHaveText(inSet.map((p) => p.title));
    await expect(listHeading(page)).toHaveText(messages.blog.tag(tag));
    void consoleErrors;
  });

  test('pages through the list 4 at a time', async ({ page, consoleErrors }) => {
    await open(page, '/blog');
    await markWindow(page);
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2#results$/);
    await expect(cardTitles(page)).toHaveText(latest.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((p) => p.title));
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    // The next page opens at its results: the first card is in view.
    await expect(cardTitles(page).first()).toBeInViewport();
    await pager.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/blog#results$/);
    await expect(cardTitles(page)).toHaveCount(4);
    await expectNewDocument(page);
    void consoleErrors;
  });

  test('titles the list by category, then tag, then q', async ({ page, consoleErrors }) => {
    const { category, tag } = precedence;
    await open(page, `/blog?${formQuery({ q: word, tag, category })}`);
    await expect(listHeading(page)).toHaveText(messages.blog.category(category));
    await expect(cardTitles(page)).toHaveText(
      sortPosts(postsByCategory(category, blogPosts), 'latest')
        .slice(0, BLOG_PAGE_SIZE)
        .map((p) => p.title),
    );

    await page.goto(`/blog?${formQuery({ q: word, tag })}`);
    await expect(listHeading(page)).toHaveText(messages.blog.tag(tag));
    await expect(page.locator('.blog-count-line')).toContainText(`${postsByTag(tag, blogPosts).length} articles`);

    await page.goto(`/blog?${formQuery({ q: word })}`);
    await expect(listHeading(page)).toHaveText(messages.blog.search(word));

    await page.goto('/blog');
    await expect(listHeading(page)).toHaveText(messages.blog.latest);
    void consoleErrors;
  });

  test('shows the empty state when nothing matches', async ({ page, consoleErrors }) => {
    // Invented text no article holds: the state under test is the empty one.
    await open(page, '/blog?q=zzzz-no-such-thing');
    await expect(page.getByRole('heading', { name: messages.blog.emptyTitle })).toBeVisible();
    await expect(page.getByText(messages.blog.emptyHint)).toBeVisible();
    await expect(page.locator('.blog-card')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
    void consoleErrors;
  });

  test('the sidebar links categories, tags and recent posts', async ({ page, consoleErrors }) => {
    await open(page, '/blog');
    const sidebar = page.locator('.blog-sidebar');
    const categories = sidebar.locator('.blog-category-list a');
    const top = topCategories(SIDEBAR_CATEGORIES, blogPosts);
    await expect(categories).toHaveCount(top.length);
    for (const [i, c] of top.entries()) {
      await expect(categories.nth(i)).toHaveAttribute(
        'href',
        `/blog?category=${encodeURIComponent(c.category)}#results`,
      );
    }
    await expect(sidebar.locator('.blog-tag-list a')).toHaveCount(Math.min(SIDEBAR_TAGS, allTags(blogPosts).length));
    const recent = sidebar.locator('.blog-recent-list a');
    await expect(recent).toHaveText(titlesOf(recentPosts(4, blogPosts).map((p) => p.id)));

    await categories.nth(1).click();
    await expect(page).toHaveURL(`/blog?category=${encodeURIComponent(top[1]!.category)}#results`);
    await expect(listHeading(page)).toHaveText(messages.blog.category(top[1]!.category));

    const tag = sidebar.locator('.blog-tag-list a').first();
    const tagName = (await tag.textContent())!;
    await tag.click();
    await expect(listHeading(page)).toHaveText(messages.blog.tag(tagName));
    await expect(page).toHaveURL(`/blog?tag=${encodeURIComponent(tagName)}#results`);

    const search = sidebar.getByRole('searchbox', { name: 'Search the blog' });
    // Two words: the space travels as '+'.
    const twoWords = titleWords(blogPosts, 2).join(' ');
    await search.fill(twoWords);
    await search.press('Enter');
    await expect(page).toHaveURL(`/blog?${formQuery({ q: twoWords })}#results`);
    await expect(listHeading(page)).toHaveText(messages.blog.search(twoWords));

    await recent.first().click();
    await expect(page).toHaveURL(`/blog/${recentPosts(1, blogPosts)[0]!.id}`);
    void consoleErrors;
  });

  testNoAxeViolations('/blog', { title: 'has no axe-core violations in list view' });

  testNoAxeViolations('/blog?view=grid', { title: 'has no axe-core violations in grid view' });
});

test.describe('blog post with JavaScript', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows the article, its tags and the sidebar without the current post', async ({ page, consoleErrors }) => {
    const post = tagged;
    await open(page, `/blog/${post.id}`);
    await expect(page.locator('h1')).toHaveText(post.title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.blog-post-hero .blog-badge')).toHaveText(post.category);
    await expect(page.locator('.blog-post-meta')).toContainText(post.author.name);
    await expect(page.locator('.blog-post-meta')).toContainText(post.author.role);
    await expect(page.locator('.blog-post-meta')).toContainText(`${post.readTime} min read`);
    await expect(page.locator('.blog-content h2').first()).toBeVisible();
    await expect(page.getByRole('link', { name: messages.blog.backToAll })).toHaveAttribute('href', '/blog');
    await expect(page.locator('.blog-author-box')).toContainText(post.author.name);

    const tags = page.locator('.blog-post-tags a');
    await expect(tags).toHaveText(post.tags);
    await tags.nth(1).click();
    await expect(page).toHaveURL(`/blog?tag=${encodeURIComponent(post.tags[1]!)}#results`);
    await expect(listHeading(page)).toHaveText(messages.blog.tag(post.tags[1]!));

    const newest = recentPosts(1, blogPosts)[0]!;
    await open(page, `/blog/${newest.id}`);
    const recent = page.locator('.blog-recent-list a');
    await expect(recent).toHaveCount(3);
    await expect(recent).toHaveText(
      titlesOf(
        recentPosts(4, blogPosts)
          .filter((p) => p.id !== newest.id)
          .map((p) => p.id),
      ),
    );
    void consoleErrors;
  });

  test('share links carry the full post URL and open in a new tab', async ({ page, baseURL, consoleErrors }) => {
    const post = anyPost;
    await open(page, `/blog/${post.id}`);
    const url = encodeURIComponent(new URL(`/blog/${post.id}`, baseURL).toString());
    const title = encodeURIComponent(post.title);
    const links = page.locator('.blog-share-link');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${title}`,
    );
    await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?url=${url}&text=${title}`,
    );
    await expect(page.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    void consoleErrors;
  });

  test('copy link copies the URL, shows a checkmark for 2 s and a toast', async ({ page, baseURL, consoleErrors }) => {
    await page.clock.install();
    await open(page, `/blog/${anyPost.id}`);
    const button = page.getByRole('button', { name: 'Copy link' });
    await button.click();
    const copied = page.locator('.blog-copy-link');
    await expect(copied).toHaveAttribute('data-copied', 'true');
    await expect(copied).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`/blog/${anyPost.id}`, baseURL).toString(),
    );
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(messages.blog.linkCopiedTitle);
    await expect(toast).toContainText(messages.blog.linkCopiedDescription);

    await page.clock.runFor(LINK_COPIED_MS);
    await expect(copied).toHaveAttribute('data-copied', 'false');
    await expect(copied).toHaveText('Copy link');
    void consoleErrors;
  });

  test('related articles are deterministic, and following one scrolls to the top', async ({ page, consoleErrors }) => {
    const post = withRelated;
    const related = relatedPosts(post, 3, seededRandom(post.id), blogPosts);
    await open(page, `/blog/${post.id}`);
    await markWindow(page);
    const links = page.locator('.blog-related h3 a');
    await expect(links).toHaveText(related.map((p) => p.title));

    await links.first().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await links.first().click();
    await expect(page).toHaveURL(`/blog/${related[0]!.id}`);
    await expect(page.locator('h1')).toHaveText(related[0]!.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNewDocument(page);
    await expect(page).toHaveTitle(new RegExp(related[0]!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    void consoleErrors;
  });

  test('/blog/post shows the most recent article, not indexed', async ({ page, consoleErrors }) => {
    const newest = recentPosts(1, blogPosts)[0]!;
    const response = await open(page, '/blog/post');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(newest.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/post$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    void consoleErrors;
  });

  test('the head describes the post as an article with its feed', async ({ page, consoleErrors }) => {
    const post = tagged;
    await page.goto(`/blog/${post.id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.id}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', post.tags.join(', '));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeLessThanOrEqual(160);
    void consoleErrors;
  });

  testNoAxeViolations(`/blog/${anyPost.id}`);
});

test.describe('unknown blog post', () => {
  test.use({ allowConsoleErrors: /Failed to load resource.*404/ });

  for (const path of [`/blog/${missingId}`, '/blog/abc']) {
    test(`${path} answers 404 with the alert and a way back`, async ({ page, consoleErrors }) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('alert').filter({ hasText: messages.blog.notFound })).toBeVisible();
      await expect(page.locator('.alert-danger')).toHaveText(messages.blog.notFound);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await page.getByRole('link', { name: messages.blog.backToBlog }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(listHeading(page)).toHaveText(messages.blog.latest);
      void consoleErrors;
    });
  }

  testNoAxeViolations(`/blog/${missingId}`);
});

test.describe('blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list search submits as a GET form, keeping the view', async ({ page }) => {
    await page.goto('/blog?view=grid');
    const box = page.getByRole('searchbox', { name: 'Search these articles' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(listUrl(formQuery({ view: 'grid', search: word })));
    await expect(cardTitles(page)).toHaveText(latest.filter((p) => matchesListSearch(p, word)).map((p) => p.title));
    await expect(page.locator('.blog-card-grid').first()).toBeVisible();
  });

  test('the sort form submits with its button, keeping the other parameters', async ({ page }) => {
    await page.goto('/blog?view=grid&page=2');
    await page.getByLabel('Sort by').selectOption('oldest');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?view=grid&sort=oldest#results$/);
    await expect(cardTitles(page)).toHaveText(oldest.slice(0, 4).map((p) => p.title));
  });

  test('pagination and view toggles are plain links', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2#results$/);
    const second = latest.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE);
    await expect(cardTitles(page)).toHaveText(second.map((p) => p.title));
    await page.getByRole('link', { name: 'Grid view' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2&view=grid#results$/);
    await expect(page.locator('.blog-card-grid')).toHaveCount(second.length);
    await page.getByRole('link', { name: 'List view' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2#results$/);
    await expect(page.locator('.blog-card-list').first()).toBeVisible();
  });

  test('the sidebar search leaves a post for /blog?q=', async ({ page }) => {
    await page.goto(`/blog/${anyPost.id}`);
    const search = page.getByRole('searchbox', { name: 'Search the blog' });
    // An ampersand in the text travels encoded, not as a new parameter.
    const withAmpersand = titleWords(blogPosts, 2).join(' & ');
    await search.fill(withAmpersand);
    await search.press('Enter');
    await expect(page).toHaveURL(`/blog?${formQuery({ q: withAmpersand })}#results`);
    expect(new URL(page.url()).search).toContain('%26');
    await expect(listHeading(page)).toHaveText(messages.blog.search(withAmpersand));
  });

  test('a post has its share links but no copy button', async ({ page }) => {
    await page.goto(`/blog/${withRelated.id}`);
    await expect(page.locator('.blog-share-link')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await expect(page.locator('.blog-related h3 a')).toHaveCount(3);
  });
});
