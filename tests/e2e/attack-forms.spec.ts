// A saved no-JS form in a real browser: Chromium sends the SameSite=Lax
// cookie it is bound to on the 303 after the post, and another browser
// (a fresh context: its own cookie jar) opening the same address sees an
// empty form without an error.
import { test, expect } from './fixtures';
import { en as enCore } from '../../shared/i18n/en';
import enForms from '../../shared/i18n/pages/en/forms';
import { withForms } from '../../shared/i18n/form-words';

const { messages } = withForms(enCore, enForms);

test.use({ javaScriptEnabled: false });

test('a refused contact post is shown again to its own browser only', async ({ page, browser }) => {
  await page.goto('/contact');
  await page.fill('[name=name]', 'Ngozi Tabe');
  await page.fill('[name=email]', 'ngozi@example.org');
  await page.fill('[name=message]', '    '); // passes the browser's `required`, not ours
  await page.locator('form[action="/api/contact"] [type=submit]').click();
  await expect(page).toHaveURL(/\/contact\?form=[\w-]+#contact-form$/);
  await expect(page.locator('[name=name]')).toHaveValue('Ngozi Tabe');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'fs');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  const other = await browser.newContext({ javaScriptEnabled: false });
  try {
    const stranger = await other.newPage();
    await stranger.goto(page.url());
    await expect(stranger).toHaveURL(/\/contact(#[\w-]+)?$/);
    await expect(stranger.locator('form[action="/api/contact"] [name=name]')).toHaveValue('');
    await expect(stranger.getByText(messages.forms.fixErrors)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
