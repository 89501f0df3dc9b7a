// About, FAQ, the two legal pages and the internal documentation.
import type { Page } from '@playwright/test';
import { test, expect, expectOneOpenAtATime, open, testNoAxeViolations } from './fixtures';
import { en } from '../../shared/i18n/en';
import { faqPage, team, documentation } from '../../shared/content/collections';
import { filterFaq } from '../../shared/faq-search';
import { site } from '../../shared/content/site';
import { servicePages } from '../../shared/content/services';

const { messages } = en;

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the questions' });
// The questions a visitor sees: a search hides the others, which stay in the page.
const faqItems = (page: Page) => page.locator('.faq-item:visible');
const faqStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });

test.describe('about page', () => {
  test('shows story, mission, the team of four, values, figures and the links on', async ({ page, consoleErrors }) => {
    await open(page, '/about');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Values' })).toBeVisible();

    const cards = page.locator('.team-card');
    await expect(cards).toHaveCount(4);
    for (const [i, member] of team.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name);
      await expect(card).toContainText(member.position);
      await expect(card).toContainText(member.bio);
      await expect(card.locator('img')).toHaveAttribute('src', member.image);
    }
    await expect(page.locator('.value-card')).toHaveCount(3);
    await expect(page.locator('.value-card svg')).toHaveCount(3);

    const stats = page.locator('.about-stats');
    for (const value of ['2018', '50+', '95%', '200+']) await expect(stats).toContainText(value);

    const join = page.getByRole('link', { name: 'Join our team' });
    await expect(join).toHaveAttribute('href', '/careers');
    await expect(page.locator('.cta-band a[href="/contact"]')).toHaveCount(1);
    await join.click();
    await expect(page).toHaveURL(/\/careers$/);
    void consoleErrors;
  });

  testNoAxeViolations('/about');
});

test.describe('FAQ page with JavaScript', () => {
  test('lists the 15 questions and keeps the canonical /faq for a search', async ({ page, consoleErrors }) => {
    await open(page, '/faq?q=security');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/faq$/);
    await open(page, '/faq');
    await expect(faqItems(page)).toHaveCount(faqPage.length);
    await expect(faqStatus(page)).toHaveText(`Showing 15 of 15 questions`);
    void consoleErrors;
  });

  test('typing filters the questions live, on question or answer, ignoring case', async ({ page, consoleErrors }) => {
    await open(page, '/faq');
    // A marker that a full page load would wipe out.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

    await searchBox(page).pressSequentially('SWAHILI', { delay: 20 });
    await expect(page).toHaveURL(/\/faq\?q=SWAHILI$/);
    await expect(faqItems(page)).toHaveCount(1);
    // Only the answer says Swahili.
    await expect(faqItems(page).first()).toContainText(
      'Which languages do your chatbots and voice assistants support?',
    );
    await expect(faqStatus(page)).toHaveText('Showing 1 of 15 questions');

    await searchBox(page).fill('data');
    const expected = faqPage.filter((q) => `${q.question} ${q.answer}`.toLowerCase().includes('data')).length;
    await expect(faqItems(page)).toHaveCount(expected);
    await expect(faqStatus(page)).toHaveText(`Showing ${expected} of 15 questions`);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    void consoleErrors;
  });

  test('shows the no-result message and Clear search brings every question back', async ({ page, consoleErrors }) => {
    await open(page, '/faq');
    await searchBox(page).pressSequentially('quantum teleport', { delay: 20 });
    await expect(page.getByText(messages.faq.noResults('quantum teleport'), { exact: true })).toBeVisible();
    await expect(faqItems(page)).toHaveCount(0);
    await expect(faqStatus(page)).toHaveText('Showing 0 of 15 questions');

    await page.getByRole('link', { name: messages.faq.clearSearch }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(faqItems(page)).toHaveCount(15);
    await expect(searchBox(page)).toHaveValue('');
    void consoleErrors;
  });

  test('a pause while typing keeps every keystroke, trailing space included', async ({ page, consoleErrors }) => {
    await open(page, '/faq');
    await searchBox(page).pressSequentially('quantum ', { delay: 20 });
    // The live search has navigated meanwhile (the query drops the space)...
    await expect(page).toHaveURL(/\/faq\?q=quantum$/);
    await searchBox(page).pressSequentially('teleport', { delay: 20 });
    // ...and the text the visitor is typing is not reset to it.
    await expect(searchBox(page)).toHaveValue('quantum teleport');
    await expect(page).toHaveURL(/\/faq\?q=quantum\+teleport$/);
    void consoleErrors;
  });

  test('the accordion keeps one question open and can collapse it', async ({ page, consoleErrors }) => {
    await open(page, '/faq');
    await faqItems(page).nth(0).locator('summary').click();
    await expect(faqItems(page).nth(0)).toContainText(faqPage[0]!.answer);
    await faqItems(page).nth(0).locator('summary').click();
    await expectOneOpenAtATime(page, 0, 3);
    void consoleErrors;
  });

  testNoAxeViolations('/faq');

  testNoAxeViolations('/faq?q=nothing-matches-this', {
    title: 'has no axe-core violations when nothing matches',
    prepare: (page) => expect(page.getByText(messages.faq.noResults('nothing-matches-this'))).toBeVisible(),
  });
});

test.describe('FAQ page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form submits ?q= and the server renders the filtered list', async ({ page, consoleErrors }) => {
    await page.goto('/faq');
    await searchBox(page).fill('gdpr');
    await Promise.all([page.waitForURL(/\/faq\?q=gdpr$/), searchBox(page).press('Enter')]);
    const expected = faqPage.filter((q) => q.answer.includes('GDPR'));
    expect(expected).toHaveLength(2);
    await expect(faqItems(page)).toHaveCount(2);
    for (const [i, item] of expected.entries()) await expect(faqItems(page).nth(i)).toContainText(item.question);
    await expect(searchBox(page)).toHaveValue('gdpr');

    await searchBox(page).fill('Cost');
    await Promise.all([page.waitForURL(/\/faq\?q=Cost$/), page.getByRole('button', { name: /search/i }).click()]);
    // Substring matches, and the answers that say 'price' or 'fees' instead.
    const costly = filterFaq(faqPage, 'Cost');
    const substring = faqPage.filter((q) => `${q.question} ${q.answer}`.toLowerCase().includes('cost'));
    expect(substring.length).toBeGreaterThan(0);
    expect(costly).toEqual(expect.arrayContaining(substring));
    await expect(faqItems(page)).toHaveCount(costly.length);
    await expect(faqStatus(page)).toHaveText(`Showing ${costly.length} of 15 questions`);
    void consoleErrors;
  });

  test('with no match it shows the message, and Clear search is a link back to /faq', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/faq');
    await searchBox(page).fill('xylophone');
    await Promise.all([page.waitForURL(/\/faq\?q=xylophone$/), searchBox(page).press('Enter')]);
    await expect(page.getByText(messages.faq.noResults('xylophone'), { exact: true })).toBeVisible();
    await expect(faqItems(page)).toHaveCount(0);
    await page.getByRole('link', { name: messages.faq.clearSearch }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(faqItems(page)).toHaveCount(15);
    void consoleErrors;
  });

  test('the accordion still opens one question at a time', async ({ page, consoleErrors }) => {
    await page.goto('/faq');
    await expectOneOpenAtATime(page, 1, 2, { collapse: false });
    void consoleErrors;
  });
});

for (const [path, title, count] of [
  ['/privacy-policy', 'Privacy Policy', 10],
  ['/terms-of-service', 'Terms of Service', 15],
] as const) {
  test.describe(`${title} page`, () => {
    test(`has ${count} numbered sections, each in the table of contents`, async ({ page, consoleErrors }) => {
      await open(page, path);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('.page-hero')).toContainText('Last updated May 4, 2025');

      const headings = page.locator('.legal-body h2');
      await expect(headings).toHaveCount(count);
      const texts = await headings.allTextContents();
      texts.forEach((text, i) => expect(text).toMatch(new RegExp(`^${i + 1}\\. \\S`)));

      const links = page.locator('.legal-toc a');
      await expect(links).toHaveCount(count);
      for (let i = 0; i < count; i += 1) {
        const href = await links.nth(i).getAttribute('href');
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(href!)).toHaveText(texts[i]!);
        await expect(links.nth(i)).toHaveText(texts[i]!);
      }

      await links.nth(count - 1).click();
      await expect(page).toHaveURL(new RegExp(`${path}#contact-us$`));
      await expect(headings.nth(count - 1)).toBeInViewport();
      void consoleErrors;
    });

    testNoAxeViolations(path);
  });
}

test.describe('documentation page', () => {
  test('is marked noindex and lists the pages, services and brand colours', async ({ page, consoleErrors }) => {
    await open(page, '/demo-documentation');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('h1')).toHaveText(documentation.title);

    const mainPages = page.locator('.docs-pages a');
    await expect(mainPages).toHaveCount(9);
    await expect(mainPages.first()).toHaveAttribute('href', '/');
    // Every service page of the content, as the docs page lists them.
    await expect(page.locator('.docs-services a')).toHaveCount(servicePages.length);

    const swatches = page.locator('.docs-swatches .swatch');
    await expect(swatches).toHaveCount(documentation.styling.colours.length);
    for (const colour of ['#6f42c1', '#0dcaf0', '#4f46e5', '#f97316']) {
      await expect(page.locator('.docs-swatches')).toContainText(colour);
    }
    void consoleErrors;
  });

  test('ends with the support e-mail, the general-inquiries e-mail and the phone as links', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/demo-documentation');
    const lastSection = page.locator('.docs-body > section').last();
    await expect(lastSection.getByRole('heading', { level: 2 })).toHaveText('Support');
    await expect(lastSection.getByRole('link', { name: site.emailSupport })).toHaveAttribute(
      'href',
      `mailto:${site.emailSupport}`,
    );
    await expect(lastSection.getByRole('link', { name: site.emailInfo })).toHaveAttribute(
      'href',
      `mailto:${site.emailInfo}`,
    );
    await expect(lastSection.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${site.phone}`,
    );
    await expect(lastSection).toContainText('Support e-mail');
    await expect(lastSection).toContainText('General inquiries');
    void consoleErrors;
  });

  testNoAxeViolations('/demo-documentation');
});
