// Projects portfolio and case-study pages. Every
// state of /projects is in the URL, changed by links and a GET form that the
// server answers, with or without JavaScript.
import type { Page } from '@playwright/test';
import { test, expect, open, testNoAxeViolations, notFound } from './fixtures';
import { en } from '../../shared/i18n/en';
import projectsStrings from '../../shared/i18n/pages/en/projects';
import { projectsFull as projects } from '../../shared/content/collections';
import {
  filterProjects,
  parseProjectQuery,
  projectQueryString,
  relatedProjects,
  type ProjectQuery,
} from '../../shared/projects-query';
import { PROJECTS_PAGE_SIZE } from '../../shared/constants';
import { projectPicks } from '../support/content-picks';

// The spec's messages: the shared ones, and this page's own (its strings module).
const messages = { ...en.messages, projects: projectsStrings.messages };

const none: ProjectQuery = { q: '', categories: [], industries: [], filters: false, page: 1 };
/** The count line for a query: 'N projects found', plus the page when there are several. */
function countOf(q: Partial<ProjectQuery>, page = 1) {
  const n = filterProjects({ ...none, ...q }, projects).length;
  const pages = Math.ceil(n / PROJECTS_PAGE_SIZE);
  return messages.projects.count(n) + (pages > 1 ? ` (page ${page} of ${pages})` : '');
}

function projectAt(i: number) {
  const p = projects[i];
  if (!p) throw new Error(`no project at ${i}`);
  return p;
}
function bySlug(slug: string) {
  const p = projects.find((x) => x.slug === slug);
  if (!p) throw new Error(`no project ${slug}`);
  return p;
}

/** The four case studies the home page links to: the paths the specification names, kept as it writes them. */
const HOME_CASE_STUDIES = ['ecommerce-ai', 'healthcare-monitoring', 'fraud-detection', 'content-generation'];
/** The first project another shares its category or industry with: its related projects have one to lead. */
const withKin = projects.find((p) =>
  projects.some((o) => o.id !== p.id && (o.category === p.category || o.industry === p.industry)),
)!;
/** The categories, industries and words each test filters and searches with, picked from the content. */
const pick = projectPicks(projects);
/** A page's query string, as the page's links and GET form write it. */
const queryOf = (q: Partial<ProjectQuery>) => projectQueryString({ ...none, ...q });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search projects' });
const count = (page: Page) => page.locator('.projects-count');
const cards = (page: Page) => page.locator('.project-card');
const panel = (page: Page) => page.locator('.projects-filters');
/** A chip by its value, selected or not ('Computer Vision' is not 'IoT & Computer Vision'). */
const chip = (page: Page, value: string) =>
  panel(page).getByRole('link', {
    name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(selected\\))?$`),
  });
/** Click a chip and wait for the page to show its new state (a quick second click would use the old link). */
async function clickChip(page: Page, value: string) {
  const before = await chip(page, value).getAttribute('class');
  await chip(page, value).click();
  await expect(chip(page, value)).not.toHaveClass(before ?? '');
}
const pager = (page: Page) => page.getByRole('navigation', { name: 'Projects pages' });
/** The query of the current URL, as the page reads it. */
const urlQuery = (page: Page) => parseProjectQuery(new URL(page.url()).searchParams);

test.describe('projects page with JavaScript', () => {
  test('lists the projects, 6 per page, with everything a card shows', async ({ page, consoleErrors }) => {
    await open(page, '/projects');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(count(page)).toHaveText(countOf({}));
    await expect(cards(page)).toHaveCount(PROJECTS_PAGE_SIZE);
    await expect(panel(page)).toHaveCount(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/projects$/);

    const first = cards(page).first();
    const p = projectAt(0);
    await expect(first.locator('img')).toHaveAttribute('src', p.image);
    await expect(first.locator('img')).toHaveAttribute('alt', p.imageAlt);
    await expect(first).toContainText(p.category);
    await expect(first).toContainText(p.industry);
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(p.title);
    await expect(first).toContainText(p.description);
    await expect(first).toContainText(p.client);
    await expect(first.getByRole('link', { name: /Read the case study/ })).toHaveAttribute(
      'href',
      `/projects/${p.slug}`,
    );
    void consoleErrors;
  });

  test('search on Enter updates the count and the URL', async ({ page, consoleErrors }) => {
    await open(page, '/projects');
    // Typed in capitals: case does not count.
    const shouted = pick.titleWord.toUpperCase();
    await searchBox(page).fill(shouted);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/projects\\?q=${shouted}#results$`));
    await expect(count(page)).toHaveText(countOf({ q: pick.titleWord }));
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(
      filterProjects({ ...none, q: pick.titleWord }, projects)[0]!.title,
    );
    await searchBox(page).fill(pick.categoryText);
    await searchBox(page).press('Enter');
    await expect(count(page)).toHaveText(countOf({ q: pick.categoryText }));
    expect(urlQuery(page).q).toBe(pick.categoryText);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await searchBox(page).fill('');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/projects(\?q=)?#results$/);
    await expect(count(page)).toHaveText(countOf({}));
    void consoleErrors;
  });

  test('Show Filters and Hide Filters toggle the panel', async ({ page, consoleErrors }) => {
    await open(page, '/projects');
    await page.getByRole('link', { name: messages.projects.showFilters }).click();
    await expect(page).toHaveURL(/\/projects\?filters=1#project-filters$/);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Category' })).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Industry' })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: messages.projects.clearAllLink })).toBeVisible();
    await page.getByRole('link', { name: messages.projects.hideFilters }).click();
    await expect(page).toHaveURL(/\/projects#results$/);
    await expect(panel(page)).toHaveCount(0);
    void consoleErrors;
  });

  test('two categories select together, and a chip toggles out again', async ({ page, consoleErrors }) => {
    const [a, b] = pick.twoCategories;
    await open(page, '/projects?filters=1');
    await clickChip(page, a);
    await expect(chip(page, a)).toHaveAccessibleName(`${a} (selected)`);
    await expect(count(page)).toHaveText(countOf({ categories: [a] }));
    await clickChip(page, b);
    await expect(chip(page, b)).toHaveAccessibleName(`${b} (selected)`);
    const both = [a, b];
    await expect(count(page)).toHaveText(countOf({ categories: both }));
    expect(urlQuery(page)).toMatchObject({ categories: both, filters: true });
    await expect(cards(page)).toHaveCount(filterProjects({ ...none, categories: both }, projects).length);
    for (const text of await cards(page).locator('.project-badge-category').allTextContents()) {
      expect(both.some((c) => text.endsWith(c))).toBe(true);
    }
    await expect(panel(page).locator('.chip.is-selected svg')).toHaveCount(2);

    await clickChip(page, a);
    await expect(chip(page, a)).toHaveAccessibleName(a);
    await expect(count(page)).toHaveText(countOf({ categories: [b] }));
    expect(urlQuery(page).categories).toEqual([b]);
    void consoleErrors;
  });

  test('a category and an industry narrow each other; Hide Filters keeps the selection', async ({
    page,
    consoleErrors,
  }) => {
    const { category, industry } = pick.narrowing;
    await open(page, '/projects?filters=1');
    await clickChip(page, category);
    await clickChip(page, industry);
    const q = { categories: [category], industries: [industry] };
    const both = filterProjects({ ...none, ...q }, projects);
    await expect(count(page)).toHaveText(countOf(q));
    await expect(cards(page)).toHaveCount(both.length);
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(both[0]!.title);

    await page.getByRole('link', { name: messages.projects.hideFilters }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(countOf(q));
    await expect(page.locator('.projects-active-filters')).toContainText(`${category}, ${industry}`);
    await expect(page.getByRole('link', { name: /Show Filters/ })).toContainText('2');
    void consoleErrors;
  });

  test('Clear All Filters clears the search and every chip', async ({ page, consoleErrors }) => {
    const q = { q: pick.technology, categories: [pick.narrowing.category], industries: [...pick.twoIndustries] };
    await open(page, `/projects${queryOf({ ...q, filters: true })}`);
    await expect(count(page)).toHaveText(countOf(q));
    await panel(page).getByRole('link', { name: messages.projects.clearAllLink }).click();
    await expect(page).toHaveURL(/\/projects\?filters=1#results$/);
    await expect(count(page)).toHaveText(countOf({}));
    await expect(searchBox(page)).toHaveValue('');
    await expect(panel(page).locator('.chip.is-selected')).toHaveCount(0);
    void consoleErrors;
  });

  test('paging goes by Next, Previous and numbers, and does nothing at the ends', async ({ page, consoleErrors }) => {
    await open(page, '/projects');
    const nav = pager(page);
    await expect(nav.locator('.page-item')).toHaveCount(pick.pages + 2); // Previous, the numbers, Next
    await expect(nav.locator('.page-item').first()).toHaveClass(/disabled/);
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    const titleOf = (i: number) => projectAt(i).title;

    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/projects\?page=2#results$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(titleOf(PROJECTS_PAGE_SIZE));
    await expect(nav.locator('[aria-current="page"]')).toHaveText('2');

    await nav.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/projects#results$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(titleOf(0));

    await nav.getByRole('link', { name: `Page ${pick.pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`/projects\\?page=${pick.pages}#results$`));
    await expect(cards(page)).toHaveCount(pick.lastPageCards);
    await expect(count(page)).toHaveText(countOf({}, pick.pages));
    await expect(nav.locator('.page-item').last()).toHaveClass(/disabled/);
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);
    void consoleErrors;
  });

  test('a page past the end shows the last page', async ({ page, consoleErrors }) => {
    await open(page, `/projects?page=${pick.pages + 1}`);
    await expect(cards(page)).toHaveCount(pick.lastPageCards);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText(String(pick.pages));
    void consoleErrors;
  });

  test('no pagination when everything fits on one page', async ({ page, consoleErrors }) => {
    await open(page, `/projects${queryOf({ categories: [pick.onePageCategory] })}`);
    await expect(cards(page)).toHaveCount(
      filterProjects({ ...none, categories: [pick.onePageCategory] }, projects).length,
    );
    await expect(pager(page)).toHaveCount(0);
    void consoleErrors;
  });

  test('any change to a filter or the search goes back to page 1', async ({ page, consoleErrors }) => {
    const exactly = (query: string) => new RegExp(`/projects${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#results$`);
    await open(page, '/projects?filters=1&page=3');
    await clickChip(page, pick.industry);
    await expect(page).toHaveURL(exactly(queryOf({ industries: [pick.industry], filters: true })));
    await expect(count(page)).toHaveText(countOf({ industries: [pick.industry] }));

    const category = pick.twoCategories[1];
    await open(page, '/projects?filters=1&page=2');
    await clickChip(page, category);
    await expect(page).toHaveURL(exactly(queryOf({ categories: [category], filters: true })));
    await open(page, `/projects${queryOf({ categories: [category], filters: true, page: 2 })}`);
    await clickChip(page, category); // toggling out also resets
    await expect(page).toHaveURL(/\/projects\?filters=1#results$/);

    await open(page, `/projects${queryOf({ industries: pick.manyIndustries, filters: true, page: 2 })}`);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
    await searchBox(page).fill(pick.technology);
    await searchBox(page).press('Enter');
    await expect.poll(() => urlQuery(page).q).toBe(pick.technology);
    expect(urlQuery(page)).toMatchObject({ page: 1, filters: true, industries: pick.manyIndustries });
    void consoleErrors;
  });

  test('View Details expands the challenge, solution, results and technologies', async ({ page, consoleErrors }) => {
    await open(page, '/projects');
    const card = cards(page).nth(1);
    const p = projectAt(1);
    const details = card.locator('details');
    await expect(card.getByText(p.challenge)).toBeHidden();
    await card.getByText(messages.projects.viewDetails).click();
    await expect(details).toHaveAttribute('open', '');
    await expect(card.getByText(p.challenge)).toBeVisible();
    await expect(card.getByText(p.solution)).toBeVisible();
    await expect(card.getByText(p.results)).toBeVisible();
    for (const t of p.technologies) await expect(card.locator('.tech-list li', { hasText: t }).first()).toBeVisible();
    await expect(card.getByText(messages.projects.hideDetails)).toBeVisible();
    await expect(card.getByText(messages.projects.viewDetails)).toBeHidden();
    await card.locator('summary').click();
    await expect(details).not.toHaveAttribute('open', '');
    await expect(card.getByText(messages.projects.viewDetails)).toBeVisible();
    await expect(card.getByText(p.challenge)).toBeHidden();
    void consoleErrors;
  });

  test('no match shows the message and Clear all filters', async ({ page, consoleErrors }) => {
    await open(page, '/projects');
    await searchBox(page).fill('quantum teleportation'); // invented: no project holds it
    await searchBox(page).press('Enter');
    await expect(page.getByText(messages.projects.empty)).toBeVisible();
    await expect(count(page)).toHaveText(messages.projects.count(0));
    await expect(cards(page)).toHaveCount(0);
    await expect(pager(page)).toHaveCount(0);
    await page.getByRole('link', { name: messages.projects.clearAll, exact: true }).click();
    await expect(page).toHaveURL(/\/projects#results$/);
    await expect(cards(page)).toHaveCount(PROJECTS_PAGE_SIZE);
    await expect(searchBox(page)).toHaveValue('');
    void consoleErrors;
  });

  test('a card leads to its case study', async ({ page, consoleErrors }) => {
    await open(page, '/projects');
    await cards(page)
      .first()
      .getByRole('link', { name: /Read the case study/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectAt(0).slug}$`));
    await expect(page.locator('h1')).toHaveText(projectAt(0).title);
    await expect(page).toHaveTitle(new RegExp(projectAt(0).title));
    void consoleErrors;
  });

  testNoAxeViolations(
    `/projects${queryOf({ categories: [...pick.twoCategories], industries: [pick.narrowing.industry], filters: true })}`,
    {
      title: 'has no axe-core violations with the filters shown and a card open',
      prepare: (page) => cards(page).first().locator('summary').click(),
    },
  );

  // Invented text no project holds: the state under test is the empty one.
  testNoAxeViolations('/projects?q=nothing+matches+this', {
    title: 'the empty state has no axe-core violations',
    prepare: (page) => expect(page.getByText(messages.projects.empty)).toBeVisible(),
  });
});

test.describe('projects page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form submits as a GET and keeps the filters', async ({ page, consoleErrors }) => {
    const { industry, technology } = pick;
    await page.goto(`/projects${queryOf({ industries: [industry], filters: true, page: 2 })}`);
    await searchBox(page).fill(technology);
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === technology);
    expect(urlQuery(page)).toEqual({ ...none, q: technology, industries: [industry], filters: true });
    await expect(count(page)).toHaveText(countOf({ q: technology, industries: [industry] }));
    await expect(searchBox(page)).toHaveValue(technology);
    void consoleErrors;
  });

  test('the filter toggle, chips and Clear All Filters are links', async ({ page, consoleErrors }) => {
    await page.goto('/projects');
    await page.getByRole('link', { name: messages.projects.showFilters }).click();
    await expect(page).toHaveURL(/\/projects\?filters=1#project-filters$/);
    // Two categories, one's name inside the other's when the content has such: each chip is its own.
    const [short, long] = pick.kindred;
    await clickChip(page, short);
    await clickChip(page, long);
    expect(urlQuery(page)).toEqual({ ...none, categories: [short, long], filters: true });
    await expect(count(page)).toHaveText(countOf({ categories: [short, long] }));
    await expect(chip(page, short)).toHaveAccessibleName(`${short} (selected)`);
    await clickChip(page, short);
    await expect(count(page)).toHaveText(countOf({ categories: [long] }));
    await panel(page).getByRole('link', { name: messages.projects.clearAllLink }).click();
    await expect(page).toHaveURL(/\/projects\?filters=1#results$/);
    await expect(count(page)).toHaveText(countOf({}));
    await page.getByRole('link', { name: messages.projects.hideFilters }).click();
    await expect(page).toHaveURL(/\/projects#results$/);
    await expect(panel(page)).toHaveCount(0);
    void consoleErrors;
  });

  test('pagination links move between pages', async ({ page, consoleErrors }) => {
    await page.goto('/projects');
    const nav = pager(page);
    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/projects\?page=2#results$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(projectAt(PROJECTS_PAGE_SIZE).title);
    await nav.getByRole('link', { name: `Page ${pick.pages}` }).click();
    await expect(cards(page)).toHaveCount(pick.lastPageCards);
    await nav.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects\\?page=${pick.pages - 1}#results$`));
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      projectAt((pick.pages - 2) * PROJECTS_PAGE_SIZE).title,
    );
    void consoleErrors;
  });

  test('View Details opens without script, and an empty result offers Clear all filters', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/projects');
    const card = cards(page).first();
    await card.locator('summary').click();
    await expect(card.getByText(projectAt(0).challenge)).toBeVisible();

    await page.goto('/projects?q=nothing+matches+this&filters=1'); // invented: no project holds it
    await expect(page.getByText(messages.projects.empty)).toBeVisible();
    await page.getByRole('link', { name: messages.projects.clearAll, exact: true }).click();
    await expect(page).toHaveURL(/\/projects\?filters=1#results$/);
    await expect(cards(page)).toHaveCount(PROJECTS_PAGE_SIZE);
    void consoleErrors;
  });

  test('a case study reads and links on without script', async ({ page, consoleErrors }) => {
    // The last project: one a reader reaches only by paging.
    const p = projectAt(projects.length - 1);
    await page.goto(`/projects/${p.slug}`);
    await expect(page.locator('h1')).toHaveText(p.title);
    await expect(page.getByText(p.challenge, { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards(page)).toHaveCount(PROJECTS_PAGE_SIZE);
    void consoleErrors;
  });
});

test.describe('case-study pages', () => {
  for (const slug of HOME_CASE_STUDIES) {
    test(`/projects/${slug} answers 200 with the case study`, async ({ page, consoleErrors }) => {
      const response = await open(page, `/projects/${slug}`);
      expect(response?.status()).toBe(200);
      const p = bySlug(slug);
      await expect(page.locator('h1')).toHaveText(p.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/projects/${slug}$`));
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const article = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map((el) => JSON.parse(el.textContent ?? '{}') as { '@type': string; headline?: string; image?: string })
          .find((b) => b['@type'] === 'Article'),
      );
      expect(article?.headline).toBe(p.title);
      expect(article?.image).toMatch(new RegExp(`${p.image}$`));
      void consoleErrors;
    });
  }

  test('shows the story, technologies, breadcrumb, related projects and the ways on', async ({
    page,
    consoleErrors,
  }) => {
    const p = withKin;
    await open(page, `/projects/${p.slug}`);
    const meta = page.locator('.project-meta');
    for (const value of [p.category, p.industry, p.client]) await expect(meta).toContainText(value);
    await expect(page.locator('.project-study-image')).toHaveAttribute('src', p.image);
    for (const [name, text] of [
      ['Overview', p.description],
      ['The Challenge', p.challenge],
      ['Our Solution', p.solution],
      ['Results', p.results],
    ] as const) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.locator('aside .tech-list li')).toHaveText(p.technologies);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(p.title);

    const related = page.locator('section[aria-labelledby="related-title"] a.project-tile');
    const expected = relatedProjects(p, 3, projects);
    await expect(related).toHaveCount(3);
    // Same category or industry first: a project of its kin leads.
    const lead = expected[0]!;
    expect(lead.category === p.category || lead.industry === p.industry, `${p.slug} -> ${lead.slug}`).toBe(true);
    for (const [i, r] of expected.entries())
      await expect(related.nth(i)).toHaveAttribute('href', `/projects/${r.slug}`);
    await expect(page.locator('.cta-band a[href="/contact#contact-form"]')).toHaveCount(1);

    await related.first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${lead.slug}$`));
    await expect(page.locator('h1')).toHaveText(lead.title);
    await page.locator('.cta-band').getByRole('link', { name: 'Back to all projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards(page)).toHaveCount(PROJECTS_PAGE_SIZE);
    void consoleErrors;
  });

  testNoAxeViolations(`/projects/${projectAt(0).slug}`);
});

test.describe('unknown case study', () => {
  test.use({ allowConsoleErrors: notFound.consoleErrors });

  test('/projects/nope answers 404 with the not-found page', async ({ page, consoleErrors }) => {
    await notFound.expectAt(page, '/projects/nope');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    void consoleErrors;
  });
});
