// The three forms against the real server (mail in log-only mode): without
// JavaScript (post, redirect, confirmation) and with it (states, toasts,
// the newsletter popup's timing on a fake clock).
import { test, expect, siteReady, open } from './fixtures';
import { en as enCore } from '../../shared/i18n/en';
import enForms from '../../shared/i18n/pages/en/forms';
import { jobs as allJobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';

/** The jobs that take applications today (content/ decides which and how many). */
const jobs = openJobs(allJobs, utcDay());
import { smallPdf } from '../../scripts/fixtures/files';
import type { Page } from '@playwright/test';
import { withForms } from '../../shared/i18n/form-words';

// The core dictionary with the contact and application forms' strings, as those pages and the server read them.
const en = withForms(enCore, enForms);

const { messages } = en;

/** Opens /contact, fills the required fields and posts the form. */
async function sendContact(page: Page) {
  await page.goto('/contact');
  await page.fill('[name=name]', 'Ngozi Tabe');
  await page.fill('[name=email]', 'ngozi@example.org');
  await page.fill('[name=message]', 'Please call me about a chatbot.');
  await page.locator('form[action="/api/contact"] [type=submit]').click();
}

/** Opens a job's application form, fills the required fields and posts it. */
async function apply(
  page: Page,
  options: { jobId: string; linkedIn?: string; resume?: { name: string; buffer: Buffer } },
) {
  await page.goto(`/careers?apply=${options.jobId}`);
  await page.fill('[name=name]', 'Paul Ebai');
  await page.fill('[name=email]', 'paul@example.org');
  await page.fill('[name=phone]', '+237 670 123 456');
  if (options.linkedIn) await page.fill('[name=linkedIn]', options.linkedIn);
  await page.fill('[name=coverLetter]', 'I would love to join.');
  const resume = options.resume ?? { name: 'CV_Paul.pdf', buffer: smallPdf() };
  await page.setInputFiles('[name=resume]', { ...resume, mimeType: 'application/pdf' });
  await page.locator('form[action="/api/apply"] [type=submit]').click();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, redirects and confirms', async ({ page }) => {
    await sendContact(page);
    await expect(page).toHaveURL(/\/contact\?sent=1&ref=MSG-[A-Z0-9]{8}#contact-sent$/);
    const ref = new URL(page.url()).searchParams.get('ref')!;
    await expect(page.getByRole('status').filter({ hasText: messages.contact.success })).toContainText(ref);
    // Landed on: the confirmation is on screen without scrolling.
    await expect(page.locator('#contact-sent')).toBeInViewport({ ratio: 1 });
  });

  test('an invalid contact post comes back with the errors and the values kept', async ({ page }) => {
    await page.goto('/contact');
    await page.fill('[name=name]', 'Ngozi Tabe');
    await page.fill('[name=email]', 'ngozi@example.org');
    await page.fill('[name=message]', '    '); // passes the browser's `required`, not ours
    await page.locator('form[action="/api/contact"] [type=submit]').click();
    await expect(page.getByText(messages.forms.fixErrors)).toBeVisible();
    await expect(page.locator('[name=name]')).toHaveValue('Ngozi Tabe');
    await expect(page.getByText(messages.forms.required('Your Message'))).toBeVisible();
    // At the form's own address, which survives a reload (POST-redirect-GET), not /api/contact.
    await expect(page).toHaveURL(/\/contact\?form=[\w-]+#contact-form$/);
    await page.reload();
    await expect(page.getByText(messages.forms.required('Your Message'))).toBeVisible();
    await expect(page.locator('[name=name]')).toHaveValue('Ngozi Tabe');
  });

  test('an application with a PDF posts, redirects and shows the reference', async ({ page }) => {
    const job = jobs[2]!;
    await apply(page, { jobId: job.id });
    await expect(page).toHaveURL(/\/careers\?applied=APP-[A-Z0-9]{8}#application-confirmation$/);
    const ref = new URL(page.url()).searchParams.get('applied')!;
    await expect(page.getByRole('status')).toContainText(ref);
    await expect(page.getByRole('status')).toContainText(messages.application.successTitle);
    await expect(page.locator('#application-confirmation')).toBeInViewport({ ratio: 1 });
  });

  test('an application with a bare linkedin.com address is accepted', async ({ page }) => {
    await apply(page, { jobId: jobs[1]!.id, linkedIn: 'linkedin.com/in/paul-ebai' });
    await expect(page).toHaveURL(/\/careers\?applied=APP-[A-Z0-9]{8}#application-confirmation$/);
  });

  test('a CV that is not a PDF comes back on the job page with the error, not as raw JSON', async ({ page }) => {
    const job = jobs[2]!;
    await apply(page, { jobId: job.id, resume: { name: 'CV.pdf', buffer: Buffer.from('<html>not a pdf</html>') } });
    await expect(page).toHaveURL(new RegExp(`/careers\\?apply=${job.id}&form=[\\w-]+#application$`));
    await expect(page.getByText(messages.forms.resumeNotPdf)).toBeVisible();
    await expect(page.locator('[name=name]')).toHaveValue('Paul Ebai');
  });

  test('the footer newsletter form subscribes and says so', async ({ page }) => {
    await page.goto('/about');
    await page.locator('.newsletter-inline [name=email]').fill('footer@example.org');
    await page.locator('.newsletter-inline [type=submit]').click();
    await expect(page).toHaveURL(/\/about\?subscribed=1#newsletter$/);
    // The thanks, then the request to confirm from the inbox (double opt-in).
    await expect(page.locator('.newsletter-ok')).toHaveText(
      `${messages.newsletter.success} ${messages.newsletter.checkInbox}`,
    );
    await expect(page.locator('.newsletter-ok')).toBeInViewport();
  });

  test('never shows the newsletter popup', async ({ page }) => {
    await page.goto('/');
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('without JavaScript on a phone', () => {
  test.use({ javaScriptEnabled: false });

  test('@mobile the contact confirmation is on screen after the post', async ({ page }) => {
    await sendContact(page);
    await expect(page).toHaveURL(/\/contact\?sent=1&ref=MSG-[A-Z0-9]{8}#contact-sent$/);
    await expect(page.locator('#contact-sent')).toBeInViewport({ ratio: 1 });
  });

  test('@mobile the application confirmation is on screen after the post', async ({ page }) => {
    await apply(page, { jobId: jobs[0]!.id });
    await expect(page.locator('#application-confirmation')).toBeInViewport({ ratio: 1 });
  });
});

test.describe('the newsletter popup', () => {
  test('appears 5 s after load, closes with Escape, and stays closed for the session', async ({
    page,
    consoleErrors,
  }) => {
    // A paused clock: only runFor moves it, so a slow load on a busy machine
    // cannot spend part of the 5 s before the first check.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto('/');
    // The site's script marks the page ready once a frame is drawn, through a
    // frame and a zero-delay timer that the paused clock runs only when told.
    await page.clock.runFor(100);
    await siteReady(page);
    await page.clock.runFor(4_800);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(200);
    // Time flows again, so the modal's fade-in (timers too) can finish.
    await page.clock.resume();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email address')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await siteReady(page);
    await page.clock.runFor(6_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    void consoleErrors;
  });

  test('rejects an invalid address with the spec toast, then subscribes and never shows again', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.clock.install();
    await open(page, '/');
    await page.clock.runFor(5_100);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: messages.newsletter.invalidEmail })).toBeVisible();
    await dialog.getByLabel('Email address').fill('popup@example.org');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: messages.newsletter.success })).toBeVisible();
    // Beside the toast, the popup keeps a lasting line until the visitor closes it.
    const line = dialog.getByRole('status');
    await expect(line).toHaveText(`${messages.newsletter.success} ${messages.newsletter.checkInbox}`);
    await page.clock.runFor(5_000);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(line).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('newsletter_subscribed'))).toBe('true');
    const again = await context.newPage();
    await again.clock.install();
    await again.goto('/');
    await again.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await again.clock.runFor(6_000);
    await expect(again.getByRole('dialog')).toHaveCount(0);
    void consoleErrors;
  });
});

test.describe('with JavaScript, against the real API', () => {
  test('the contact form goes Processing... -> Message Sent and shows the success toast', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/contact');
    await page.fill('[name=name]', 'Ngozi Tabe');
    await page.fill('[name=email]', 'ngozi@example.org');
    await page.fill('[name=message]', 'A real message through the real API.');
    const submit = page.locator('form[action="/api/contact"] [type=submit]');
    await submit.click();
    await expect(submit).toHaveText(messages.contact.sent);
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('toast').filter({ hasText: messages.contact.success })).toBeVisible();
    await expect(page.locator('[name=name]')).toHaveValue('');
    void consoleErrors;
  });
});
