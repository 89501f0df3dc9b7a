// The floating chat button lies over nothing a visitor reads: at every width
// from a small phone to a desktop, on the pages where it used to cover text
// (the home page's "50+" figure, the ends of lines in a post and a service
// page, the CV field's label, notices near the footer), neither at the top of
// the page nor scrolled to its end.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { blogPosts } from '../../shared/content/blog-posts';
import { jobs as allJobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';
import { siteByLang } from '../../shared/content/site';

const WIDTHS = [320, 390, 768, 1024, 1440];
const job = openJobs(allJobs, utcDay())[0]!;
const PAGES = [
  '/',
  '/fr',
  `/blog/${blogPosts[0]!.id}`,
  '/services/chatbot-solutions',
  `/careers?apply=${job.id}`,
  '/contact',
  '/fr/contact',
];

interface Hit {
  what: string;
  text: string;
}

/**
 * Everything a visitor reads or uses whose box meets the button's: each
 * visible text run (by its own rectangles, line by line), each label, field,
 * link, button and alert or status notice.
 */
function coveredBy(page: Page): Promise<Hit[]> {
  return page.evaluate(() => {
    const button = document.querySelector('.chat-button');
    if (!button) return [{ what: 'missing', text: 'no .chat-button on the page' }];
    const b = button.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
    /**
     * Whether the element would be seen where its box meets the button's, but
     * for the button: content scrolled under the fixed navbar is hidden by
     * the bar, not by the button.
     */
    const seenThere = (el: Element, r: DOMRect) => {
      const x = (Math.max(r.left, b.left) + Math.min(r.right, b.right)) / 2;
      const y = (Math.max(r.top, b.top) + Math.min(r.bottom, b.bottom)) / 2;
      const top = document.elementsFromPoint(x, y).find((e) => e !== button && !button.contains(e));
      return !!top && (top === el || el.contains(top) || top.contains(el));
    };
    const covered = (el: Element, rects: Iterable<DOMRect>) => [...rects].some((r) => meets(r) && seenThere(el, r));
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        !el.closest('[aria-hidden="true"], .visually-hidden, .form-trap')
      );
    };
    const hits: { what: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || button.contains(parent) || !shown(parent)) continue;
      if (parent.closest('script, style, noscript, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (covered(parent, range.getClientRects())) hits.push({ what: 'text', text: text.slice(0, 60) });
    }
    const controls = document.querySelectorAll(
      'label, input:not([type=hidden]), select, textarea, a[href], button, [role=alert], [role=status], .alert, .toast',
    );
    for (const el of controls) {
      if (el === button || button.contains(el) || !shown(el)) continue;
      if (covered(el, [el.getBoundingClientRect()]))
        hits.push({ what: el.tagName.toLowerCase(), text: (el.textContent ?? '').trim().slice(0, 60) });
    }
    return hits;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    for (const path of PAGES) {
      test(`the chat button covers nothing on ${path}, at the top and at the end`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('.chat-button')).toBeVisible();
        // Sections fade in as they are reached; wait for the page to settle.
        await page.waitForTimeout(300);
        expect(await coveredBy(page), 'at the top').toEqual([]);
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await page.waitForTimeout(800);
        expect(await coveredBy(page), 'at the end').toEqual([]);
      });
    }
  });
}

test('the French home page shows its experts figure whole, beside the chat button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr');
  // The hero's last figure, the one the button used to sit on.
  const figure = page.locator('.hero-stats dd').last();
  expect((await figure.textContent())?.replace(/\s+/g, ' ')).toBe(siteByLang.fr.stats.experts);
  const [a, b] = await Promise.all([figure.boundingBox(), page.locator('.chat-button').boundingBox()]);
  expect(a && b).toBeTruthy();
  const overlap =
    a!.x < b!.x + b!.width && a!.x + a!.width > b!.x && a!.y < b!.y + b!.height && a!.y + a!.height > b!.y;
  expect(overlap).toBe(false);
});
