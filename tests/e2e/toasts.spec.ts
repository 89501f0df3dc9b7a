// Every form's confirmation is seen where the visitor is looking: the page is
// scrolled to the form before it is sent, and the toast that answers must lie
// wholly inside the viewport, on top of everything at its centre and above the
// chat button, on a desktop window and on a phone, in both languages.
import type { Locator, Page } from '@playwright/test';
import { test, expect, open } from './fixtures';
import { jobs } from '../../shared/content/jobs';
import { smallPdf } from '../../scripts/fixtures/files';

// The newsletter popup (shown after 5 s) would cover the forms under test.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('newsletter_subscribed', 'true');
    } catch {
      // about:blank has no storage; the page itself does
    }
  });
});

/** Scrolls the element to the middle of the viewport, as a visitor reaches a form. */
async function scrollTo(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  expect(await page.evaluate(() => window.scrollY), 'the page is scrolled down to the form').toBeGreaterThan(200);
}

/** The toast lies inside the viewport, is the topmost element at its centre and clear of the chat button. */
async function expectOnScreen(page: Page, toast: Locator) {
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport({ ratio: 1 });
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const onTop = await toast.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, 'nothing covers the toast').toBe(true);
  const chat = await page.locator('.chat-button').boundingBox();
  if (chat) {
    const apart =
      box.y + box.height <= chat.y ||
      chat.y + chat.height <= box.y ||
      box.x + box.width <= chat.x ||
      chat.x + chat.width <= box.x;
    expect(apart, 'the toast and the chat button do not overlap').toBe(true);
  }
}

/** Type each value into the form's field of that name. */
async function fillFields(page: Page, form: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`${form} [name=${name}]`).fill(value);
}

const forms = [
  {
    name: 'the footer newsletter',
    path: (prefix: string) => `${prefix}/`,
    form: '.newsletter-inline',
    async fill(page: Page) {
      await page.locator('.newsletter-inline [name=email]').fill(`toast-${Date.now()}@example.org`);
    },
    submit: '.newsletter-inline [type=submit]',
  },
  {
    name: 'the contact form',
    path: (prefix: string) => `${prefix}/contact`,
    form: 'form.contact-form',
    fill: (page: Page) =>
      fillFields(page, 'form.contact-form', {
        name: 'Ngozi Tabe',
        email: 'ngozi@example.org',
        message: 'Please call me about a chatbot.',
      }),
    submit: 'form.contact-form [type=submit]',
  },
  {
    name: 'the application form',
    path: (prefix: string) => `${prefix}/careers?apply=${jobs[0]!.id}`,
    form: 'form.application-form',
    async fill(page: Page) {
      await fillFields(page, 'form.application-form', {
        name: 'Paul Ebai',
        email: 'paul@example.org',
        phone: '+237 670 123 456',
        coverLetter: 'I would love to join.',
      });
      await page
        .locator('form.application-form [name=resume]')
        .setInputFiles({ name: 'CV_Paul.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    },
    submit: 'form.application-form [type=submit]',
  },
] as const;

const windows = [
  { label: 'desktop 1366x900', tag: '', use: { viewport: { width: 1366, height: 900 } } },
  { label: 'phone @mobile', tag: '@mobile', use: {} },
] as const;

for (const w of windows) {
  test.describe(`toasts on a ${w.label}`, () => {
    test.use(w.use);
    for (const lang of [
      { prefix: '', name: 'English' },
      { prefix: '/fr', name: 'French' },
    ]) {
      for (const f of forms) {
        test(
          `${f.name} in ${lang.name}: the confirmation appears in the viewport after a scrolled submit ${w.tag}`.trim(),
          async ({ page, consoleErrors }) => {
            await open(page, f.path(lang.prefix));
            await scrollTo(page, f.form);
            await f.fill(page);
            await scrollTo(page, f.form);
            await page.locator(f.submit).click();
            const toast = page.getByTestId('toast').first();
            await expect(toast).toHaveClass(/toast-success/);
            await expectOnScreen(page, toast);
            expect(consoleErrors).toEqual([]);
          },
        );
      }
    }

    test.describe('when the server fails', () => {
      // The browser logs the failed request to the console; that is the point here.
      test.use({ allowConsoleErrors: /Failed to load resource|net::ERR_FAILED/ });
      test(`an error toast is on screen too ${w.tag}`.trim(), async ({ page, consoleErrors }) => {
        await page.route('**/api/contact**', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
        );
        await open(page, '/contact');
        await forms[1].fill(page);
        await scrollTo(page, forms[1].form);
        await page.locator(forms[1].submit).click();
        const toast = page.getByTestId('toast').first();
        await expect(toast).toHaveClass(/toast-danger/);
        await expectOnScreen(page, toast);
        expect(consoleErrors).toEqual([]);
      });
    });
  });
}
