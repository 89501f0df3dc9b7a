// From a service page, the call to action lands on the contact form (not
// two screens above it) with the service the visitor came from chosen, and
// the form keeps that choice once it comes alive, even over a draft that
// chose another. The service page is taken from the compiled content.
import { test, expect, islandHydrated } from './fixtures';
import { servicePages } from '../../shared/content/services';
import { serviceInterest } from '../../shared/content/service-interest';
import { CONTACT_FORM_ID, DEFAULT_SERVICE, serviceSlug } from '../../shared/schemas/contact-fields';

// A page whose option is not the form's default, so a choice is visible.
const page0 = servicePages.find((p) => serviceInterest(p) !== DEFAULT_SERVICE);
if (!page0) throw new Error('The content offers no service page whose option is not the default: the test needs one.');
const option = serviceInterest(page0)!;

test('a service page’s call to action opens the form, scrolled into view, with its service chosen', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(page0.path);
  await page.locator('.hero-actions a').first().click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?service=${serviceSlug(option)}#${CONTACT_FORM_ID}$`));
  const select = page.locator('form[data-form="contact"] select[name=service]');
  await expect(select).toHaveValue(option);
  await expect(page.locator(`#${CONTACT_FORM_ID} h2`)).toBeInViewport();
  await expect(page.locator('form[data-form="contact"] [name=name]')).toBeInViewport();
  // Alive, the form keeps the choice.
  await page.locator('form[data-form="contact"] [name=name]').focus();
  await islandHydrated(page, 'contact-form');
  await expect(select).toHaveValue(option);
  expect(consoleErrors).toEqual([]);
});

test('a draft fills the text but not the service the link chose', async ({ page }) => {
  // A draft from an earlier visit that chose another service.
  await page.goto('/contact');
  await page.locator('form[data-form="contact"] [name=name]').focus();
  await islandHydrated(page, 'contact-form');
  await page.locator('form[data-form="contact"] [name=message]').fill('About our clinics.');
  await page.locator('form[data-form="contact"] select[name=service]').selectOption('Other');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('form-draft:contact:en')))
    .toContain('About our clinics.');

  await page.goto(`/contact?service=${serviceSlug(option)}#${CONTACT_FORM_ID}`);
  await page.locator('form[data-form="contact"] [name=name]').focus();
  await islandHydrated(page, 'contact-form');
  await expect(page.locator('form[data-form="contact"] [name=message]')).toHaveValue('About our clinics.');
  await expect(page.locator('form[data-form="contact"] select[name=service]')).toHaveValue(option);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the server’s form has the service chosen and the page opens on it', async ({ page }) => {
    await page.goto(`/fr/contact?service=${serviceSlug(option)}#${CONTACT_FORM_ID}`);
    await expect(page.locator('form[data-form="contact"] select[name=service]')).toHaveValue(option);
    await expect(page.locator(`#${CONTACT_FORM_ID} h2`)).toBeInViewport();
  });
});
