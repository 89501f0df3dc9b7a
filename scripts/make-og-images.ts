// Link-preview images (1200x630 JPEG: social networks do not show SVG), one
// per page type, rendered from HTML by Debian's Chromium. Run by hand when
// the copy changes: `npx tsx scripts/make-og-images.ts`; the JPEGs are committed.
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../shared/content/site';

export const OG_TYPES = {
  default: { eyebrow: 'AI & automation consultancy', title: 'Practical AI that works for your business' },
  services: { eyebrow: 'Services', title: 'AI agents, automation, data and training' },
  projects: { eyebrow: 'Projects', title: '200+ AI projects delivered since 2018' },
  blog: { eyebrow: 'Blog', title: 'Notes on AI strategy, ethics and engineering' },
  careers: { eyebrow: 'Careers', title: 'Build AI that matters, from Buea' },
  about: { eyebrow: 'About us', title: '50+ specialists. 95% client satisfaction.' },
  contact: { eyebrow: 'Contact', title: 'Schedule a discovery call' },
} as const;

const out = path.resolve('public/images/og');
mkdirSync(out, { recursive: true });
const hero = readFileSync('public/images/hero.svg', 'utf8');
const logo = readFileSync('public/images/logo.svg', 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [name, t] of Object.entries(OG_TYPES)) {
  await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;overflow:hidden;font-family:'DejaVu Sans',sans-serif;
    background:linear-gradient(135deg,#1b1446 0%,#3b2a8f 55%,#4f46e5 100%);color:#fff;position:relative">
    <div style="position:absolute;right:-60px;bottom:-40px;width:760px;opacity:.55">${hero.replace(/width="\d+" height="\d+"/, 'width="760" height="507"')}</div>
    <div style="position:absolute;left:72px;top:64px;display:flex;align-items:center;gap:16px;font-size:30px;font-weight:700">
      <span style="display:inline-block;width:56px;height:56px">${logo.replace(/width="\d+" height="\d+"/, 'width="56" height="56"')}</span>${site.name}</div>
    <div style="position:absolute;left:72px;top:210px;width:760px">
      <div style="font-size:26px;letter-spacing:.12em;text-transform:uppercase;color:#a5f3fc;font-weight:700">${t.eyebrow}</div>
      <div style="font-size:64px;font-weight:800;line-height:1.1;margin-top:18px">${t.title}</div>
      <div style="font-size:26px;margin-top:28px;color:#e4e4ff">Buea, Cameroon · ${site.stats.projects} projects · ${site.stats.satisfaction} satisfaction</div>
    </div></body></html>`);
  await page.screenshot({ path: path.join(out, `${name}.jpg`), type: 'jpeg', quality: 82 });
}
await browser.close();
console.log(`wrote ${Object.keys(OG_TYPES).length} images to ${out}`);
