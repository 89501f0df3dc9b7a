// The French edition in a browser: the language switch with and
// without JavaScript, the suggestion of the French edition on the English
// home page (shown, dismissed, remembered, never a redirect), axe on French
// pages, and hydration without warnings (the fixture fails on any).
import { test, expect, siteReady, open, testNoAxeViolations, notFound } from './fixtures';
import { blogPostsByLang } from '../../shared/content/blog-posts';
import { projects } from '../../shared/content/projects';
import { labelOf } from '../../shared/content/labels';
import frLabels from '../../shared/generated/fr/labels';
import frBlog from '../../shared/i18n/pages/fr/blog';
import frProjects from '../../shared/i18n/pages/fr/projects';

// A category of the articles and an industry of the projects, as the URL keeps them (English) and French pages show them.
const category = blogPostsByLang.en[0]!.category;
const industry = projects[0]!.industry;

test.describe('language switch', () => {
  test('goes to the same page in French and back, keeping the query, and hydrates cleanly', async ({
    page,
    consoleErrors,
  }) => {
    const query = `?category=${encodeURIComponent(category)}`;
    await open(page, `/blog${query}`);
    await page.locator('.desktop-nav').getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/fr/blog' && url.search === query);
    await siteReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: frBlog.messages.category(labelOf(frLabels, 'blogCategories', category)),
        exact: true,
      }),
    ).toBeVisible();
    // Client navigation inside the French edition stays French.
    await page.locator('.desktop-nav').getByRole('link', { name: 'À propos' }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page).toHaveTitle(/À propos/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/about$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/about$/);
    await page.locator('footer').getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    void consoleErrors;
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const query = `?industry=${encodeURIComponent(industry)}`;
    await page.goto(`/projects${query}`);
    await page.locator('footer').getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/fr/projects' && url.search === query);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frProjects.title);
    await context.close();
  });
});

test.describe('suggestion of the French edition', () => {
  test.use({ locale: 'fr-FR' });

  test('is offered on the English home page to a French browser, dismissed, and remembered', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/');
    // Never a redirect: the visitor stays on the URL asked for.
    await expect(page).toHaveURL(/\/$/);
    const note = page.getByRole('complementary', { name: 'Version française' });
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: 'Lire la version française' })).toHaveAttribute('href', '/fr');
    await note.getByRole('button', { name: 'Fermer la suggestion' }).click();
    await expect(note).toHaveCount(0);
    await page.reload();
    await siteReady(page);
    await expect(page.getByRole('complementary', { name: 'Version française' })).toHaveCount(0);
    void consoleErrors;
  });

  test('follows the French edition once chosen, and is not shown on other pages', async ({ page, consoleErrors }) => {
    await open(page, '/about');
    await expect(page.getByRole('complementary', { name: 'Version française' })).toHaveCount(0);
    await open(page, '/');
    await page.getByRole('link', { name: 'Lire la version française' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    void consoleErrors;
  });
});

test.describe('no suggestion for an English browser', () => {
  test.use({ locale: 'en-US' });

  test('shows nothing on the home page', async ({ page, consoleErrors }) => {
    await open(page, '/');
    await page.waitForTimeout(300);
    await expect(page.getByRole('complementary', { name: 'Version française' })).toHaveCount(0);
    void consoleErrors;
  });
});

test.describe('French pages', () => {
  // A page of each kind: an article of the French content, and a service path the specification names.
  const article = `/fr/blog/${blogPostsByLang.fr[0]!.id}`;
  for (const url of ['/fr', '/fr/contact', article, '/fr/careers', '/fr/services/chatbot-solutions']) {
    testNoAxeViolations(url, {
      title: `${url} has no axe-core violations and hydrates without warnings`,
      prepare: (page) => expect(page.locator('html')).toHaveAttribute('lang', 'fr'),
    });
  }
});

test.describe('French not-found page', () => {
  test.use({ allowConsoleErrors: notFound.consoleErrors });

  test('a missing French page answers the French 404', async ({ page, consoleErrors }) => {
    await notFound.expectAt(page, '/fr/no-such-page', 'Page introuvable');
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    void consoleErrors;
  });
});
