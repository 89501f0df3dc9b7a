// About, FAQ, the two legal pages and the internal documentation.
import type { Page } from '@playwright/test';
import { test, expect, expectOneOpenAtATime, open, testNoAxeViolations } from './fixtures';
import { en } from '../../shared/i18n/en';
import { about, faqPage, team, documentation } from '../../shared/content/collections';
import { filterFaq } from '../../shared/faq-search';
import { site } from '../../shared/content/site';
import { servicePages } from '../../shared/content/services';
import { faqWord } from '../support/content-picks';
import privacy from '../../shared/generated/en/legal/privacy-policy';
import terms from '../../shared/generated/en/legal/terms-of-service';
import { formatDate } from '../../shared/format-date';

const { messages } = en;

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the questions' });
// The questions a visitor sees: a search hides the others, which stay in the page.
const faqItems = (page: Page) => page.locator('.faq-item:visible');
const faqStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
const showing = (n: number) => `Showing ${n} of ${faqPage.length} questions`;
/** A word one entry's answer holds and no question does. */
const answerWord = faqWord(faqPage, { atMost: 1, answerOnly: true });
/** A word of two entries or more. */
const commonWord = faqWord(faqPage, { atLeast: 2 });

test.describe('about page', () => {
  test('shows story, mission, the team, values, figures and the links on', async ({ page, consoleErrors }) => {
    await open(page, '/about');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Values' })).toBeVisible();

    const cards = page.locator('.team-card');
    await expect(cards).toHaveCount(team.length);
    for (const [i, member] of team.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name);
      await expect(card).toContainText(member.position);
      await expect(card).toContainText(member.bio);
      await expect(card.locator('img')).toHaveAttribute('src', member.image);
    }
    await expect(page.locator('.value-card')).toHaveCount(about.values.length);
    await expect(page.locator('.value-card svg')).toHaveCount(about.values.length);

    const stats = page.locator('.about-stats');
    // The spec's claims: founded 2018, 50+ specialists, 95% satisfaction, 200+ projects.
    for (const value of ['2018', '50+', '95%', '200+']) await expect(stats).toContainText(value);

    const join = page.getByRole('link', { name: 'Join our team' });
    await expect(join).toHaveAttribute('href', '/careers');
    await expect(page.locator('.cta-band a[href="/contact#contact-form"]')).toHaveCount(1);
    await join.click();
    await expect(page).toHaveURL(/\/careers$/);
    void consoleErrors;
  });

  testNoAxeViolations('/about');
});

test.describe('FAQ page with JavaScript', () => {
  test('lists every question and keeps the canonical /faq for a search', async ({ page, consoleErrors }) => {
    await open(page, `/faq?q=${commonWord}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/faq$/);
    await open(page, '/faq');
    await expect(faqItems(page)).toHaveCount(faqPage.length);
    await expect(faqStatus(page)).toHaveText(showing(faqPage.length));
    void consoleErrors;
  });

  test('typing filters the questions live, on question or answer, ignoring case', async ({ page, consoleErrors }) => {
    await open(page, '/faq');
    // A marker that a full page load would wipe out.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

    // In capitals, and a word only the answer holds.
    const shouted = answerWord.toUpperCase();
    await searchBox(page).pressSequentially(shouted, { delay: 20 });
    await expect(page).toHaveURL(new RegExp(`/faq\\?q=${shouted}$`));
    await expect(faqItems(page)).toHaveCount(1);
    await expect(faqItems(page).first()).toContainText(filterFaq(faqPage, answerWord)[0]!.question);
    await expect(faqStatus(page)).toHaveText(showing(1));

    await searchBox(page).fill(commonWord);
    const expected = filterFaq(faqPage, commonWord).length;
    await expect(faqItems(page)).toHaveCount(expected);
    await expect(faqStatus(page)).toHaveText(showing(expected));
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    void consoleErrors;
  });

  test('shows the no-result message and Clear search brings every question back', async ({ page, consoleErrors }) => {
    await open(page, '/faq');
    // Invented words no entry holds: the state under test is the empty one.
    await searchBox(page).pressSequentially('quantum teleport', { delay: 20 });
    await expect(page.getByText(messages.faq.noResults('quantum teleport'), { exact: true })).toBeVisible();
    await expect(faqItems(page)).toHaveCount(0);
    await expect(faqStatus(page)).toHaveText(showing(0));

    await page.getByRole('link', { name: messages.faq.clearSearch }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(faqItems(page)).toHaveCount(faqPage.length);
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
    await searchBox(page).fill(commonWord);
    await Promise.all([page.waitForURL(new RegExp(`/faq\\?q=${commonWord}#results$`)), searchBox(page).press('Enter')]);
    const expected = filterFaq(faqPage, commonWord);
    await expect(faqItems(page)).toHaveCount(expected.length);
    for (const [i, item] of expected.entries()) await expect(faqItems(page).nth(i)).toContainText(item.question);
    await expect(searchBox(page)).toHaveValue(commonWord);

    // The spec's pricing topic, in a reader's word the answers may not use.
    await searchBox(page).fill('Cost');
    await Promise.all([
      page.waitForURL(/\/faq\?q=Cost#results$/),
      page.getByRole('button', { name: /search/i }).click(),
    ]);
    // Substring matches, and the answers that say 'price' or 'fees' instead.
    const costly = filterFaq(faqPage, 'Cost');
    const substring = faqPage.filter((q) => `${q.question} ${q.answer}`.toLowerCase().includes('cost'));
    expect(substring.length).toBeGreaterThan(0);
    expect(costly).toEqual(expect.arrayContaining(substring));
    await expect(faqItems(page)).toHaveCount(costly.length);
    await expect(faqStatus(page)).toHaveText(showing(costly.length));
    void consoleErrors;
  });

  test('with no match it shows the message, and Clear search is a link back to /faq', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/faq');
    await searchBox(page).fill('xylophone'); // invented: no entry holds it
    await Promise.all([page.waitForURL(/\/faq\?q=xylophone#results$/), searchBox(page).press('Enter')]);
    await expect(page.getByText(messages.faq.noResults('xylophone'), { exact: true })).toBeVisible();
    await expect(faqItems(page)).toHaveCount(0);
    await page.getByRole('link', { name: messages.faq.clearSearch }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(faqItems(page)).toHaveCount(faqPage.length);
    void consoleErrors;
  });

  test('the accordion still opens one question at a time', async ({ page, consoleErrors }) => {
    await page.goto('/faq');
    await expectOneOpenAtATime(page, 1, 2, { collapse: false });
    void consoleErrors;
  });
});

// The legal pages as the spec names them: paths, titles and number of sections; the date is
// the document's own (a policy that changes says when).
for (const [path, title, count, doc] of [
  ['/privacy-policy', 'Privacy Policy', 10, privacy],
  ['/terms-of-service', 'Terms of Service', 15, terms],
] as const) {
  test.describe(`${title} page`, () => {
    test(`has ${count} numbered sections, each in the table of contents`, async ({ page, consoleErrors }) => {
      await open(page, path);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('.page-hero')).toContainText(`Last updated ${formatDate(doc.lastUpdated)}`);

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
    await expect(mainPages).toHaveCount(9); // the spec's nine main pages
    await expect(mainPages.first()).toHaveAttribute('href', '/');
    // Every service page of the content, as the docs page lists them.
    await expect(page.locator('.docs-services a')).toHaveCount(servicePages.length);

    const swatches = page.locator('.docs-swatches .swatch');
    await expect(swatches).toHaveCount(documentation.styling.colours.length);
    // The spec's brand colours (purple, cyan, indigo, orange), which the stylesheet uses too.
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
