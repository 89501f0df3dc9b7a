// What a visitor typed is kept in the tab until it is sent, but not for the
// next person at a shared computer: a send clears every draft of its form,
// each job's application included, and a draft is put back for a day at most.
import type { Page } from '@playwright/test';
import { test, expect, islandHydrated } from './fixtures';
import { jobs as allJobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';
import { smallPdf } from '../../scripts/fixtures/files';
import { en as enCore } from '../../shared/i18n/en';
import enForms from '../../shared/i18n/pages/en/forms';
import { withForms } from '../../shared/i18n/form-words';

const en = withForms(enCore, enForms);
const open = openJobs(allJobs, utcDay());
const HOUR = 60 * 60 * 1000;

test.describe.configure({ timeout: 60_000 });

const field = (page: Page, form: 'contact' | 'apply', name: string) =>
  page.locator(`form[data-form="${form}"] [name=${name}]`);

async function live(page: Page, form: 'contact' | 'apply') {
  await field(page, form, 'name').focus();
  await islandHydrated(page, form === 'contact' ? 'contact-form' : 'application-form');
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('form-draft:')));

test('a sent application clears the drafts of every job’s application in the tab', async ({ page }) => {
  expect(open.length, 'this test needs two open jobs in the content').toBeGreaterThanOrEqual(2);
  const [first, second] = open as [(typeof open)[0], (typeof open)[0]];
  await page.goto(`/careers?apply=${first.id}`);
  await live(page, 'apply');
  await field(page, 'apply', 'name').fill('Paul Ebai');
  await field(page, 'apply', 'email').fill('paul@example.org');
  await field(page, 'apply', 'coverLetter').fill('A letter for the first job.');
  await expect.poll(() => draftKeys(page)).toEqual([`form-draft:apply:en:${first.id}`]);

  await page.goto(`/careers?apply=${second.id}`);
  await live(page, 'apply');
  await field(page, 'apply', 'name').fill('Paul Ebai');
  await field(page, 'apply', 'email').fill('paul@example.org');
  await field(page, 'apply', 'phone').fill('(+237) 670 12 34 56');
  await field(page, 'apply', 'coverLetter').fill('A letter for the second job.');
  await page.setInputFiles('[name=resume]', { name: 'CV.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await page.getByRole('button', { name: en.messages.application.submit }).click();
  await expect(page).toHaveURL(/\/careers\?applied=APP-[A-Z0-9]{8}#application-confirmation$/);
  expect(await draftKeys(page)).toEqual([]);

  // The next person opens the first job's form: it is empty.
  await page.goto(`/careers?apply=${first.id}`);
  await live(page, 'apply');
  await expect(field(page, 'apply', 'name')).toHaveValue('');
  await expect(field(page, 'apply', 'coverLetter')).toHaveValue('');
});

test('a draft is put back within a day of its last change, and not after', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/contact');
  await live(page, 'contact');
  await field(page, 'contact', 'name').fill('Ngozi Tabe');
  await field(page, 'contact', 'message').fill('Typed on a shared computer.');
  await expect.poll(() => draftKeys(page)).toEqual(['form-draft:contact:en']);

  await page.clock.setSystemTime(start + 23 * HOUR);
  await page.reload();
  await live(page, 'contact');
  await expect(field(page, 'contact', 'message')).toHaveValue('Typed on a shared computer.');

  // A day after it was last written (put back at 23 h, so written again then).
  await page.clock.setSystemTime(start + 23 * HOUR + 25 * HOUR);
  await page.reload();
  await live(page, 'contact');
  await expect(field(page, 'contact', 'name')).toHaveValue('');
  await expect(field(page, 'contact', 'message')).toHaveValue('');
  expect(await draftKeys(page)).toEqual([]);
});
