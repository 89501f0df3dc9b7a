// A page's CSS is split between its first screen's, inline in <head>, and
// its page module's stylesheet, linked after the content
// (scripts/page-styles.ts). Together they style the whole page, in view or
// not, as the site's whole stylesheet does: no rule the page needs is left
// out, and no rule of the first screen wins where, of two of the same
// weight, the stylesheet has the other later.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { post } from '../support/served';
import { PROPERTIES } from '../support/style-properties';

const PAGES = ['/', '/about', '/projects', post.path, '/faq', '/contact', '/careers', '/fr', '/fr/contact'];

/** The site's whole stylesheet, as the build that is served names it (read once the server has built it). */
const wholeStylesheet = () =>
  (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist/client/.vite/page-styles.json'), 'utf8')) as {
      stylesheet: string;
    }
  ).stylesheet;

test.use({ reducedMotion: 'reduce' });

/** Every element of <body> and its ::before and ::after: box and computed style, a line each. */
function wholePage(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const out: string[] = [];
    document.querySelectorAll('body *').forEach((el, i) => {
      if (el.tagName === 'LINK' || el.tagName === 'SCRIPT') return;
      const r = el.getBoundingClientRect();
      const name = `${i} ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      out.push(`${name} [${[r.x, r.y, r.width, r.height].map((n) => n.toFixed(1)).join(' ')}]`);
      for (const pseudo of [null, '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo);
        for (const p of properties) out.push(`${name}${pseudo ?? ''} ${p}: ${cs.getPropertyValue(p)}`);
      }
    });
    return out;
  }, PROPERTIES);
}

for (const url of PAGES) {
  test(`${url} is styled by its own CSS as by the site's whole stylesheet`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(url, { waitUntil: 'load' });
    const own = await wholePage(page);
    expect(own.length).toBeGreaterThan(1000);

    // The same HTML with the whole stylesheet in <head> and neither of the page's own.
    const whole = wholeStylesheet();
    await page.route(`**${url}`, async (route) => {
      const res = await route.fetch();
      const html = (await res.text())
        .replace(/<style>[\s\S]*?<\/style>/, `<link rel="stylesheet" href="${whole}">`)
        .replace(/<link rel="stylesheet" href="\/assets\/page-[\w-]+\.css">/, '');
      await route.fulfill({ response: res, body: html });
    });
    await page.goto(url, { waitUntil: 'load' });
    const byWhole = await wholePage(page);
    expect(byWhole.length).toBe(own.length);
    expect(
      own.flatMap((line, i) => (byWhole[i] === line ? [] : [`${line} | whole stylesheet: ${byWhole[i]}`])),
    ).toEqual([]);
  });
}
