import type { Page } from '@playwright/test';
import { test, expect, siteReady, expectOneOpenAtATime, open, testNoAxeViolations, notFound } from './fixtures';
import { en } from '../../shared/i18n/en';
import { jobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';
import { blogPostsFull, faqHome, testimonials } from '../../shared/content/collections';
import { findServiceByPath, serviceGroups } from '../../shared/content/services';

const { messages } = en;

/** A post and the id of its second heading, well down the page (any post of the content with two headings). */
const [headedPost, laterHeading] = blogPostsFull
  .map((p) => [p, [...p.content.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]!)] as const)
  .filter(([, ids]) => ids.length >= 2)
  .map(([p, ids]) => [p, ids[1]!] as const)[0]!;
/** The menu's label of the chatbot service, at the path the spec names. */
const chatbotsLabel = findServiceByPath('/services/ai-agents/chatbots')!.navLabel;

test.describe('home page', () => {
  test('loads with no console or page error', async ({ page, consoleErrors }) => {
    await open(page, '/');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('icons draw from the sprite file, before and after the site script runs', async ({ page, consoleErrors }) => {
    await page.goto('/');
    // Each icon is a <use> of a symbol in the one sprite file; an unresolved
    // reference would draw nothing (a zero box).
    const sizes = () =>
      page
        .locator('main svg use, footer svg use')
        .evaluateAll((els) => els.map((el) => (el as SVGUseElement).getBBox().width));
    const before = await sizes();
    expect(before.length).toBeGreaterThan(5);
    expect(before.filter((w) => w === 0)).toEqual([]);
    await siteReady(page);
    expect((await sizes()).filter((w) => w === 0)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the page is whole before its script runs: every section drawn and shown, links that navigate', async ({
    page,
    consoleErrors,
  }) => {
    // The site's script is held back: what a visitor on a slow network sees meanwhile.
    // Without the page-to-page animation: a tap before the script runs cuts it
    // short, and with no script yet to claim the skipped transition's promise
    // Chromium logs it as uncaught (w3c/csswg-drafts#13726), browser noise
    // that is not what this test is about.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // A module script is deferred: DOMContentLoaded waits for it, so the page is
    // looked at once its HTML has arrived, as the browser paints it meanwhile.
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    const shown = await page
      .locator('main > section, footer')
      .evaluateAll((els) =>
        els.map((el) => `${getComputedStyle(el).contentVisibility} ${getComputedStyle(el).opacity}`),
      );
    expect(shown.length).toBeGreaterThan(5);
    expect(shown).toEqual(shown.map(() => 'visible 1'));
    await page.locator('.desktop-nav').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toBeVisible();
    release();
    await siteReady(page);
    expect(consoleErrors).toEqual([]);
  });

  test('before any interaction a page loads the site script alone; React comes with the first island it wakes', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // A page of each kind; /services/chatbot-solutions is a path the specification names.
    for (const path of ['/', '/projects', `/blog/${headedPost.id}`, '/services/chatbot-solutions', '/contact']) {
      scripts.length = 0;
      await open(page, path);
      await page.waitForTimeout(500);
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0], path).toMatch(/^\/assets\/index-[^/]+\.js$/);
    }
    // On the contact page (still open), reaching for the form wakes its island.
    await page.getByLabel('Full Name').focus();
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-island="contact-form"]')?.dataset.hydrated === 'true',
    );
    expect(scripts.some((s) => s.includes('contact-form-island'))).toBe(true);
    expect(scripts.length).toBeGreaterThan(2);
    expect(consoleErrors).toEqual([]);
  });

  test('the navbar turns white with a shadow once scrolled past 10 px', async ({ page, consoleErrors }) => {
    await open(page, '/');
    const bar = page.locator('header.site-navbar');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo({ top: 8, behavior: 'instant' }));
    await page.waitForTimeout(100);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(await bar.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    void consoleErrors;
  });

  test('the Services dropdown opens on hover and lists the groups', async ({ page, consoleErrors }) => {
    await open(page, '/');
    const panel = page.locator('#services-menu');
    await expect(panel).toBeHidden();
    await page.locator('.nav-dropdown').hover();
    await expect(panel).toBeVisible();
    await expect(panel.locator('.services-group-title')).toHaveCount(serviceGroups.length);
    await panel.getByRole('link', { name: chatbotsLabel }).click();
    await expect(page).toHaveURL(/\/services\/ai-agents\/chatbots$/);
    void consoleErrors;
  });

  test('the FAQ accordion keeps one item open and can collapse it', async ({ page, consoleErrors }) => {
    await open(page, '/');
    const items = page.locator('.faq-item');
    await expect(items).toHaveCount(faqHome.length);
    await expectOneOpenAtATime(page, 0, 2);
    void consoleErrors;
  });

  test('service cards are real links', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('a.service-card');
    await expect(cards).toHaveCount(serviceGroups.length);
    await expect(cards.first()).toHaveAttribute('href', `/services/${serviceGroups[0]!.slug}`);
  });

  testNoAxeViolations('/');
});

test.describe('mobile menu @mobile', () => {
  test('opens, expands Services on tap, and closes when a link is chosen', async ({ page, consoleErrors }) => {
    await open(page, '/home');
    const menu = page.locator('details.mobile-menu');
    await expect(page.locator('nav.desktop-nav')).toBeHidden();
    await menu.locator('summary.menu-toggle').click();
    await expect(menu).toHaveAttribute('open', '');
    const services = menu.locator('details.mobile-services');
    await services.locator('summary').click();
    await expect(services).toHaveAttribute('open', '');
    await expect(services.getByRole('link', { name: chatbotsLabel })).toBeVisible();
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).not.toHaveAttribute('open', '');
    void consoleErrors;
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('summary.menu-toggle').click();
    await page.locator('details.mobile-menu').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await context.close();
  });
});

test.describe('an address with a #fragment', () => {
  test('opens at the part it names, still there once the site script has run', async ({ page, consoleErrors }) => {
    for (const [path, id] of [
      // The last job card listed today, well down the page.
      ['/careers', `job-${openJobs(jobs, utcDay()).at(-1)!.id}`],
      // A heading well down an article.
      [`/blog/${headedPost.id}`, laterHeading],
    ]) {
      await open(page, `${path}#${id}`);
      const top = await settledTop(page, `#${id}`);
      expect(atTheTop(top), `${path}#${id} at ${top}px`).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a fragment that does not decode (a lone %) still lands the page at the top, without an error', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/faq#100%');
    await expect(page.locator('h1')).toHaveText(/FAQ|Frequently/i);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});

/** The target sits at the top of the window, below the sticky header (its scroll margin), not far down the page. */
/**
 * Where an element sits from the top of the viewport once the page has
 * stopped moving: fonts loaded and the same place over ten frames in a row.
 * A single reading after a fixed pause can come before the browser's scroll
 * to the fragment, or before a late layout shift moves the part away.
 */
function settledTop(page: Page, selector: string) {
  return page.locator(selector).evaluate(async (el) => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = Number.NaN;
    for (let same = 0; same < 10;) {
      await frame();
      const top = el.getBoundingClientRect().top;
      same = top === last ? same + 1 : 0;
      last = top;
    }
    return last;
  });
}

function atTheTop(top: number) {
  return top >= 0 && top < 200;
}

test.describe('not-found page', () => {
  test.use({ allowConsoleErrors: notFound.consoleErrors });

  test('shows 404, the path, and a destructive toast', async ({ page, consoleErrors }) => {
    await notFound.expectAt(page, '/this/does/not/exist');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(messages.notFound.toastTitle);
    await expect(toast).toContainText(messages.notFound.toastDescription);
    await expect(page.getByRole('link', { name: messages.notFound.returnHome })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: messages.notFound.goBack })).toBeVisible();
    void consoleErrors;
  });

  testNoAxeViolations('/missing');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is complete', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('a.service-card')).toHaveCount(serviceGroups.length);
    await expect(page.locator('.testimonial')).toHaveCount(testimonials.length);
    await page.locator('.faq-item').first().locator('summary').click();
    await expect(page.locator('.faq-item').first()).toHaveAttribute('open', '');
    await expect(page.locator('#services-title')).toBeVisible();
  });

  test('every section is drawn: none waits for a script that will not run', async ({ page }) => {
    await page.goto('/');
    const cv = await page
      .locator('main > section, footer')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility));
    expect(cv.length).toBeGreaterThan(5);
    expect(cv).toEqual(cv.map(() => 'visible'));
  });
});
