// The JavaScript a visitor's browser moves for a page before they touch it:
// Debian's Chromium at 390x844 opens each page, nobody taps, keys or
// scrolls, and every response whose type is script is counted by the bytes
// it took on the wire (CDP's encodedDataLength: compressed body + headers)
// until 2.5 s after the load event. Then the time from a click on a link to
// the next page's first paint, cold and after the browser prefetched or
// prerendered it, and a slow phone on a 3G line (./slow-phone.ts). Figures
// only (printed by `npm run bench`, part `client`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { freePort, startBuiltServer, type BuiltServer } from '../run-built-server';
import { printSlowPhone } from './slow-phone';

const QUIET_MS = 2500;

/** The pages measured: every kind of page in both languages, a 404 among them. */
export const FIRST_VIEW_PAGES = [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/blog/1',
  '/projects',
  '/careers',
  '/faq',
  '/services/chatbot-solutions',
  '/privacy-policy',
  '/no-such-page',
  '/fr',
  '/fr/contact',
  '/fr/careers',
  '/fr/projects',
  '/fr/services/chatbot-solutions',
];

/** The built site with a data folder of its own; a benchmark posts often from one address. */
async function startBuiltSite(): Promise<BuiltServer & { data: string }> {
  const port = await freePort();
  const data = mkdtempSync(path.join(tmpdir(), 'first-view-'));
  const site = await startBuiltServer({
    port,
    env: { SITE_URL: `http://127.0.0.1:${port}`, DATA_DIR: data },
    limits: { RATE_LIMIT_MAX: 1_000_000 },
  });
  return { ...site, data };
}

/** Bytes of JavaScript moved from navigation until QUIET_MS after load, and how many files. */
async function scriptBytes(browser: Browser, url: string): Promise<{ bytes: number; files: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  let bytes = 0;
  let files = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script' || /javascript/.test(e.response.mimeType)) scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!scripts.has(e.requestId)) return;
    bytes += e.encodedDataLength;
    files++;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(QUIET_MS);
  await context.close();
  return { bytes, files };
}

/**
 * Click on a link of `from` to `to` and time it to the next page's first
 * paint, in the epoch of the click. A page the browser prerendered paints
 * when it is shown, so its paint is its activation; a same-document
 * navigation (a client router) paints on the first frame after the new URL.
 */
async function clickToPaint(page: Page, from: string, to: string, warm: boolean): Promise<number> {
  await page.goto(from, { waitUntil: 'load' });
  const link = page.locator(`a[href="${new URL(to).pathname}"]`).first();
  if (warm) {
    await link.hover();
    // Time for the browser to act on the rules (or nothing, where there are none).
    await page.waitForTimeout(1500);
  }
  const before = await page.evaluate(() => performance.timeOrigin);
  const clickedAt = await link.evaluate((a: HTMLAnchorElement) => {
    const t = performance.timeOrigin + performance.now();
    a.click();
    return t;
  });
  await page.waitForURL(to);
  return page.evaluate(
    async ({ before, clickedAt }) => {
      if (performance.timeOrigin === before) {
        // Same document: the first frame after the route changed.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return performance.timeOrigin + performance.now() - clickedAt;
      }
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart?: number;
      };
      // No named functions in here: the bench runs through tsx, whose names would not exist in the page.
      await new Promise<void>((resolve) => {
        if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
        new PerformanceObserver(() => {
          if (performance.getEntriesByName('first-contentful-paint').length > 0) resolve();
        }).observe({ type: 'paint', buffered: true });
      });
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const shown = Math.max(fcp, nav.activationStart ?? 0);
      return performance.timeOrigin + shown - clickedAt;
    },
    { before, clickedAt },
  );
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

export async function printFirstView() {
  const site = await startBuiltSite();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(
      `\nClient, as a browser moves it: KB of JavaScript on the wire from navigation to ${QUIET_MS / 1000} s after load, 390x844, no tap, key or scroll`,
    );
    for (const p of FIRST_VIEW_PAGES) {
      const { bytes, files } = await scriptBytes(browser, site.url + p);
      console.log(`${p.padEnd(34)} ${(bytes / 1024).toFixed(1).padStart(6)} KB in ${files} file(s)`);
    }
    console.log(
      '\nPage to page: click on a link to the next page first paint, ms (median of 5). Prerender cannot be measured',
    );
    console.log(
      'here: Chromium refuses it while DevTools is attached (PrerenderingDisabledByDevTools); hovering gives a prefetch.',
    );
    const trips: [string, string][] = [
      ['/', '/about'],
      ['/projects', '/blog'],
      ['/about', '/careers'],
    ];
    for (const [from, to] of trips) {
      for (const warm of [false, true]) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const times: number[] = [];
        for (let i = 0; i < 5; i++) times.push(await clickToPaint(page, site.url + from, site.url + to, warm));
        await context.close();
        console.log(
          `${`${from} -> ${to}${warm ? ' (hovered 1.5 s: prefetched)' : ' (cold)'}`.padEnd(64)} ${median(times).toFixed(0).padStart(6)} ms`,
        );
      }
    }
    await printSlowPhone(site.url);
  } finally {
    await browser.close();
    await site.stop();
    rmSync(site.data, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printFirstView();
