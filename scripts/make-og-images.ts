// Link-preview images (1200x630 JPEG: social networks do not show SVG), one
// per page type and language (public/images/og/*.jpg, og/fr/*.jpg), rendered
// from HTML by Debian's Chromium. Their words live in shared/i18n/og-cards.ts,
// which the pages' alt texts read too. `npm run images` runs this after
// make-images.ts (the cards draw the hero and the logo); the JPEGs are
// committed. A browser's JPEG is not byte-for-byte the same on every
// machine, so what is checked is the input: scripts/og-cards.json
// records a SHA-256 of each card's HTML, and tests/build/images.test.ts fails
// when today's copy, site name, hero or logo would draw another card.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGS } from '../shared/i18n/lang';
import { chromiumLaunchOptions } from './chromium';
import { OG_CARDS, OG_FOOTER, OG_SECTIONS, ogImagePath } from '../shared/i18n/og-cards';
import { loadShell, shellOf } from '../shared/content/shell';

/** The record of what the committed cards were drawn from. */
export const OG_STAMP = 'scripts/og-cards.json';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every card: its image path (as pages link it) and the HTML it is drawn from. */
export async function ogCards(): Promise<{ image: string; html: string }[]> {
  const hero = readFileSync('public/images/hero.svg', 'utf8');
  const logo = readFileSync('public/images/logo.svg', 'utf8');
  const cards: { image: string; html: string }[] = [];
  for (const lang of LANGS) {
    await loadShell(lang);
    const { site } = shellOf(lang);
    for (const section of OG_SECTIONS) {
      const t = OG_CARDS[lang][section];
      cards.push({
        image: ogImagePath(lang, section),
        html: `<!doctype html><html lang="${lang}"><body style="margin:0;width:1200px;height:630px;overflow:hidden;font-family:'DejaVu Sans',sans-serif;
    background:linear-gradient(135deg,#1b1446 0%,#3b2a8f 55%,#4f46e5 100%);color:#fff;position:relative">
    <div style="position:absolute;right:-60px;bottom:-40px;width:760px;opacity:.55">${hero.replace(/width="\d+" height="\d+"/, 'width="760" height="507"')}</div>
    <div style="position:absolute;left:72px;top:64px;display:flex;align-items:center;gap:16px;font-size:30px;font-weight:700">
      <span style="display:inline-block;width:56px;height:56px">${logo.replace(/width="\d+" height="\d+"/, 'width="56" height="56"')}</span>${escape(site.name)}</div>
    <div style="position:absolute;left:72px;top:210px;width:760px">
      <div style="font-size:26px;letter-spacing:.12em;text-transform:uppercase;color:#a5f3fc;font-weight:700">${escape(t.eyebrow)}</div>
      <div style="font-size:64px;font-weight:800;line-height:1.1;margin-top:18px">${escape(t.title)}</div>
      <div style="font-size:26px;margin-top:28px;color:#e4e4ff">${escape(OG_FOOTER[lang](site))}</div>
    </div></body></html>`,
      });
    }
  }
  return cards;
}

/** What og-cards.json holds: each image path with the SHA-256 of its HTML. */
export const ogStamp = (cards: { image: string; html: string }[]) =>
  Object.fromEntries(cards.map((c) => [c.image, sha256(c.html)]));

async function drawCards(): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const cards = await ogCards();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const card of cards) {
    const file = path.resolve('public', `.${card.image}`);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.setContent(card.html);
    await page.screenshot({ path: file, type: 'jpeg', quality: 82 });
  }
  await browser.close();
  writeFileSync(OG_STAMP, JSON.stringify(ogStamp(cards), null, 2) + '\n');
  console.log(`make-og-images: wrote ${cards.length} images under public/images/og`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await drawCards();
