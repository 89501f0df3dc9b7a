// The three forms on French pages, without and with JavaScript,
// against the real server (mail in log-only mode): French labels, French
// errors from the browser's checks and from the server, French pages to land
// on; the message itself reaches the outbox in English with the language
// stated.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, open } from './fixtures';
import { fr as frCore } from '../../shared/i18n/fr';
import frForms from '../../shared/i18n/pages/fr/forms';
import popupFr from '../../shared/i18n/pages/fr/newsletter-popup';
import { jobs as allJobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';

/** The jobs that take applications today (content/ decides which and how many). */
const jobs = openJobs(allJobs, utcDay());
import { smallPdf } from '../../scripts/fixtures/files';
import { withForms } from '../../shared/i18n/form-words';
import { cvFileName } from '../../server/outbox/mail-format';

// The core dictionary with the contact and application forms' strings, as those pages and the server read them.
const fr = withForms(frCore, frForms);

const F = fr.forms;
const M = fr.messages;

/** The .eml the log-only transport wrote for a reference, once the outbox delivered it. */
async function loggedMail(id: string): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'mail', `${id}.eml`);
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  return readFileSync(file, 'utf8');
}

async function fillContact(page: Page, message = 'Pouvez-vous nous rappeler au sujet d’un chatbot ?') {
  await page.getByLabel(F.contact.fields.name).fill('Ngozi Tabe');
  await page.getByLabel(F.contact.fields.email).fill('ngozi@example.org');
  // One of the spec's service-interest options, a value of the form (shared/schemas/contact-fields.ts), not of content/.
  await page.getByLabel(F.contact.fields.service).selectOption({ label: F.contact.services['Chatbot Solutions'] });
  await page.getByLabel(F.contact.fields.message).fill(message);
}

/** Fills the application form already open on /fr/careers?apply=<id>. */
async function fillApplication(page: Page, resume = { name: 'CV_Paul.pdf', buffer: smallPdf() }) {
  await page.getByLabel(F.apply.fields.name).fill('Paul Ebai');
  await page.getByLabel(F.apply.fields.email).fill('paul@example.org');
  await page.getByLabel(F.apply.fields.phone).fill('+237 670 123 456');
  await page.getByLabel(F.apply.fields.coverLetter).fill('Je serais ravi de rejoindre votre équipe.');
  await page.setInputFiles('[name=resume]', { ...resume, mimeType: 'application/pdf' });
}

test.describe('French pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, lands on the French confirmation', async ({ page }) => {
    await page.goto('/fr/contact');
    const form = page.locator('form[action="/api/contact?lang=fr"]');
    await expect(form.locator('input[name=lang]')).toHaveValue('fr');
    await fillContact(page);
    await form.getByRole('button', { name: M.contact.submit }).click();
    await expect(page).toHaveURL(/\/fr\/contact\?sent=1&ref=MSG-[A-Z0-9]{8}#contact-sent$/);
    await expect(page.getByRole('status').filter({ hasText: M.contact.success })).toBeVisible();
  });

  test('an invalid contact post comes back to the French page with French errors and the values kept', async ({
    page,
  }) => {
    await page.goto('/fr/contact');
    await fillContact(page, '    '); // passes the browser's `required`, not ours
    await page.getByRole('button', { name: M.contact.submit }).click();
    await expect(page).toHaveURL(/\/fr\/contact\?form=[\w-]+#contact-form$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(M.forms.fixErrors)).toBeVisible();
    await expect(page.getByText(M.forms.required(F.contact.fields.message))).toBeVisible();
    await expect(page.getByLabel(F.contact.fields.name)).toHaveValue('Ngozi Tabe');
    await expect(page.getByLabel(F.contact.fields.service)).toHaveValue('Chatbot Solutions');
    await page.reload();
    await expect(page.getByText(M.forms.required(F.contact.fields.message))).toBeVisible();
  });

  test('an application lands on the French confirmation, and reaches the outbox in English with the language and the CV', async ({
    page,
  }) => {
    const job = jobs[2]!;
    await page.goto(`/fr/careers?apply=${job.id}`);
    await fillApplication(page);
    await page.getByRole('button', { name: M.application.submit }).click();
    await expect(page).toHaveURL(/\/fr\/careers\?applied=APP-[A-Z0-9]{8}#application-confirmation$/);
    const ref = new URL(page.url()).searchParams.get('applied')!;
    await expect(page.getByRole('status')).toContainText(ref);
    await expect(page.getByRole('status')).toContainText(M.application.successTitle);
    const mail = await loggedMail(ref);
    expect(mail).toMatch(/^Subject: \[FR\] Application: .+ - Paul Ebai$/m);
    expect(mail).toContain('Language: French');
    expect(mail).toContain(`filename=${cvFileName({ name: 'Paul Ebai', jobTitle: job.title, reference: ref })}`);
  });

  test('a CV that is not a PDF comes back on the French job page with the French error', async ({ page }) => {
    const job = jobs[2]!;
    await page.goto(`/fr/careers?apply=${job.id}`);
    await fillApplication(page, { name: 'CV.pdf', buffer: Buffer.from('<html>pas un pdf</html>') });
    await page.getByRole('button', { name: M.application.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/careers\\?apply=${job.id}&form=[\\w-]+#application$`));
    await expect(page.getByText(M.forms.resumeNotPdf)).toBeVisible();
    await expect(page.getByLabel(F.apply.fields.name)).toHaveValue('Paul Ebai');
  });

  test('the footer newsletter form subscribes and says so in French, on the page it was sent from', async ({
    page,
  }) => {
    await page.goto('/fr/about');
    const form = page.locator('.newsletter-inline');
    await expect(form.getByRole('button', { name: F.newsletter.subscribe })).toBeVisible();
    await form.locator('[name=email]').fill('pied-de-page@example.org');
    await form.getByRole('button', { name: F.newsletter.subscribe }).click();
    await expect(page).toHaveURL(/\/fr\/about\?subscribed=1#newsletter$/);
    // The thanks, then the request to confirm from the inbox (double opt-in).
    await expect(page.locator('.newsletter-ok')).toHaveText(`${M.newsletter.success} ${M.newsletter.checkInbox}`);
  });

  test('an invalid footer sign-up comes back with the French error', async ({ page }) => {
    await page.goto('/fr/about');
    const form = page.locator('.newsletter-inline');
    // type=email would stop the post in the browser; a value it accepts but our rule does not.
    await form.locator('[name=email]').fill('nom@domaine');
    await form.getByRole('button', { name: F.newsletter.subscribe }).click();
    await expect(page).toHaveURL(/\/fr\/about\?form=[\w-]+#newsletter$/);
    await expect(page.locator('.newsletter-error')).toHaveText(M.newsletter.invalidEmail);
  });
});

test.describe('French pages with JavaScript', () => {
  test('the contact form checks in French, then sends and confirms in French', async ({ page, consoleErrors }) => {
    await open(page, '/fr/contact');
    const submit = page.locator('form.contact-form [type=submit]');
    await submit.click();
    const form = page.locator('form.contact-form');
    await expect(form.locator('.invalid-feedback')).toHaveText([
      M.forms.required(F.contact.fields.name),
      M.forms.invalidEmail,
      M.forms.required(F.contact.fields.message),
    ]);
    await expect(page.getByLabel(F.contact.fields.name)).toBeFocused();
    await fillContact(page);
    await submit.click();
    await expect(submit).toHaveText(M.contact.sent);
    await expect(page.getByTestId('toast').filter({ hasText: M.contact.success })).toBeVisible();
    void consoleErrors;
  });

  test('the French contact and application forms with their errors shown have no axe-core violations', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/fr/contact');
    await page.locator('form.contact-form [type=submit]').click();
    await expect(page.locator('form.contact-form .invalid-feedback').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await open(page, `/fr/careers?apply=${jobs[0]!.id}`);
    await page.getByRole('button', { name: M.application.submit }).click();
    await expect(page.locator('form.application-form .invalid-feedback').first()).toBeVisible();
    await expectNoAxeViolations(page);
    void consoleErrors;
  });

  test('the application form rejects a missing CV in French before any upload', async ({ page, consoleErrors }) => {
    await open(page, `/fr/careers?apply=${jobs[0]!.id}`);
    await page.getByRole('button', { name: M.application.submit }).click();
    await expect(page.locator('form.application-form .invalid-feedback')).toHaveText([
      M.forms.required(F.apply.fields.name),
      M.forms.invalidEmail,
      M.forms.required(F.apply.fields.phone),
      M.forms.resumeRequired,
      M.forms.required(F.apply.fields.coverLetter),
    ]);
    void consoleErrors;
  });

  test('the application form sends with fetch and toasts in French', async ({ page, consoleErrors }) => {
    await open(page, `/fr/careers?apply=${jobs[1]!.id}`);
    await fillApplication(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/apply?lang=fr') && r.method() === 'POST');
    await page.getByRole('button', { name: M.application.submit }).click();
    expect((await sent).resourceType()).toBe('fetch');
    // Once sent, the page moves on to the careers list; its address carries the
    // reference the visitor is shown (the reply's body is gone with the old page).
    await expect(page).toHaveURL(/\/fr\/careers\?applied=APP-[A-Z0-9]{8}#application-confirmation$/);
    const id = new URL(page.url()).searchParams.get('applied')!;
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(M.application.successTitle);
    await expect(toast).toContainText(`${M.application.referenceLabel}${F.colon}${id}`);
    const confirmation = page.locator('#application-confirmation[role=status]');
    await expect(confirmation).toContainText(id);
    await expect(confirmation.locator('strong')).toHaveText(id);
    expect(await loggedMail(id)).toContain('Language: French');
    void consoleErrors;
  });

  test('the newsletter popup on /fr speaks French', async ({ page, consoleErrors }) => {
    await page.clock.install();
    await open(page, '/fr');
    await page.clock.runFor(5_100);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: popupFr.title })).toBeVisible();
    await dialog.getByLabel(popupFr.emailLabel).fill('pas-une-adresse');
    await dialog.getByRole('button', { name: F.newsletter.subscribe }).click();
    await expect(page.getByTestId('toast').filter({ hasText: M.newsletter.invalidEmail })).toBeVisible();
    await dialog.getByLabel(popupFr.emailLabel).fill('popup-fr@example.org');
    await dialog.getByRole('button', { name: F.newsletter.subscribe }).click();
    await expect(page.getByTestId('toast').filter({ hasText: M.newsletter.success })).toBeVisible();
    // Beside the toast, the popup keeps a lasting line until the visitor closes it.
    await expect(dialog.getByRole('status')).toHaveText(`${M.newsletter.success} ${M.newsletter.checkInbox}`);
    await page.clock.runFor(5_000);
    await expect(dialog.getByRole('status')).toBeVisible();
    void consoleErrors;
  });
});

test.describe('French pages with JavaScript: the server refuses', () => {
  // The browser logs the 400 it got; the page handles it.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 400/ });

  test('the server answers a script in French: its field errors show inline', async ({ page, consoleErrors }) => {
    await open(page, '/fr/contact');
    // A value the browser's check lets through but the server refuses: the page shows the server's French words.
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact?lang=fr') && r.method() === 'POST');
    await page.route('**/api/contact?lang=fr', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, name: 'Ngozi\u202ETabe' }) });
    });
    await fillContact(page);
    await page.locator('form.contact-form [type=submit]').click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ lang: 'fr' });
    await expect(page.locator('form.contact-form .invalid-feedback')).toHaveText([
      M.forms.unsupportedCharacters(F.contact.fields.name),
    ]);
    void consoleErrors;
  });
});
