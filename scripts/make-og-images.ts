// Link-preview images (1200x630 JPEG: social networks do not show SVG), one
// per page type and language (public/images/og/*.jpg, og/fr/*.jpg), rendered
// from HTML by Debian's Chromium. Their words live in shared/i18n/og-cards.ts,
// which the pages' alt texts read too. Run by hand when the copy changes:
// `npx tsx scripts/make-og-images.ts`; the JPEGs are committed.
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '../shared/i18n/lang';
import { OG_CARDS, OG_FOOTER, OG_SECTIONS, ogImagePath } from '../shared/i18n/og-cards';
import { loadShell, shellOf } from '../shared/content/shell';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const hero = readFileSync('public/images/hero.svg', 'utf8');
const logo = readFileSync('public/images/logo.svg', 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
let written = 0;
for (const lang of LANGS) {
  await loadShell(lang);
  const { site } = shellOf(lang);
  for (const section of OG_SECTIONS) {
    const t = OG_CARDS[lang][section];
    const file = path.resolve('public', `.${ogImagePath(lang, section)}`);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.setContent(`<!doctype html><html lang="${lang}"><body style="margin:0;width:1200px;height:630px;overflow:hidden;font-family:'DejaVu Sans',sans-serif;
    background:linear-gradient(135deg,#1b1446 0%,#3b2a8f 55%,#4f46e5 100%);color:#fff;position:relative">
    <div style="position:absolute;right:-60px;bottom:-40px;width:760px;opacity:.55">${hero.replace(/width="\d+" height="\d+"/, 'width="760" height="507"')}</div>
    <div style="position:absolute;left:72px;top:64px;display:flex;align-items:center;gap:16px;font-size:30px;font-weight:700">
      <span style="display:inline-block;width:56px;height:56px">${logo.replace(/width="\d+" height="\d+"/, 'width="56" height="56"')}</span>${escape(site.name)}</div>
    <div style="position:absolute;left:72px;top:210px;width:760px">
      <div style="font-size:26px;letter-spacing:.12em;text-transform:uppercase;color:#a5f3fc;font-weight:700">${escape(t.eyebrow)}</div>
      <div style="font-size:64px;font-weight:800;line-height:1.1;margin-top:18px">${escape(t.title)}</div>
      <div style="font-size:26px;margin-top:28px;color:#e4e4ff">${escape(OG_FOOTER[lang](site))}</div>
    </div></body></html>`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 82 });
    written++;
  }
}
await browser.close();
console.log(`wrote ${written} images under public/images/og`);
