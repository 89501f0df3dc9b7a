// What a visitor trips over: each item at a desktop
// (1366x900) and a phone (390x844) width. The phone blocks carry @mobile, so
// they run in the `mobile` project (touch, mobile user agent).
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, siteReady, scrollThrough, watchConsole, open } from './fixtures';
import { projects } from '../../shared/content/projects';
import { blogPosts } from '../../shared/content/blog-posts';
import { team, testimonials } from '../../shared/content/collections';
import { findServiceByPath } from '../../shared/content/services';
import { relatedProjects } from '../../shared/projects-query';
import { BLOG_PAGE_SIZE } from '../../shared/constants';
import { concreteUrls } from '../../client/route-urls';
import { routes } from '../../client/routes';

/** The menu's label of the chatbot service, at the path the spec names. */
const chatbotsLabel = findServiceByPath('/services/ai-agents/chatbots')!.navLabel;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const WIDTHS = [
  { name: 'desktop 1366x900', viewport: DESKTOP, phone: false },
  { name: 'phone 390x844 @mobile', viewport: PHONE, phone: true },
] as const;

// The newsletter popup (after 5 s) would sit over the menus under test (in every tab a test opens).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('newsletter_subscribed', 'true');
    } catch {
      // about:blank has no storage; the page itself does
    }
  });
});

const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Scroll so the element's top sits at `fraction` of the viewport height; returns where it landed. */
async function placeTop(page: Page, selector: string, index: number, fraction: number): Promise<number> {
  return page.evaluate(
    ([sel, i, f]) => {
      const el = document.querySelectorAll(sel)[i as number]!;
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight * (f as number), behavior: 'instant' });
      return el.getBoundingClientRect().top / window.innerHeight;
    },
    [selector, index, fraction] as const,
  );
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** WCAG contrast ratio of an element's text against its own background colour. */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const style = getComputedStyle(el);
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  }, selector);
}

for (const { name, viewport, phone } of WIDTHS) {
  test.describe(`a visitor at ${name}`, () => {
    test.use({ viewport });

    test('1. a section reveals as its top reaches 75% of the viewport, however tall it is', async ({
      page,
      consoleErrors,
    }) => {
      for (const path of ['/', '/about', '/services/automation/rpa']) {
        await open(page, path);
        const pending = await page
          .locator('[data-reveal]')
          .evaluateAll((els) =>
            els.map((el, i) => (el.classList.contains('reveal-pending') ? i : -1)).filter((i) => i >= 0),
          );
        expect(pending.length, `${path}: sections below the fold start hidden`).toBeGreaterThan(0);
        let checked = 0;
        for (const i of pending) {
          const section = page.locator('[data-reveal]').nth(i);
          if ((await section.getAttribute('class'))?.includes('is-revealed')) continue;
          const below = await placeTop(page, '[data-reveal]', i, 0.8);
          if (Math.abs(below - 0.8) > 0.01) continue; // the end of the page stops the scroll short
          await frames(page);
          await frames(page);
          await expect(section, `${path} section ${i} at 80%`).not.toHaveClass(/is-revealed/);
          const at = await placeTop(page, '[data-reveal]', i, 0.74);
          expect(Math.abs(at - 0.74)).toBeLessThan(0.01);
          await expect(section, `${path} section ${i} at 74%`).toHaveClass(/is-revealed/);
          checked++;
        }
        expect(checked, `${path}: sections checked at the line`).toBeGreaterThan(0);
      }
      void consoleErrors;
    });

    test('1. after a jump to the end, a full-page screenshot shows every section', async ({
      page,
      consoleErrors,
    }, info) => {
      test.setTimeout(120_000);
      for (const path of ['/', '/about', '/services/automation/rpa', '/contact']) {
        await open(page, path);
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await frames(page);
        await page.waitForTimeout(700); // the fade's transition
        const hidden = await page
          .locator('[data-reveal]')
          .evaluateAll((els) =>
            els
              .filter((el) => getComputedStyle(el).opacity !== '1')
              .map((el) => el.getAttribute('aria-labelledby') ?? el.className),
          );
        expect(hidden, `${path}: sections still hidden`).toEqual([]);
        // A section with content-visibility: auto is not painted while out of
        // sight, so the capture below would show it blank.
        const skipped = await page
          .locator('main section')
          .evaluateAll((els) => els.filter((el) => getComputedStyle(el).contentVisibility !== 'visible').length);
        expect(skipped, `${path}: sections skipped by content-visibility`).toBe(0);
        const file = info.outputPath(`${path.replaceAll('/', '_') || 'home'}-full.png`);
        await page.screenshot({ path: file, fullPage: true, scale: 'css' });
      }
      void consoleErrors;
    });

    test.describe('2. copy link and share links', () => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

      test('carry the address the visitor is on, not SITE_URL', async ({ page, baseURL, consoleErrors }) => {
        // The server runs with SITE_URL on 127.0.0.1; the visitor comes in by "localhost".
        const visited = new URL(`/blog/${blogPosts[0]!.id}`, baseURL);
        visited.hostname = 'localhost';
        await open(page, visited.toString());
        const url = encodeURIComponent(visited.toString());
        await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
          'href',
          new RegExp(`url=${url.replaceAll('.', '\\.')}&`),
        );
        await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
          'href',
          new RegExp(`url=${url.replaceAll('.', '\\.')}&`),
        );
        await expect(page.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
          'href',
          new RegExp(`u=${url.replaceAll('.', '\\.')}$`),
        );
        await page.getByRole('button', { name: 'Copy link' }).click();
        await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(visited.toString());
        void consoleErrors;
      });
    });

    test('3. every word the FAQ search suggests finds a question, ROI too', async ({ page, consoleErrors }) => {
      await open(page, '/faq');
      const box = page.getByRole('searchbox', { name: 'Search the questions' });
      const placeholder = (await box.getAttribute('placeholder')) ?? '';
      const words = [...placeholder.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
      expect(words).toEqual(expect.arrayContaining(['pricing', 'security']));
      // The topics the spec gives the FAQs (pricing, data privacy and security, ROI), as a reader types them.
      for (const word of [...words, 'roi', 'price', 'cost', 'privacy']) {
        await box.fill(word);
        // The box has filtered the list meanwhile; Enter brings the results into view
        // (the same address with #results: no new page load).
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`q=${word}#results$`));
        await siteReady(page);
        await expect(page.locator('.faq-empty'), word).toBeHidden();
        expect(await page.locator('.faq-item:visible').count(), word).toBeGreaterThan(0);
      }
      void consoleErrors;
    });

    test('3. without JavaScript, the suggested words find questions too', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
      const page = await context.newPage();
      await page.goto('/faq');
      const placeholder =
        (await page.getByRole('searchbox', { name: 'Search the questions' }).getAttribute('placeholder')) ?? '';
      const words = [...placeholder.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
      expect(words.length).toBeGreaterThan(0);
      // ROI in capitals: the spec's topic, as a reader types it.
      for (const word of [...words, 'ROI']) {
        await page.goto(`/faq?q=${encodeURIComponent(word)}`);
        await expect(page.locator('.faq-empty'), word).toBeHidden();
        expect(await page.locator('.faq-item:visible').count(), word).toBeGreaterThan(0);
      }
      await context.close();
    });

    test('7. "Services" is marked current on service pages, and only there', async ({ page, consoleErrors }) => {
      const services = phone
        ? page.locator('.mobile-services > summary')
        : page.locator('.desktop-nav .nav-dropdown > a');
      await open(page, '/services/automation/rpa');
      await expect(services).toHaveAttribute('aria-current', 'true');
      await open(page, '/services');
      await expect(services).toHaveAttribute('aria-current', 'page');
      await open(page, '/about');
      await expect(services).not.toHaveAttribute('aria-current', /.*/);
      void consoleErrors;
    });

    test("7. a case study's related projects share its category or industry first", async ({ page, consoleErrors }) => {
      for (const p of projects
        .filter((x) => projects.some((o) => o.id !== x.id && (o.category === x.category || o.industry === x.industry)))
        .slice(0, 4)) {
        await open(page, `/projects/${p.slug}`);
        const related = page.locator('section[aria-labelledby="related-title"] h3');
        await expect(related).toHaveCount(3);
        const firstTitle = (await related.first().textContent())?.trim();
        const first = projects.find((o) => o.title === firstTitle);
        expect(first, `${p.slug}: first related card is a project`).toBeDefined();
        expect(first!.category === p.category || first!.industry === p.industry, `${p.slug} -> ${first!.slug}`).toBe(
          true,
        );
        expect(await related.allTextContents()).toEqual(relatedProjects(p, 3, projects).map((r) => r.title));
      }
      void consoleErrors;
    });

    test('8. a client quoted on the home page is nobody on our staff, by name or by face', async ({
      page,
      consoleErrors,
    }) => {
      await open(page, '/');
      const quoted = page.locator('.testimonial figcaption');
      const clients = (await quoted.locator('strong').allTextContents()).map((n) => n.trim());
      const clientFaces = await quoted.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
      // The names read are the content's: every client quoted, every member of the team and every author.
      expect(clients).toEqual(testimonials.map((t) => t.name));
      await page.goto('/about');
      const staff = (await page.locator('section[aria-labelledby="team-title"] h3').allTextContents()).map((n) =>
        n.trim(),
      );
      const staffFaces: (string | null)[] = [];
      for (const id of new Set(blogPosts.map((p) => p.id))) {
        await page.goto(`/blog/${id}`);
        staff.push(((await page.locator('.blog-author-name').first().textContent()) ?? '').trim());
        staffFaces.push(await page.locator('.blog-author-box img').getAttribute('src'));
      }
      expect(new Set(staff)).toEqual(new Set([...team.map((m) => m.name), ...blogPosts.map((p) => p.author.name)]));
      expect(clients.filter((c) => staff.includes(c))).toEqual([]);
      expect(clientFaces.filter((f) => staffFaces.includes(f))).toEqual([]);
      void consoleErrors;
    });

    test('7. the blog list view keeps its images small enough for a short list', async ({ page, consoleErrors }) => {
      await open(page, '/blog');
      const image = page.locator('.blog-card-list .blog-card-image').first();
      const box = (await image.boundingBox())!;
      if (phone) {
        // Stacked: the image spans the card, at the image's own proportions.
        const card = (await page.locator('.blog-card-list').first().boundingBox())!;
        expect(box.width).toBeGreaterThan(card.width - 4);
      } else {
        // A thumbnail beside the text: the cards were 630 px tall with a 726x381 image.
        expect(box.width).toBeLessThanOrEqual(240);
        const cards = await page
          .locator('.blog-card-list')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
        expect(cards).toHaveLength(Math.min(BLOG_PAGE_SIZE, blogPosts.length));
        for (const h of cards) expect(h).toBeLessThanOrEqual(340);
      }
      void consoleErrors;
    });
  });
}

/** The open menu's panel and toggle lie clear of the chat button, which is itself on top where it is. */
async function expectChatBesideMenu(page: Page) {
  const chat = (await page.locator('.chat-button').boundingBox())!;
  for (const selector of ['.mobile-panel', '.mobile-menu .menu-toggle']) {
    const box = (await page.locator(selector).boundingBox())!;
    const apart =
      box.y + box.height <= chat.y ||
      chat.y + chat.height <= box.y ||
      box.x + box.width <= chat.x ||
      chat.x + chat.width <= box.x;
    expect(apart, `${selector} and the chat button do not overlap`).toBe(true);
  }
  const reachable = await page.evaluate(
    ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.chat-button'),
    [chat.x + chat.width / 2, chat.y + chat.height / 2],
  );
  expect(reachable, 'the chat button is not hidden by the menu').toBe(true);
}

test.describe('menus at desktop 1366x900', () => {
  test.use({ viewport: DESKTOP });

  test('4. axe finds nothing with the Services dropdown open', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    await open(page, '/');
    await scrollThrough(page);
    await page.locator('.nav-dropdown').hover();
    await expect(page.locator('#services-menu')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    void consoleErrors;
  });

  test('5. the dropdown closes on choosing a service, though the pointer stays over it', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/');
    const panel = page.locator('#services-menu');
    await page.locator('.nav-dropdown').hover();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: chatbotsLabel }).click();
    await expect(page).toHaveURL(/\/services\/ai-agents\/chatbots$/);
    await expect(panel).toBeHidden();
    await page.waitForTimeout(300);
    await expect(panel).toBeHidden();
    // The chosen service is marked as the current page in the menu.
    await page.mouse.move(0, 300);
    await page.locator('.nav-dropdown').hover();
    await expect(panel.getByRole('link', { name: chatbotsLabel })).toHaveAttribute('aria-current', 'page');
    void consoleErrors;
  });

  test('5. the dropdown closes on Escape, opened by hover or by its toggle', async ({ page, consoleErrors }) => {
    await open(page, '/about');
    const panel = page.locator('#services-menu');
    await page.locator('.nav-dropdown').hover();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Services menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // The chevron turns over while open.
    expect(await toggle.locator('svg').evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    void consoleErrors;
  });

  test('5. the dropdown closes on a route change (browser back)', async ({ page, consoleErrors }) => {
    await open(page, '/about');
    await page.locator('.desktop-nav').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    // The new page has rendered (its route change is done) before the menu opens.
    await expect(page.locator('h1')).toHaveText('Our Blog');
    const toggle = page.getByRole('button', { name: 'Services menu' });
    await toggle.click();
    await expect(page.locator('#services-menu')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('#services-menu')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    void consoleErrors;
  });

  test('5. without JavaScript the dropdown still opens on hover', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.nav-dropdown').hover();
    await expect(page.locator('#services-menu')).toBeVisible();
    await context.close();
  });
});

test.describe('mobile menu at phone 390x844 @mobile', () => {
  test.use({ viewport: PHONE });

  async function openMenu(page: Page, { services = false } = {}) {
    const menu = page.locator('details.mobile-menu');
    await menu.locator('summary.menu-toggle').click();
    await expect(menu).toHaveAttribute('open', '');
    if (services) {
      await menu.locator('details.mobile-services > summary').click();
      await expect(menu.locator('details.mobile-services')).toHaveAttribute('open', '');
    }
    return menu;
  }

  test('4. "Get Started" in the open menu reads at 4.5:1 or better, and axe finds nothing', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000); // two axe runs on a shared machine
    await open(page, '/');
    await scrollThrough(page);
    await openMenu(page);
    expect(await contrastOf(page, '.mobile-panel .btn-brand')).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('details.mobile-services > summary').click();
    expect(await axeViolations(page)).toEqual([]);
    void consoleErrors;
  });

  test('4. the chat button covers neither the open menu nor its toggle, and stays in reach', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/');
    await openMenu(page, { services: true });
    await expectChatBesideMenu(page);
    void consoleErrors;
  });

  test('4. without JavaScript the open menu is above the chat button too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await openMenu(page, { services: true });
    await expectChatBesideMenu(page);
    expect(await contrastOf(page, '.mobile-panel .btn-brand')).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });

  test('7. the Services chevron turns over while the submenu is open', async ({ page, consoleErrors }) => {
    await open(page, '/');
    const chevron = page.locator('.mobile-services > summary svg');
    await openMenu(page);
    expect(await chevron.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    await page.locator('details.mobile-services > summary').click();
    await expect
      .poll(() => chevron.evaluate((el) => getComputedStyle(el).transform))
      .toBe('matrix(-1, 0, 0, -1, 0, 0)');
    await page.locator('details.mobile-services > summary').click();
    await expect.poll(() => chevron.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    void consoleErrors;
  });

  test('5. choosing a service closes the menu and the submenu', async ({ page, consoleErrors }) => {
    await open(page, '/');
    const menu = await openMenu(page, { services: true });
    await menu.getByRole('link', { name: chatbotsLabel }).click();
    await expect(page).toHaveURL(/\/services\/ai-agents\/chatbots$/);
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(menu.locator('details.mobile-services')).not.toHaveAttribute('open', '');
    void consoleErrors;
  });

  test('7. no page scrolls sideways at 320 or 430 px', async ({ page, consoleErrors, allowConsoleErrors }) => {
    test.setTimeout(240_000); // about 80 page loads, four tabs at a time
    // The newsletter's link pages answer 400 without a token (the browser logs it); newsletter-optin.spec.ts opens them with one.
    const urls = concreteUrls(routes).filter((u) => !/\/newsletter\/(confirm|unsubscribe)$/.test(u));
    expect(urls.length).toBeGreaterThan(30);
    const loads = [320, 430].flatMap((width) => urls.map((url) => ({ width, url })));
    // Every page is loaded afresh at each width, as before, by four tabs of
    // one browser side by side (they share its cache of the built assets);
    // each tab is watched for console errors as the test's own page is.
    const tabs = [page];
    for (let i = 1; i < 4; i++) {
      const tab = await page.context().newPage();
      await watchConsole(tab, consoleErrors, allowConsoleErrors);
      tabs.push(tab);
    }
    const wide: string[] = [];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let load = loads.shift(); load; load = loads.shift()) {
          await tab.setViewportSize({ width: load.width, height: 844 });
          await tab.goto(load.url);
          await siteReady(tab);
          const over = await tab.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (over > 0) wide.push(`${load.url} at ${load.width}px: ${over}px`);
        }
      }),
    );
    expect(wide).toEqual([]);
  });
});
