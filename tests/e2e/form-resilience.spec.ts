// A visitor never loses what they typed: a send that fails (offline, a server
// error, an answer that is not ours) keeps the form, its text and a notice in
// the page's language; the text is kept in the tab until it is sent, across
// a reload, and what was typed before the form came alive is kept too; a sent
// message or application leaves its reference on the page.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, islandHydrated } from './fixtures';
import { en as enCore } from '../../shared/i18n/en';
import { fr as frCore } from '../../shared/i18n/fr';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';
import { withForms } from '../../shared/i18n/form-words';
import { jobs as allJobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';
import { smallPdf } from '../../scripts/fixtures/files';

const en = withForms(enCore, enForms);
const fr = withForms(frCore, frForms);
const job = openJobs(allJobs, utcDay())[0]!;

const MESSAGE = 'We run three clinics in Buea and want a chatbot for appointments.\nCan we talk next week?';

const islandOf = { contact: 'contact-form', apply: 'application-form' } as const;

/**
 * The form once its component has mounted (it then takes over the browser's
 * validation). A form island wakes on the visitor's first interaction, so
 * the visitor first puts the cursor in the name field, as one does before
 * typing; the form is then returned for the caller to see.
 */
async function live(page: Page, form: 'contact' | 'apply') {
  await field(page, form, 'name').focus();
  await islandHydrated(page, islandOf[form]);
  return page.locator(`form[data-form="${form}"][novalidate]`);
}

/** A field of the form (the footer's newsletter form has an email field too). */
const field = (page: Page, form: 'contact' | 'apply', name: string) =>
  page.locator(`form[data-form="${form}"] [name=${name}]`);

async function fillContact(page: Page) {
  await field(page, 'contact', 'name').fill('Ngozi Tabe');
  await field(page, 'contact', 'email').fill('ngozi@example.org');
  await field(page, 'contact', 'message').fill(MESSAGE);
}

async function expectContactKept(page: Page) {
  await expect(field(page, 'contact', 'name')).toHaveValue('Ngozi Tabe');
  await expect(field(page, 'contact', 'email')).toHaveValue('ngozi@example.org');
  await expect(field(page, 'contact', 'message')).toHaveValue(MESSAGE);
}

/** Open the contact page in `lang`, fill it in, and send it with the connection down. */
async function sendOffline(page: Page, context: BrowserContext, lang: 'en' | 'fr') {
  const t = lang === 'fr' ? fr : en;
  await page.goto(lang === 'fr' ? '/fr/contact' : '/contact');
  await expect(await live(page, 'contact')).toBeVisible();
  await fillContact(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: t.messages.contact.submit }).click();
}

// Each test sends, fails, reloads and waits out the toasts, with two accessibility scans.
test.describe.configure({ timeout: 90_000 });

// The browser reports the failed request itself on the console; that is the case under test.
test.use({ allowConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|status of 502/ });

const draftsOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage).filter(([k]) => k.startsWith('form-draft:'))));

test.describe('a contact message that cannot be sent', () => {
  test('offline: the form, its text and a notice stay; a reload brings the text back; sent, the reference stays', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await sendOffline(page, context, 'en');

    const notice = page.getByRole('alert').filter({ hasText: en.messages.forms.sendOffline });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectContactKept(page);
    await expect(page.getByRole('button', { name: en.messages.contact.submit })).toBeEnabled();
    await expectNoAxeViolations(page);

    // The connection comes back; the visitor reloads: the text is still there.
    await context.setOffline(false);
    await page.reload();
    await expect(await live(page, 'contact')).toBeVisible();
    await expectContactKept(page);

    await page.getByRole('button', { name: en.messages.contact.submit }).click();
    const confirmation = page.locator('#contact-sent');
    await expect(confirmation).toHaveAttribute('role', 'status');
    await expect(confirmation).toContainText(en.messages.contact.success);
    await expect(confirmation.locator('strong')).toHaveText(/^MSG-[A-Z0-9]{8}$/);
    await expect(confirmation.getByRole('heading', { name: en.messages.contact.confirmationTitle })).toBeFocused();
    // It outlasts the toast (4 s) and the button's 5 s.
    await page.waitForTimeout(5_500);
    await expect(confirmation).toBeVisible();
    await expect(field(page, 'contact', 'message')).toHaveValue('');
    expect(await draftsOf(page)).toEqual({});
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(await live(page, 'contact')).toBeVisible();
    await expect(field(page, 'contact', 'message')).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  for (const [what, answer] of [
    ['a server error page', { status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }],
    [
      'a success that is not ours (a portal)',
      { status: 200, contentType: 'text/html', body: '<p>Log in to Wi-Fi</p>' },
    ],
  ] as const) {
    test(`${what}: the text stays with the server notice`, async ({ page }) => {
      await page.route('**/api/contact**', (route) => route.fulfill(answer));
      await page.goto('/contact');
      await expect(await live(page, 'contact')).toBeVisible();
      await fillContact(page);
      await page.getByRole('button', { name: en.messages.contact.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: en.messages.forms.sendServer })).toBeVisible();
      await expectContactKept(page);
      await expect(page.locator('#contact-sent')).toHaveCount(0);
    });
  }

  test('on the French page, offline, the notice is French and the draft is the French page’s own', async ({
    page,
    context,
  }) => {
    await sendOffline(page, context, 'fr');
    await expect(page.getByRole('alert').filter({ hasText: fr.messages.forms.sendOffline })).toBeVisible();
    await expectContactKept(page);
    await context.setOffline(false);
    expect(Object.keys(await draftsOf(page))).toEqual(['form-draft:contact:fr']);
    // The English page's form starts empty.
    await page.goto('/contact');
    await expect(await live(page, 'contact')).toBeVisible();
    await expect(field(page, 'contact', 'message')).toHaveValue('');
  });
});

test('text typed before the form comes alive is kept and sent', async ({ page }) => {
  // Hold every script until the visitor has typed: the server's HTML is all there is.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  let posted: Record<string, string> | undefined;
  await page.route('**/api/contact**', async (route) => {
    posted = route.request().postDataJSON() as Record<string, string>;
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true,"id":"MSG-TESTTEST"}' });
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.locator('form[data-form="contact"] [name=message]').waitFor();
  await fillContact(page);
  release();
  await expect(await live(page, 'contact')).toBeVisible();
  await expectContactKept(page);
  await page.getByRole('button', { name: en.messages.contact.submit }).click();
  await expect(page.locator('#contact-sent strong')).toHaveText('MSG-TESTTEST');
  expect(posted).toMatchObject({ name: 'Ngozi Tabe', email: 'ngozi@example.org', message: MESSAGE });
});

test.describe('an application', () => {
  async function fillApplication(page: Page) {
    await field(page, 'apply', 'name').fill('Paul Ebai');
    await field(page, 'apply', 'email').fill('paul@example.org');
    await field(page, 'apply', 'phone').fill('+237 670 123 456');
    await field(page, 'apply', 'coverLetter').fill('I have built triage chatbots for two hospitals.');
    await page.setInputFiles('[name=resume]', { name: 'CV_Paul.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  }

  test('offline keeps the letter (never the CV or the trap in the draft); sent, the reference stays on the list', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto(`/careers?apply=${job.id}`);
    await expect(await live(page, 'apply')).toBeVisible();
    await fillApplication(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: en.messages.application.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: en.messages.forms.sendOffline })).toBeVisible();
    await expect(field(page, 'apply', 'coverLetter')).toHaveValue('I have built triage chatbots for two hospitals.');
    await context.setOffline(false);

    const drafts = await draftsOf(page);
    expect(Object.keys(drafts)).toEqual([`form-draft:apply:en:${job.id}`]);
    const kept = JSON.parse(drafts[`form-draft:apply:en:${job.id}`]!) as { values: Record<string, string> };
    expect(Object.keys(kept.values).sort()).toEqual(['coverLetter', 'email', 'name', 'phone']);

    await page.reload();
    await expect(await live(page, 'apply')).toBeVisible();
    await expect(field(page, 'apply', 'coverLetter')).toHaveValue('I have built triage chatbots for two hospitals.');
    // A file cannot be put back: the visitor attaches it again.
    await page.setInputFiles('[name=resume]', { name: 'CV_Paul.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    await page.getByRole('button', { name: en.messages.application.submit }).click();

    await expect(page).toHaveURL(/\/careers\?applied=APP-[A-Z0-9]{8}#application-confirmation$/);
    const confirmation = page.locator('#application-confirmation');
    await expect(confirmation).toHaveAttribute('role', 'status');
    await expect(confirmation.locator('strong')).toHaveText(/^APP-[A-Z0-9]{8}$/);
    // The list is a page load that lands on the confirmation's anchor: it is what the visitor sees first.
    await expect(confirmation.getByRole('heading', { name: en.messages.application.successTitle })).toBeInViewport();
    await page.waitForTimeout(4_500);
    await expect(confirmation).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await draftsOf(page)).toEqual({});
    expect(consoleErrors).toEqual([]);
  });
});

test('the footer’s newsletter address is kept across a reload until it is signed up', async ({ page }) => {
  await page.goto('/about');
  const email = page.locator('form[data-form="newsletter"] input[name=email]');
  await email.fill('amina@example.org');
  await expect
    .poll(async () => {
      const drafts = await draftsOf(page);
      return Object.fromEntries(
        Object.entries(drafts).map(([k, v]) => [k, (JSON.parse(v) as { values: unknown }).values]),
      );
    })
    .toEqual({ 'form-draft:newsletter:en': { email: 'amina@example.org' } });
  await page.reload();
  await expect(email).toHaveValue('amina@example.org');
  await page.route('**/api/newsletter**', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' }),
  );
  await page.locator('form[data-form="newsletter"] [type=submit]').click();
  await expect(email).toHaveValue('');
  expect(await draftsOf(page)).toEqual({});
});
