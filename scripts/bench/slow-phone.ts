// A slow phone on a 3G line, as many visitors in Buea have: Debian's Chromium
// at 390x844 with CDP's network emulation (1.6 Mbps down, 750 kbps up, 150 ms
// round trip) and its CPU slowed 4x. Per page, in a fresh context (nothing
// cached): what its first paint waits for (the HTML as sent, brotli, and
// every stylesheet its <head> links, ./page-css.ts), first contentful paint
// and the load event, from navigation start.
// Then from a tap or a key to its answer on screen, timed from the input
// event's own time stamp to the second animation frame after it (the frame
// that shows the change): the menu opening, a projects filter (a tap on a
// chip is a page load: to that page's first paint), the first key of the FAQ
// search. The filter is tapped on the smallest phone we design for (360x740),
// and where its answer opens is measured too: the first result's top, which
// must lie on screen (the chip's link ends in #results). Medians of three. Figures only (printed by `npm run bench`, part `client`).
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { pageCssWeigher, sentPage } from './page-css';

const RUNS = 3;
const PAGES = ['/', '/about', '/projects', '/blog', '/blog/1', '/faq', '/contact', '/careers', '/fr', '/fr/contact'];

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };

async function slowPhone(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** First contentful paint and load of the current document, ms from its navigation start. */
function paintAndLoad(page: Page): Promise<{ fcp: number; load: number }> {
  // No named functions in here: the bench runs through tsx, whose helpers would not exist in the page.
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
      new PerformanceObserver(() => {
        if (performance.getEntriesByName('first-contentful-paint').length > 0) resolve();
      }).observe({ type: 'paint', buffered: true });
    });
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime, load: nav.loadEventEnd };
  });
}

/**
 * Listen for the next `type` event in the page and keep, in the tab's storage, the epoch time
 * from its time stamp to the second frame after it (or, should the page go, the event's epoch).
 */
function armAnswer(page: Page, type: 'pointerdown' | 'keydown') {
  return page.evaluate((type) => {
    sessionStorage.removeItem('bench-answer');
    addEventListener(
      type,
      (event) => {
        const at = performance.timeOrigin + event.timeStamp;
        sessionStorage.setItem('bench-input', String(at));
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            sessionStorage.setItem('bench-answer', String(performance.timeOrigin + performance.now() - at)),
          ),
        );
      },
      { capture: true, once: true },
    );
  }, type);
}

async function answered(page: Page): Promise<number> {
  await page.waitForFunction(() => sessionStorage.getItem('bench-answer') !== null);
  return Number(await page.evaluate(() => sessionStorage.getItem('bench-answer')));
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const ms = (v: number) => `${v.toFixed(0).padStart(6)} ms`;

export async function printSlowPhone(siteUrl: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log('\nA slow phone: 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU 4x; 390x844; median of 3, cold');
    console.log(
      'before paint: KB the first paint waits for (headers + HTML brotli as sent + stylesheets linked in <head>), of which CSS inline; after: the CSS linked at the end of <body>',
    );
    console.log(
      `${'page'.padEnd(20)} ${'before paint'.padStart(13)} ${'inline CSS'.padStart(11)} ${'blocking'.padStart(9)} ${'after'.padStart(8)} ${'first paint'.padStart(12)} ${'load'.padStart(10)}`,
    );
    const weigh = pageCssWeigher();
    for (const p of PAGES) {
      const sent = await sentPage(siteUrl + p);
      const css = weigh(p, sent.html, sent.bodyBytes + sent.headerBytes);
      const fcp: number[] = [];
      const load: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const { context, page } = await slowPhone(browser);
        await page.goto(siteUrl + p, { waitUntil: 'load', timeout: 120_000 });
        const t = await paintAndLoad(page);
        fcp.push(t.fcp);
        load.push(t.load);
        await context.close();
      }
      console.log(
        `${p.padEnd(20)} ${`${css.beforePaintKb.toFixed(1)} KB`.padStart(13)} ${`${css.inlineKb.toFixed(1)} KB`.padStart(11)} ${String(css.blocking.length).padStart(9)} ${`${(css.after?.kb ?? 0).toFixed(1)} KB`.padStart(8)} ${ms(median(fcp)).padStart(12)} ${ms(median(load)).padStart(10)}`,
      );
    }

    const menu: number[] = [];
    const firstKey: number[] = [];
    const search: number[] = [];
    let word = '';
    const filter: number[] = [];
    const firstResultTop: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const phone = await slowPhone(browser);
      const { context } = phone;
      let { page } = phone;
      await page.goto(`${siteUrl}/`, { waitUntil: 'load', timeout: 120_000 });
      await armAnswer(page, 'pointerdown');
      await page.locator('details.mobile-menu > summary').tap();
      menu.push(await answered(page));
      if (!(await page.locator('details.mobile-menu').evaluate((d: HTMLDetailsElement) => d.open)))
        throw new Error('the menu did not open');

      await page.goto(`${siteUrl}/faq`, { waitUntil: 'load', timeout: 120_000 });
      const box = page.locator('form.faq-search input[type="search"]');
      // A word of the first entry that some other entry (question and answer) lacks: it narrows the list.
      const questions = (await page.locator('.faq-item').allTextContents()).map((q) => q.toLowerCase());
      word ||=
        questions[0]!
          .split(/[^a-z]+/)
          .find((w) => w.length >= 5 && questions.some((q) => !q.includes(w.slice(0, 4)) && !q.includes(w))) ?? '';
      if (!word) throw new Error('no FAQ question has a word of its own');
      // Typed key by key: the first key's answer, and that of the first key after which fewer entries show.
      const shown = () => page.locator('.faq-item:not([hidden])').count();
      const all = await shown();
      for (let k = 0; ; k++) {
        if (k >= word.length) throw new Error(`"${word}" never narrowed the FAQ list`);
        await armAnswer(page, 'keydown');
        await box.press(word[k]!);
        const t = await answered(page);
        if (k === 0) firstKey.push(t);
        if ((await shown()) < all) {
          search.push(t);
          break;
        }
      }

      await context.close();

      // The filters open under their toggle (a link, as without JavaScript); the chips are the filters.
      const small = await slowPhone(browser, SMALL_PHONE);
      page = small.page;
      await page.goto(`${siteUrl}/projects`, { waitUntil: 'load', timeout: 120_000 });
      const toggle = await page.locator('a.projects-filter-toggle').getAttribute('href');
      await page.goto(siteUrl + toggle, { waitUntil: 'load', timeout: 120_000 });
      await armAnswer(page, 'pointerdown');
      const chip = page.locator('.chip-list a.chip').first();
      const href = await chip.getAttribute('href');
      await chip.tap();
      await page.waitForURL((u) => `${u.pathname}${u.search}${u.hash}` === href, { timeout: 120_000 });
      const tapped = Number(await page.evaluate(() => sessionStorage.getItem('bench-input')));
      const { fcp } = await paintAndLoad(page);
      filter.push((await page.evaluate(() => performance.timeOrigin)) + fcp - tapped);
      await page.waitForLoadState('load');
      // The page glides to #results (scroll-behavior: smooth): measure where it comes to rest.
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY;
            setTimeout(() => resolve(window.scrollY === y), 250);
          }),
        undefined,
        { timeout: 10_000 },
      );
      firstResultTop.push(
        await page
          .locator('.project-card')
          .first()
          .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      );
      await small.context.close();
    }
    console.log(`tap on the menu to the menu shown:                   ${ms(median(menu))}`);
    console.log(`first key of the FAQ search to the frame showing it:  ${ms(median(firstKey))}`);
    console.log(`first key that narrows the FAQ list to the list shown: ${ms(median(search))}`);
    console.log(`tap on a projects filter to that page's first paint: ${ms(median(filter))}`);
    const top = median(firstResultTop);
    console.log(
      `first result's top after that filter (360x740):       ${`${top} px`.padStart(9)} (${top >= 0 && top < SMALL_PHONE.height ? 'in view' : 'OUT OF VIEW'})`,
    );
  } finally {
    await browser.close();
  }
}

// `npx tsx scripts/bench/slow-phone.ts`, from a checkout with a build: this part alone, on that checkout's build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { startBuiltServer } = await import('../run-built-server');
  const data = mkdtempSync(path.join(tmpdir(), 'slow-phone-'));
  const site = await startBuiltServer({ site: process.cwd(), env: { DATA_DIR: data } });
  try {
    await printSlowPhone(site.url);
  } finally {
    await site.stop();
    rmSync(data, { recursive: true, force: true });
  }
}
