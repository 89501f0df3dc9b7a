// The committed images are what `npm run images` makes from today's content:
// an owner who adds a post or a project, renames a person or rewords a
// link-preview card and forgets to run it fails here, naming the files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageFiles } from '../../scripts/make-images';
import { OG_STAMP, ogCards, ogStamp } from '../../scripts/make-og-images';

describe('the committed images', () => {
  it('are byte for byte the SVG files npm run images writes from the content', () => {
    const stale = imageFiles()
      .filter(({ path: p, svg }) => {
        const file = path.join('public', p);
        return !existsSync(file) || readFileSync(file, 'utf8') !== `${svg}\n`;
      })
      .map(({ path: p }) => p);
    expect(stale, 'run `npm run images` and commit the files it writes').toEqual([]);
  });

  it('fill no shape with a <pattern>: a tiled fill is drawn again at every paint, on the page’s main thread', () => {
    const files = imageFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter(({ svg }) => svg.includes('<pattern')).map(({ path: p }) => p)).toEqual([]);
  });

  it('include a link-preview card for every page type and language, drawn from today’s copy', async () => {
    const cards = await ogCards();
    expect(cards.length).toBeGreaterThan(0);
    const missing = cards.filter((c) => !existsSync(path.join('public', c.image))).map((c) => c.image);
    expect(missing).toEqual([]);
    const recorded = JSON.parse(readFileSync(OG_STAMP, 'utf8')) as Record<string, string>;
    const today = ogStamp(cards);
    const stale = Object.keys(today).filter((image) => recorded[image] !== today[image]);
    expect(stale, 'run `npm run images` and commit the cards and scripts/og-cards.json').toEqual([]);
  });
});
