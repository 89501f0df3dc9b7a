// Icons are <use> references into client/icons.svg, which the build serves
// as one fingerprinted file (client/components/icon.tsx): every name the
// content schema and the layout may ask for needs its symbol, and the
// sprite carries nothing else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../shared/content/schema';
import { EXTRA_ICON_NAMES } from '../../client/components/icon';

const sprite = readFileSync(path.resolve(import.meta.dirname, '../../client/icons.svg'), 'utf8');
const ids = [...sprite.matchAll(/<symbol id="icon:([\w-]+)" viewBox="0 0 24 24"[^>]*>/g)].map((m) => m[1]);

describe('the icon sprite', () => {
  it('has one symbol for every icon name and no other', () => {
    expect([...ids].sort()).toEqual([...ICON_NAMES, ...EXTRA_ICON_NAMES].sort());
    expect(sprite.match(/<symbol/g)).toHaveLength(ids.length);
  });

  it('draws every symbol with something', () => {
    for (const body of sprite.matchAll(/<symbol[^>]*>([\s\S]*?)<\/symbol>/g))
      expect(body[1]).toMatch(/<(path|rect|circle|line|polyline|polygon|ellipse)\b/);
  });

  // Pages draw icons as bare <svg><use>: the symbol alone decides outline or
  // fill, and both follow the text's colour.
  it('says on every symbol how it is drawn, in the text colour', () => {
    const outline = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
    for (const tag of sprite.matchAll(/<symbol [^>]*>/g))
      expect([outline, 'fill="currentColor"'].some((a) => tag[0].endsWith(`viewBox="0 0 24 24" ${a}>`))).toBe(true);
  });
});
