import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DRAWN_LATER } from '../../client/draw-deferred';

// The stylesheet leaves parts undrawn on the first load; the client draws
// them before hydrating. A part the client does not list is drawn only with
// `.drawn`, all in one task, so both lists must name the same parts.
describe('the parts drawn late', () => {
  it('are the same selectors in _layout.scss and client/draw-deferred.ts', () => {
    const scss = readFileSync(new URL('../../client/styles/_layout.scss', import.meta.url), 'utf8');
    const block = scss.slice(scss.indexOf('@media (scripting: enabled)'));
    const inner = block.slice(block.indexOf('html:not(.drawn) {') + 'html:not(.drawn) {'.length);
    const selectors = [...inner.slice(0, inner.indexOf('\n  }')).matchAll(/^\s*([^{}/]+?)\s*\{/gm)]
      .flatMap((m) => m[1]!.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    expect(selectors.length).toBeGreaterThan(5);
    expect(new Set(selectors)).toEqual(new Set(DRAWN_LATER.split(', ')));
  });
});
