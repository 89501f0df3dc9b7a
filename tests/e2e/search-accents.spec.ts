// The searches forgive accents and case in French, with and without
// JavaScript: what a phone keyboard types without accents finds what the
// accented word finds, and the words the FAQ box proposes find questions.
import { test, expect, open } from './fixtures';
import faqFr from '../../shared/i18n/pages/fr/faq';
import faqPageFr from '../../shared/generated/fr/faq-page';
import { filterFaq, FAQ_SEARCH_SUGGESTIONS } from '../../shared/faq-search';
import { blogPostsByLang } from '../../shared/content/blog-posts';
import { accentedWords } from '../support/content-picks';

// Accented words of the French questions and articles, picked from the content.
const faqAccented = accentedWords(
  faqPageFr.map((q) => q.question),
  2,
);
const [blogAccented] = accentedWords(
  blogPostsByLang.fr.flatMap((p) => [p.title, p.excerpt]),
  1,
);

test.describe('French search without accents', () => {
  test('the FAQ box finds a word typed without accents as with them, and every suggested word finds a question', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/fr/faq');
    const box = page.getByRole('searchbox', { name: faqFr.searchLabel });
    for (const { typed, accented } of [
      ...faqAccented,
      ...FAQ_SEARCH_SUGGESTIONS.fr.map((w) => ({ typed: w, accented: w })),
    ]) {
      const expected = filterFaq(faqPageFr, accented).length;
      expect(expected, accented).toBeGreaterThan(0);
      await box.fill(typed);
      await box.press('Enter');
      // The browser percent-encodes the accented words it submits.
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typed)}`));
      // With JavaScript the list is filtered as the visitor types, and Enter brings it into view.
      await expect(page.locator('.faq-item:visible'), typed).toHaveCount(expected);
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
    for (const q of FAQ_SEARCH_SUGGESTIONS.fr)
      expect(await count(`/fr/faq?q=${encodeURIComponent(q)}`, '.faq-item'), q).toBeGreaterThan(0);
    const { typed, accented } = faqAccented[0]!;
    const withAccents = await count(`/fr/faq?q=${encodeURIComponent(accented)}`, '.faq-item');
    expect(withAccents, accented).toBeGreaterThan(0);
    expect(await count(`/fr/faq?q=${typed}`, '.faq-item'), typed).toBe(withAccents);
    const inArticles = await count(`/fr/blog?q=${encodeURIComponent(blogAccented!.accented)}`, 'article.blog-card');
    expect(inArticles, blogAccented!.accented).toBeGreaterThan(0);
    expect(await count(`/fr/blog?q=${blogAccented!.typed}`, 'article.blog-card')).toBe(inArticles);
    await context.close();
  });
});
