import { contactFormPath } from '../../shared/schemas/contact-fields';
import { serviceInterest } from '../../shared/content/service-interest';
import { test, expect, expectOneOpenAtATime, open, testNoAxeViolations, notFound } from './fixtures';
import type { Page } from '@playwright/test';
import { en } from '../../shared/i18n/en';
import {
  findGroupByPath,
  findServiceByPath,
  pagesInGroup,
  serviceGroups,
  servicePages,
} from '../../shared/content/services';

const { messages } = en;

// The paths below are the ones the spec names; the titles, groups and copy
// each page shows come from the content at those paths.
function serviceAt(path: string) {
  const found = findServiceByPath(path);
  if (!found) throw new Error(`the content has no service at ${path}, a path the spec names`);
  return found;
}
function groupAt(path: string) {
  const found = findGroupByPath(path);
  if (!found) throw new Error(`the content has no service group at ${path}, a path the spec names`);
  return found;
}
const titleOf = (path: string) => serviceAt(path).title;
/** The page's <title>, as its head gives it. */
const headTitle = (path: string) => serviceAt(path).head.title;

const canonicalHref = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

test.describe('services index (/services)', () => {
  test('lists the groups, each linking to its page, and every service', async ({ page, consoleErrors }) => {
    await open(page, '/services');
    await expect(page.locator('h1')).toHaveCount(1);
    const groups = page.locator('section.service-group-section');
    await expect(groups).toHaveCount(serviceGroups.length);
    await expect(groups.locator('h2 a')).toHaveCount(serviceGroups.length);
    await expect(groups.first().locator('h2 a')).toHaveAttribute('href', `/services/${serviceGroups[0]!.slug}`);
    await expect(groups.locator('a.service-card')).toHaveCount(servicePages.length);
    // Cards link to the canonical path (the agent services' flat path).
    await expect(groups.first().getByRole('link', { name: titleOf('/services/ai-agents/chatbots') })).toHaveAttribute(
      'href',
      '/services/chatbot-solutions',
    );
    await expect(page.getByRole('link', { name: titleOf('/services/ethics/consulting') })).toHaveAttribute(
      'href',
      '/services/ethics/consulting',
    );
    await expect(page.locator('.cta-band').getByRole('link', { name: 'Schedule a Discovery Call' })).toHaveAttribute(
      'href',
      contactFormPath(),
    );
    expect(await canonicalHref(page)).toMatch(/\/services$/);
    void consoleErrors;
  });

  test('a group title leads to the group page', async ({ page, consoleErrors }) => {
    await open(page, '/services');
    await page.locator('#data-services-title a').click();
    await expect(page).toHaveURL(/\/services\/data-services$/);
    await expect(page.locator('h1')).toHaveText(groupAt('/services/data-services').title);
    void consoleErrors;
  });

  testNoAxeViolations('/services');
});

test.describe('group page', () => {
  test('lists the pages of its group and the other groups', async ({ page, consoleErrors }) => {
    const group = groupAt('/services/automation');
    const members = pagesInGroup(group.slug);
    const response = await open(page, '/services/automation');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(group.title);
    const cards = page.locator('.group-services a.service-card');
    await expect(cards.locator('h3')).toHaveText(members.map((m) => m.title));
    for (const [i, m] of members.entries()) await expect(cards.nth(i)).toHaveAttribute('href', m.path);
    await expect(page.locator('.other-groups a')).toHaveCount(serviceGroups.length - 1);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('li')).toHaveText(['Home', 'Services', group.title]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(group.title);
    expect(await canonicalHref(page)).toMatch(/\/services\/automation$/);
    const last = members.at(-1)!;
    await cards.last().click();
    await expect(page).toHaveURL(new RegExp(`${last.path}$`));
    await expect(page.locator('h1')).toHaveText(last.title);
    void consoleErrors;
  });

  testNoAxeViolations('/services/ai-agents', {
    prepare: (page) =>
      expect(page.locator('.group-services a.service-card')).toHaveCount(
        pagesInGroup(groupAt('/services/ai-agents').slug).length,
      ),
  });
});

test.describe('service page', () => {
  test('follows the template: hero, 4 steps, 3 impacts, FAQ, related, CTA', async ({ page, consoleErrors }) => {
    const service = serviceAt('/services/automation/rpa');
    const group = groupAt('/services/automation');
    const response = await open(page, service.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(service.title);
    const hero = page.locator('.page-hero');
    await expect(hero).toHaveClass(new RegExp(`hero-${service.colour}`));
    // Get Started opens the contact form with this service's option chosen.
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      contactFormPath(serviceInterest(service)),
    );
    await expect(page.locator('.service-steps > li')).toHaveCount(4);
    await expect(page.locator('.impact-card')).toHaveCount(3);
    for (const card of await page.locator('.impact-card').all()) {
      await expect(card.locator('h3')).toHaveCount(1);
      expect(await card.locator('li').count()).toBeGreaterThanOrEqual(3);
    }
    await expect(page.getByRole('heading', { level: 2, name: messages.faq.defaultTitle })).toBeVisible();
    await expect(page.locator('.faq-item')).toHaveCount(4);
    const related = page.locator('.related-services a.service-card');
    await expect(related.locator('h3')).toHaveText(
      pagesInGroup(group.slug)
        .filter((p) => p.slug !== service.slug)
        .slice(0, 4) // a page suggests four at most
        .map((p) => p.title),
    );
    await expect(page.locator('.cta-band').getByRole('link', { name: 'Schedule a Discovery Call' })).toHaveAttribute(
      'href',
      contactFormPath(serviceInterest(service)),
    );
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('li')).toHaveText(['Home', 'Services', group.title, service.title]);
    await expect(crumbs.getByRole('link', { name: group.title })).toHaveAttribute('href', '/services/automation');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(service.title);
    expect(await page.title()).toBe(headTitle(service.path));
    expect(await canonicalHref(page)).toMatch(/\/services\/automation\/rpa$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    void consoleErrors;
  });

  test('the FAQ accordion keeps one entry open and can collapse it', async ({ page, consoleErrors }) => {
    await open(page, '/services/ethics/consulting');
    const items = page.locator('.faq-item');
    await expect(items).toHaveCount(4);
    await expect(page.locator('.faq-item[open]')).toHaveCount(0);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0).locator('.faq-answer')).toBeVisible();
    await items.nth(0).locator('summary').click();
    await expectOneOpenAtATime(page, 0, 3);
    void consoleErrors;
  });

  // The spec gives this page's title, steps, benefits and FAQ topics: they are checked as it writes them.
  test('AI Ethics & Compliance shows the exact steps and benefits of the spec', async ({ page, consoleErrors }) => {
    await open(page, '/services/ethics/compliance');
    await expect(page.locator('h1')).toHaveText('AI Ethics & Compliance');
    // 'Step n: ' is for screen readers only (visually hidden); the visible title is the spec's.
    await expect(page.locator('.service-steps h3')).toHaveText([
      'Step 1: Ethical Assessment',
      'Step 2: Framework Development',
      'Step 3: Implementation',
      'Step 4: Ongoing Governance',
    ]);
    await expect(page.locator('.impact-card h3')).toHaveText([
      'Risk Mitigation',
      'Stakeholder Trust',
      'Sustainable Innovation',
    ]);
    await expect(page.locator('.faq-item summary')).toHaveText([
      /ethics matter/i,
      /assess/i,
      /already use/i,
      /regulations/i,
    ]);
    void consoleErrors;
  });

  test('an alias path renders the same page with the canonical link of the flat path', async ({
    page,
    consoleErrors,
  }) => {
    const title = titleOf('/services/ai-agents/chatbots');
    const response = await open(page, '/services/ai-agents/chatbots');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(title);
    expect(await canonicalHref(page)).toMatch(/\/services\/chatbot-solutions$/);
    const aliasSteps = await page.locator('.service-steps h3').allTextContents();

    await open(page, '/services/chatbot-solutions');
    await expect(page.locator('h1')).toHaveText(title);
    expect(await canonicalHref(page)).toMatch(/\/services\/chatbot-solutions$/);
    expect(await page.locator('.service-steps h3').allTextContents()).toEqual(aliasSteps);
    void consoleErrors;
  });

  test('a page whose group has no other page still suggests related services', async ({ page, consoleErrors }) => {
    const service = serviceAt('/services/healthcare/ai-healthcare');
    expect(pagesInGroup(service.group), 'its group has this page alone').toHaveLength(1);
    await open(page, service.path);
    await expect(page.locator('h1')).toHaveText(service.title);
    await expect(page.locator('.related-services a.service-card')).toHaveCount(3);
    void consoleErrors;
  });

  test('the navbar Services dropdown leads to a service page', async ({ page, consoleErrors }) => {
    await open(page, '/services');
    await page.locator('.nav-dropdown').hover();
    const panel = page.locator('#services-menu');
    await expect(panel).toBeVisible();
    const voice = serviceAt('/services/ai-agents/voice-assistants');
    await panel.getByRole('link', { name: voice.navLabel }).click();
    await expect(page).toHaveURL(/\/services\/ai-agents\/voice-assistants$/);
    await expect(page.locator('h1')).toHaveText(voice.title);
    await expect(page.locator('.service-steps > li')).toHaveCount(4);
    // The page's head, with the canonical link of the flat path.
    await expect(page).toHaveTitle(headTitle(voice.path));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/voice-assistants$/);

    // And on to another group's page from the same menu.
    await page.locator('.nav-dropdown').hover();
    // The spec gives this page's title and benefits: they are checked as it writes them.
    await panel.getByRole('link', { name: 'Ethical AI Consulting' }).click();
    await expect(page).toHaveURL(/\/services\/ethics\/consulting$/);
    await expect(page.locator('h1')).toHaveText('Ethical AI Consulting');
    await expect(page.locator('.impact-card h3')).toHaveText([
      'Trust & Reputation',
      'Risk Management',
      'Better AI Systems',
    ]);
    void consoleErrors;
  });

  testNoAxeViolations('/services/ethics/compliance', { title: 'has no axe-core violations on a service page' });

  testNoAxeViolations('/services/ai-agents/personalization', { title: 'has no axe-core violations on an alias page' });
});

test.describe('unknown service path', () => {
  test.use({ allowConsoleErrors: notFound.consoleErrors });

  test('/services/nope answers 404 with the not-found page', async ({ page, consoleErrors }) => {
    await notFound.expectAt(page, '/services/nope');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    void consoleErrors;
  });

  test('an unknown page inside a group answers 404 too', async ({ page, consoleErrors }) => {
    await notFound.expectAt(page, '/services/ethics/nope');
    void consoleErrors;
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the index, a group page and a service page are complete', async ({ page }) => {
    await page.goto('/services');
    await expect(page.locator('section.service-group-section')).toHaveCount(serviceGroups.length);
    await expect(page.locator('a.service-card')).toHaveCount(servicePages.length);
    const healthcare = groupAt('/services/healthcare');
    await page.locator('.services-jump').getByRole('link', { name: healthcare.title }).click();
    await expect(page).toHaveURL(/#healthcare$/);
    await page.locator('#healthcare-title a').click();
    await expect(page).toHaveURL(/\/services\/healthcare$/);
    await expect(page.locator('h1')).toHaveText(healthcare.title);
    await page.locator('.group-services a.service-card').first().click();
    await expect(page).toHaveURL(/\/services\/healthcare\/ai-healthcare$/);
    await expect(page.locator('.service-steps > li')).toHaveCount(4);
    await expect(page.locator('.impact-card')).toHaveCount(3);
  });

  test('the FAQ accordion opens one entry at a time', async ({ page }) => {
    await page.goto('/services/training/support');
    const items = page.locator('.faq-item');
    await expect(items).toHaveCount(4);
    await expectOneOpenAtATime(page, 1, 2, { collapse: false });
  });

  test('an alias is served with the canonical link of the flat path', async ({ page }) => {
    await page.goto('/services/ai-agents/development');
    await expect(page.locator('h1')).toHaveText(titleOf('/services/ai-agents/development'));
    expect(await canonicalHref(page)).toMatch(/\/services\/ai-agent-development$/);
  });
});
