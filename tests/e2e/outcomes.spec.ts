// What a visitor on a phone (360 x 740) sees of what they did, in English
// and in French: every outcome of a form stays in view beside the button
// that caused it, true, until the visitor acts (offline and back online, a
// failure, a message sent and the form emptied, a newsletter sign-up), and
// outlives the toast that may repeat it and a reload of the tab; a filter or
// a search opens its answer at the first result, with and without
// JavaScript; the popup's close button and the footer's links are big
// enough to hit, and the popup leaves the language suggestion usable.
import type { Locator, Page } from '@playwright/test';
import { test, expect, islandHydrated, open } from './fixtures';
import { en as enCore } from '../../shared/i18n/en';
import { fr as frCore } from '../../shared/i18n/fr';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';
import { withForms } from '../../shared/i18n/form-words';
import { localizePath, type Lang } from '../../shared/i18n/lang';
import { CONTACT_SENT_RESET_MS, NEWSLETTER_STORAGE_KEY, TOAST_DURATION_MS } from '../../shared/constants';
import { projectsByLang } from '../../shared/content/projects';
import { projectPicks } from '../support/content-picks';

const PHONE = { width: 360, height: 740 };
const WORDS = { en: withForms(enCore, enForms), fr: withForms(frCore, frForms) };

test.use({ viewport: PHONE });
// Some tests wait out the spec's 5 s and a toast's 4 s, and reload.
test.describe.configure({ timeout: 60_000 });

/** The element lies wholly on screen. */
async function expectOnScreen(el: Locator) {
  await expect(el).toBeVisible();
  await expect(el).toBeInViewport({ ratio: 1 });
}

/** The outcome is on screen with its button: the visitor sees both without scrolling. */
async function expectBesideButton(outcome: Locator, button: Locator) {
  await expectOnScreen(outcome);
  await expect(button).toBeInViewport({ ratio: 1 });
}

const contactField = (page: Page, name: string) => page.locator(`form[data-form="contact"] [name=${name}]`);

/** The contact page in `lang`, its island awake, filled in, scrolled to its button as a visitor reaches it. */
async function contactReady(page: Page, lang: Lang) {
  await open(page, localizePath(lang, '/contact'));
  await contactField(page, 'name').focus();
  await islandHydrated(page, 'contact-form');
  await contactField(page, 'name').fill('Ngozi Tabe');
  await contactField(page, 'email').fill('ngozi@example.org');
  await contactField(page, 'message').fill('We run three clinics in Buea and want a chatbot for appointments.');
  const button = page.locator('form[data-form="contact"] [type=submit]');
  await button.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
  return button;
}

/** The footer's newsletter form of the home page in `lang`, scrolled to the bottom of the screen as a visitor reaches it. */
async function footerNewsletter(page: Page, lang: Lang) {
  await open(page, localizePath(lang, '/'));
  const form = page.locator('form.newsletter-inline');
  await form.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
  return { form, email: form.locator('[name=email]'), button: form.locator('[type=submit]') };
}

for (const lang of ['en', 'fr'] as const) {
  const t = WORDS[lang];

  test.describe(`outcomes in ${lang}, with JavaScript`, () => {
    // The newsletter popup (at 5 s) would cover the forms under test: this visitor has subscribed.
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((key) => {
        try {
          localStorage.setItem(key, 'true');
        } catch {
          // about:blank has no storage; the page itself does
        }
      }, NEWSLETTER_STORAGE_KEY);
    });

    test.describe('a contact message sent offline', () => {
      // The browser reports the failed request itself on the console; that is the case under test.
      test.use({ allowConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED/ });

      test('says so beside the button, keeps the text, and the notice goes when the connection is back', async ({
        page,
        context,
        consoleErrors,
      }) => {
        const button = await contactReady(page, lang);
        await context.setOffline(true);
        await button.click();
        const notice = page.getByRole('alert').filter({ hasText: t.messages.forms.sendOffline });
        await expectBesideButton(notice, button);
        await expect(contactField(page, 'message')).not.toHaveValue('');
        await context.setOffline(false);
        await expect(notice).toHaveCount(0);
        await expect(contactField(page, 'message')).not.toHaveValue('');
        void consoleErrors;
      });
    });

    test.describe('a contact message the server refuses', () => {
      test.use({ allowConsoleErrors: /Failed to load resource|status of 502/ });

      test('says so beside the button', async ({ page, consoleErrors }) => {
        await page.route('**/api/contact**', (route) =>
          route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
        );
        const button = await contactReady(page, lang);
        await button.click();
        await expectBesideButton(page.getByRole('alert').filter({ hasText: t.messages.forms.sendServer }), button);
        void consoleErrors;
      });
    });

    test('a sent message: its reference stays beside the form past the return to idle, a press on the emptied form asks for nothing, and a reload keeps it', async ({
      page,
      consoleErrors,
    }) => {
      const button = await contactReady(page, lang);
      await button.click();
      const confirmation = page.locator('#contact-sent');
      await expectOnScreen(confirmation);
      const reference = await confirmation.locator('.form-reference').textContent();
      expect(reference).toMatch(/^MSG-[A-Z0-9]{8}$/);
      // The spec's 5 s of "Message Sent", then idle again.
      await expect(button).toHaveAttribute('data-state', 'idle', { timeout: CONTACT_SENT_RESET_MS + 3_000 });
      await expectBesideButton(confirmation, button);
      await button.click();
      await expect(page.getByText(t.messages.forms.fixErrors)).toHaveCount(0);
      await expect(page.locator('form[data-form="contact"] .is-invalid')).toHaveCount(0);
      await expectOnScreen(confirmation);
      await page.reload();
      await expect(page.locator('#contact-sent .form-reference')).toHaveText(reference!);
      expect(consoleErrors).toEqual([]);
    });

    test('a newsletter sign-up: a lasting line says to confirm from the inbox, beside an opaque toast, past the toast and a reload', async ({
      page,
      consoleErrors,
    }) => {
      const { form, email, button } = await footerNewsletter(page, lang);
      await email.fill(`outcome-${lang}-${Date.now()}@example.org`);
      await button.click();
      const line = form.getByRole('status');
      await expect(line).toHaveText(`${t.messages.newsletter.success} ${t.messages.newsletter.checkInbox}`);
      await expectBesideButton(line, button);
      const toast = page.getByTestId('toast').first();
      await expect(toast).toBeVisible();
      const alpha = await toast.evaluate((el) => {
        const m = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
        const parts = m ? m[1]!.split(/[ ,/]+/).filter(Boolean) : [];
        return parts.length === 4 ? Number(parts[3]) : 1;
      });
      expect(alpha, 'the toast is not see-through').toBe(1);
      await expect(toast).toHaveCount(0, { timeout: TOAST_DURATION_MS + 2_000 });
      await expectOnScreen(line);
      await page.reload();
      await expect(page.locator('form.newsletter-inline').getByRole('status')).toHaveText(
        `${t.messages.newsletter.success} ${t.messages.newsletter.checkInbox}`,
      );
      expect(consoleErrors).toEqual([]);
    });

    test.describe('a newsletter address the mail cannot carry', () => {
      // The browser reports the server's 400 itself on the console; that is the case under test.
      test.use({ allowConsoleErrors: /status of 400/ });

      test('the reason stays beside the field past the toast, until the address changes', async ({
        page,
        consoleErrors,
      }) => {
        const { form, email, button } = await footerNewsletter(page, lang);
        await email.fill('josé@example.org');
        await button.click();
        // The server's own words for an accented local part, in the page's language.
        const reason = form.getByRole('alert');
        await expect(reason).toHaveText(t.messages.forms.emailNotAscii);
        await expectBesideButton(reason, button);
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: TOAST_DURATION_MS + 3_000 });
        await expectOnScreen(reason);
        await email.fill('jose@example.org');
        await expect(reason).toHaveCount(0);
        await expect(email).not.toHaveAttribute('aria-invalid', 'true');
        void consoleErrors;
      });
    });
  });

  test.describe(`reachable in ${lang}`, () => {
    test('the footer links are at least 24 px tall', async ({ page, consoleErrors }) => {
      await open(page, localizePath(lang, '/'));
      const heights = await page
        .locator('.site-footer a')
        .evaluateAll((links) =>
          links
            .filter((a) => a.getClientRects().length > 0)
            .map((a) => ({ text: a.textContent?.trim() ?? '', height: a.getBoundingClientRect().height })),
        );
      expect(heights.length).toBeGreaterThan(10);
      expect(heights.filter((h) => h.height < 24)).toEqual([]);
      void consoleErrors;
    });

    test('the popup (at 5 s) has a 44 x 44 px close button and leaves the French suggestion usable', async ({
      browser,
      baseURL,
    }) => {
      // A browser that prefers French: the English home page offers the French edition.
      const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'fr-FR' });
      const page = await context.newPage();
      await open(page, localizePath(lang, '/'));
      const close = page.locator('.newsletter-modal .btn-close');
      await expect(close).toBeVisible({ timeout: 10_000 });
      const box = (await close.boundingBox())!;
      // 44 CSS px, read through layout's floating point (a box may measure 43.99998).
      expect(box.width).toBeGreaterThanOrEqual(43.99);
      expect(box.height).toBeGreaterThanOrEqual(43.99);
      const bar = page.locator('[data-lang-suggestion]');
      if (lang === 'en') {
        await expect(bar).toBeVisible();
        const dialog = (await page.locator('.newsletter-modal .modal-content').boundingBox())!;
        const barBox = (await bar.boundingBox())!;
        expect(
          dialog.y + dialog.height <= barBox.y || barBox.y + barBox.height <= dialog.y,
          'the dialog is clear of the bar',
        ).toBe(true);
        // The link's first line: what a finger taps is the bar's, not the popup's or its backdrop's.
        const onTop = await bar.getByRole('link').evaluate((el) => {
          const r = el.getClientRects()[0]!;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && el.contains(hit);
        });
        expect(onTop, 'nothing covers "Lire la version française"').toBe(true);
      } else {
        await expect(bar).toBeHidden();
      }
      await context.close();
    });
  });

  const picks = projectPicks(projectsByLang[lang]);

  for (const js of [true, false]) {
    test.describe(`results in view in ${lang}, ${js ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: js });

      /** The first result's top lies within the screen. */
      async function expectFirstInView(page: Page, results: string) {
        await page.waitForLoadState('load');
        const first = page.locator(results).first();
        await expect(first).toBeVisible();
        // The page glides to its results (scroll-behavior: smooth): where it comes to rest.
        const top = () => first.evaluate((el) => Math.round(el.getBoundingClientRect().top));
        await expect.poll(top, { message: 'the first result starts on screen' }).toBeLessThan(PHONE.height);
        expect(await top(), 'the first result starts on screen').toBeGreaterThanOrEqual(0);
      }

      test('a projects filter and a search open at the first result', async ({ page }) => {
        await page.goto(localizePath(lang, '/projects?filters=1'));
        await page.locator('.chip-list a.chip').first().click();
        await expect(page).toHaveURL(/#results$/);
        await expectFirstInView(page, '.project-card');
        await page.goto(localizePath(lang, '/projects'));
        await page.getByRole('searchbox').fill(picks.technology);
        await page.getByRole('searchbox').press('Enter');
        await expect(page).toHaveURL(/#results$/);
        await expectFirstInView(page, '.project-card');
      });

      test("a blog category and the sidebar's search open at the first article", async ({ page }) => {
        await page.goto(localizePath(lang, '/blog'));
        await page.locator('.blog-category-list a').first().click();
        await expect(page).toHaveURL(/#results$/);
        await expectFirstInView(page, '.blog-card');
        // A word of the first article's title, searched from the sidebar, finds it.
        const title = (await page.locator('.blog-card-title').first().textContent()) ?? '';
        const word = title.split(/[^\p{L}]+/u).find((w) => w.length >= 5)!;
        const sidebar = page.locator('.blog-sidebar').getByRole('searchbox');
        await sidebar.fill(word);
        await sidebar.press('Enter');
        await expect(page).toHaveURL(/#results$/);
        await expectFirstInView(page, '.blog-card');
      });
    });
  }
}
