// The newsletter's double opt-in as a visitor lives it, in both languages,
// with and without JavaScript: sign up in the footer, open the link from
// the mail (the server writes it as an .eml file in log-only mode),
// confirm, then leave from the welcome's link. Every page is axe clean,
// has one h1, a title, a description, a canonical link and noindex.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations as scrolledAxe, siteReady } from './fixtures';
import enLinks from '../../shared/i18n/pages/en/newsletter-links';
import frLinks from '../../shared/i18n/pages/fr/newsletter-links';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';

const STRINGS = { en: { links: enLinks, core: en }, fr: { links: frLinks, core: fr } } as const;
const prefix = (lang: 'en' | 'fr') => (lang === 'fr' ? '/fr' : '');

/** The confirmation link mailed to `address` (path and query), once the outbox has written it. */
async function mailedLink(address: string): Promise<{ confirm: string; unsubscribe: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const name of (() => {
      try {
        return readdirSync(dir).filter((n) => n.endsWith('.eml'));
      } catch {
        return [];
      }
    })()) {
      const mail = await simpleParser(readFileSync(path.join(dir, name)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      if (to !== address) continue;
      const confirm = /https?:\/\/[^/\s]+(\/(?:fr\/)?newsletter\/confirm\?token=[\w.-]+)/.exec(mail.text ?? '');
      const unsubscribe = /https?:\/\/[^/\s]+(\/(?:fr\/)?newsletter\/unsubscribe\?token=[\w.-]+)/.exec(mail.text ?? '');
      if (confirm && unsubscribe) return { confirm: confirm[1]!, unsubscribe: unsubscribe[1]! };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no confirmation mail to ${address}`);
}

/**
 * The fixture's axe scan. Axe runs in the page, which a browser without
 * JavaScript refuses: there, the state the server rendered (every state
 * here has an address of its own) is opened in a second context with
 * JavaScript and scanned there, before the client changes anything.
 */
async function expectNoAxeViolations(page: Page, js: boolean) {
  if (js) return scrolledAxe(page);
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: true, baseURL: new URL(page.url()).origin });
  try {
    const twin = await context.newPage();
    await twin.goto(page.url());
    await siteReady(twin);
    await expect(twin.locator('h1')).toHaveText((await page.locator('h1').textContent()) ?? '');
    await scrolledAxe(twin);
  } finally {
    await context.close();
  }
}

/** The page shows the screen with this heading and text, and axe finds nothing on it. */
async function expectScreen(page: Page, js: boolean, heading: string, text: string) {
  await expect(page.locator('h1')).toHaveText(heading);
  await expect(page.getByText(text)).toBeVisible();
  await expectNoAxeViolations(page, js);
}

/** One h1, a title, a description, a canonical link, noindex. */
async function expectWholePage(page: Page, canonicalPath: string) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${canonicalPath.replace(/\//g, '\\/')}$`),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
}

async function signUpInFooter(page: Page, lang: 'en' | 'fr', address: string, js: boolean) {
  const { core } = STRINGS[lang];
  await page.goto(`${prefix(lang)}/about`);
  if (js) await siteReady(page);
  const form = page.locator('#newsletter');
  await form.locator('input[name="email"]').fill(address);
  await form.getByRole('button', { name: core.forms.newsletter.subscribe }).click();
  // The spec's thanks, followed by the line that asks to confirm from the inbox.
  await expect(page.getByText(core.messages.newsletter.success).first()).toBeVisible();
  await expect(page.getByText(core.messages.newsletter.checkInbox).first()).toBeVisible();
}

for (const lang of ['en', 'fr'] as const) {
  const { links: t } = STRINGS[lang];

  for (const js of [true, false]) {
    test.describe(`newsletter opt-in, ${lang}, ${js ? 'with' : 'without'} JavaScript`, () => {
      // A link that is not valid answers 400 or 410: Chromium logs the status of the page it loads.
      test.use({ javaScriptEnabled: js, allowConsoleErrors: /Failed to load resource.*(400|410)/ });

      test('a sign-up is confirmed from the mailed link, then unsubscribed from the welcome', async ({
        page,
        consoleErrors,
      }) => {
        void consoleErrors;
        // Four pages, each scanned by axe, on a machine shared with other runs.
        test.setTimeout(120_000);
        const address = `optin-${lang}-${js ? 'js' : 'nojs'}-${Date.now()}@example.org`;
        await signUpInFooter(page, lang, address, js);
        const mailed = await mailedLink(address);
        expect(mailed.confirm.startsWith(`${prefix(lang)}/newsletter/confirm?token=`)).toBe(true);

        const opened = await page.goto(mailed.confirm);
        expect(opened?.status()).toBe(200);
        if (js) await siteReady(page);
        await expect(page.locator('h1')).toHaveText(t.confirm.heading);
        await expect(page.getByText(t.confirm.consent)).toBeVisible();
        await expectWholePage(page, `${prefix(lang)}/newsletter/confirm`);
        await expectNoAxeViolations(page, js);

        await page.getByRole('button', { name: t.confirm.button, exact: true }).click();
        await expectScreen(page, js, t.confirm.welcomeHeading, t.confirm.welcome);

        // The same confirmation button again: the subscription holds, and that is the answer.
        const reused = await page.request.post(`/api/newsletter/confirm${lang === 'fr' ? '?lang=fr' : ''}`, {
          headers: { Accept: 'application/json' },
          data: { token: new URL(mailed.confirm, 'http://x').searchParams.get('token'), lang },
        });
        expect(reused.status()).toBe(200);
        // The mailed link opened again says the subscription is confirmed already, with its way out.
        const welcome = page.url();
        expect((await page.goto(mailed.confirm))?.status()).toBe(200);
        await expectScreen(page, js, t.confirm.alreadyHeading, t.confirm.already);
        await page.goto(welcome);

        await page.getByRole('link', { name: t.confirm.leaveLink }).click();
        await expect(page.locator('h1')).toHaveText(t.unsubscribe.heading);
        if (js) await siteReady(page);
        await expectWholePage(page, `${prefix(lang)}/newsletter/unsubscribe`);
        await expectNoAxeViolations(page, js);
        await page.getByRole('button', { name: t.unsubscribe.button, exact: true }).click();
        await expectScreen(page, js, t.unsubscribe.doneHeading, t.unsubscribe.done);

        // The mail's own unsubscribe link, opened again, says the address left already.
        const gone = await page.goto(mailed.unsubscribe);
        expect(gone?.status()).toBe(200);
        await expectScreen(page, js, t.unsubscribe.alreadyHeading, t.unsubscribe.already);
      });

      test('a link that is not valid says so, with a way to sign up again', async ({ page, consoleErrors }) => {
        void consoleErrors;
        test.setTimeout(60_000);
        for (const kind of ['confirm', 'unsubscribe'] as const) {
          const res = await page.goto(`${prefix(lang)}/newsletter/${kind}?token=not-a-token`);
          expect(res?.status()).toBe(400);
          if (js) await siteReady(page);
          await expect(page.locator('h1')).toHaveText(t.invalid.heading);
          await expectWholePage(page, `${prefix(lang)}/newsletter/${kind}`);
          await expect(page.getByRole('link', { name: t.invalid.signUpAgain })).toHaveAttribute('href', '#newsletter');
          await expectNoAxeViolations(page, js);
        }
      });
    });
  }
}
