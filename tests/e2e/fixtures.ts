// Every browser test fails on a console error or an uncaught page error
// (hydration warnings included), unless the test names the one it expects.
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { en } from '../../shared/i18n/en';

interface Fixtures {
  /** Console errors matching this are expected by the test. */
  allowConsoleErrors: RegExp | null;
  consoleErrors: string[];
}

/**
 * The client address worker `i` posts from (X-Forwarded-For; the e2e server
 * trusts one proxy): workers run side by side as different visitors do, so
 * a limit per client (one upload at a time, the rate limit) never answers
 * one worker because of another.
 */
const workerAddress = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [null, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': workerAddress(testInfo.workerIndex) });
  },
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    await watchConsole(page, errors, allowConsoleErrors);
    await use(errors);
    expect(errors, 'console errors or page errors').toEqual([]);
  },
});

/**
 * Collect into `errors` what page `page` reports amiss: console errors,
 * React's warnings (hydration), uncaught errors and CSP violations, but those
 * matching `allow`. The fixture watches the test's page; a test that opens
 * more pages watches them with this too.
 */
export async function watchConsole(page: Page, errors: string[], allow: RegExp | null) {
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const text = msg.text();
    if (msg.type() === 'warning' && !/hydrat|React/i.test(text)) return;
    if (allow?.test(text)) return;
    errors.push(`${msg.type()}: ${text}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  // Chrome reports CSP violations (eval included) as DevTools issues, not
  // always on the console: listen for those too.
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue')
      errors.push(`CSP issue: ${JSON.stringify(issue.details).slice(0, 300)}`);
  });
  await cdp.send('Audits.enable');
}

export { expect };

/** Wait until the site's own script has run (it marks <html>); islands wake later, when needed. */
export async function siteReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/** Wait until island `name` has woken (React runs it): it wakes when needed, often on the first interaction. */
export async function islandHydrated(page: Page, name: string) {
  await page.locator(`[data-island="${name}"][data-hydrated="true"]`).first().waitFor({ state: 'attached' });
}

/** Scroll the whole page so scroll-reveal sections fade in, as a reader would. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
    }
    // A section the fast scroll skipped between two frames: bring it into view, as a reader would.
    for (const el of Array.from(document.querySelectorAll('.reveal-pending:not(.is-revealed)'))) {
      el.scrollIntoView({ behavior: 'instant', block: 'start' });
      await frames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => document.querySelectorAll('.reveal-pending:not(.is-revealed)').length === 0);
  await page.waitForTimeout(700); // the fade's transition
}

/**
 * The FAQ accordion (<details name>): opening entry `second` closes entry
 * `first`, one stays open, and (unless told not to) clicking the open one
 * closes it.
 */
export async function expectOneOpenAtATime(page: Page, first: number, second: number, { collapse = true } = {}) {
  const items = page.locator('.faq-item');
  const open = page.locator('.faq-item[open]');
  await items.nth(first).locator('summary').click();
  await expect(items.nth(first)).toHaveAttribute('open', '');
  await items.nth(second).locator('summary').click();
  await expect(items.nth(second)).toHaveAttribute('open', '');
  await expect(items.nth(first)).not.toHaveAttribute('open', '');
  await expect(open).toHaveCount(1);
  if (!collapse) return;
  await items.nth(second).locator('summary').click();
  await expect(open).toHaveCount(0);
}

export async function expectNoAxeViolations(page: Page) {
  await scrollThrough(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Load `path` and wait for the site's own script, as a visitor with JavaScript has the page; the page's response. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await siteReady(page);
  return response;
}

/** A page that answers 404, as tests see it. */
export const notFound = {
  /** What the browser logs there: the not-found route's own log and the failed load (for `allowConsoleErrors`). */
  consoleErrors: /404 Error: User attempted to access non-existent route|Failed to load resource.*404/,
  /** Open `path` and find the not-found page: a 404 with its heading (the English one unless told), naming the path. */
  async expectAt(page: Page, path: string, heading: string = en.messages.notFound.heading) {
    const response = await open(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText(heading);
    await expect(page.locator('.attempted-path')).toHaveText(path);
  },
};

/**
 * A test that the page at `path`, once `prepare` has brought it to the state
 * under test (if any), has no axe-core violations.
 */
export function testNoAxeViolations(
  path: string,
  { title = 'has no axe-core violations', prepare }: { title?: string; prepare?: (page: Page) => Promise<void> } = {},
) {
  test(title, async ({ page, consoleErrors }) => {
    await open(page, path);
    await prepare?.(page);
    await expectNoAxeViolations(page);
    void consoleErrors;
  });
}
