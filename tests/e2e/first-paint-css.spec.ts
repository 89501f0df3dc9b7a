// A page paints its first screen from its own HTML: the CSS inline in its
// <head> styles everything in view, so the page's stylesheet (linked
// at the end of <body>, scripts/page-styles.ts) changes nothing there. Each
// page is opened twice, on a phone's and a laptop's screen: once as a
// visitor gets it, once with that stylesheet refused; every element and
// pseudo-element in the first screen must have the same box and the same
// computed style both times.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { post } from '../support/served';
import { PROPERTIES } from '../support/style-properties';

const PAGES = ['/', '/about', '/projects', post.path, '/faq', '/contact', '/fr', '/fr/contact', '/fr/careers'];
const SCREENS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

// The refused stylesheet is a failed load on the console; no motion, so both views are still.
test.use({ allowConsoleErrors: /Failed to load resource/, reducedMotion: 'reduce' });

interface Seen {
  element: string;
  box: string;
  style: Record<string, string>;
}

/**
 * Each element (and ::before, ::after) whose box meets the first screen, with
 * its computed style and the part of its box in that screen: an element
 * reaching below it (main, a long section) may grow with what the rest of the
 * CSS styles there. A box of no width or no height (an element not displayed,
 * a hidden input) shows nothing.
 */
function firstScreen(page: Page): Promise<Seen[]> {
  return page.evaluate((properties) => {
    const seen: Seen[] = [];
    const styleOf = (el: Element, pseudo: string | null) => {
      const cs = getComputedStyle(el, pseudo);
      const style: Record<string, string> = {};
      for (const name of properties) style[name] = cs.getPropertyValue(name);
      return style;
    };
    const all = [...document.querySelectorAll('body *')];
    all.forEach((el, i) => {
      const r = el.getBoundingClientRect();
      if (r.bottom < 0 || r.top > innerHeight || r.width === 0 || r.height === 0) return;
      const element = `${i} ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      const box = [r.x, r.y, r.width, Math.min(r.bottom, innerHeight) - r.y].map((n) => n.toFixed(1)).join(' ');
      seen.push({ element, box, style: styleOf(el, null) });
      for (const pseudo of ['::before', '::after'])
        seen.push({ element: `${element}${pseudo}`, box, style: styleOf(el, pseudo) });
    });
    return seen;
  }, PROPERTIES);
}

/** What differs between two views of one first screen, a line per element and property. */
function differences(full: Seen[], inline: Seen[]): string[] {
  if (full.length !== inline.length)
    return [`${full.length} elements in view with the stylesheet, ${inline.length} without`];
  const out: string[] = [];
  full.forEach((a, i) => {
    const b = inline[i]!;
    if (a.element !== b.element || a.box !== b.box) out.push(`${a.element} [${a.box}] vs ${b.element} [${b.box}]`);
    for (const [name, value] of Object.entries(a.style))
      if (b.style[name] !== value) out.push(`${a.element} ${name}: ${value} vs ${b.style[name]}`);
  });
  return out;
}

for (const screen of SCREENS) {
  test.describe(`the first screen at ${screen.width}x${screen.height}`, () => {
    for (const url of PAGES) {
      test(`of ${url} is styled alike without the site's stylesheet`, async ({ page, consoleErrors }) => {
        void consoleErrors;
        test.setTimeout(60_000);
        await page.setViewportSize(screen);
        await page.goto(url, { waitUntil: 'load' });
        const linked = await page.locator('body > link[rel="stylesheet"]').getAttribute('href');
        expect(linked).toMatch(/^\/assets\/page-[\w-]+\.css$/);
        const full = await firstScreen(page);

        let refused = 0;
        await page.route(`**${linked}`, (route) => {
          refused++;
          return route.abort();
        });
        await page.goto(url, { waitUntil: 'load' });
        expect(refused).toBe(1);
        const inline = await firstScreen(page);
        expect(full.length).toBeGreaterThan(10);
        expect(differences(full, inline)).toEqual([]);
      });
    }
  });
}
