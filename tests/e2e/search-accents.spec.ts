// The searches forgive accents and case in French, with and without
// JavaScript: what a phone keyboard types without accents finds what the
// accented word finds, and the words the FAQ box proposes find questions.
import { test, expect, open } from './fixtures';
import faqFr from '../../shared/i18n/pages/fr/faq';
import faqPageFr from '../../shared/generated/fr/faq-page';
import { filterFaq, FAQ_SEARCH_SUGGESTIONS } from '../../shared/faq-search';

test.describe('French search without accents', () => {
  test('the FAQ box finds by « securite » what « sécurité » finds, and every suggested word finds a question', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/fr/faq');
    const box = page.getByRole('searchbox', { name: faqFr.searchLabel });
    for (const [typed, accented] of [
      ['securite', 'sécurité'],
      ['cout', 'coût'],
      ...FAQ_SEARCH_SUGGESTIONS.fr.map((w) => [w, w]),
    ] as const) {
      const expected = filterFaq(faqPageFr, accented).length;
      expect(expected, accented).toBeGreaterThan(0);
      await box.fill(typed);
      await box.press('Enter');
      // The browser percent-encodes the accented words it submits.
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typed)}`));
      await expect(page.locator('.faq-item'), typed).toHaveCount(expected);
    }
    void consoleErrors;
  });

  test('without JavaScript, ?q= finds the same on the FAQ and the blog', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const count = async (url: string, selector: string) => {
      await page.goto(url);
      return page.locator(selector).count();
    };
    for (const q of ['prix', 'ROI', 'securite'])
      expect(await count(`/fr/faq?q=${q}`, '.faq-item'), q).toBeGreaterThan(0);
    expect(await count('/fr/faq?q=securite', '.faq-item')).toBe(
      await count(`/fr/faq?q=${encodeURIComponent('sécurité')}`, '.faq-item'),
    );
    const accented = await count(`/fr/blog?q=${encodeURIComponent('données')}`, 'article.blog-card');
    expect(accented).toBeGreaterThan(0);
    expect(await count('/fr/blog?q=donnees', 'article.blog-card')).toBe(accented);
    await context.close();
  });
});
