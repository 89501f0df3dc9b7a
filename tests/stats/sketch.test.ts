// The visitor sketch: near the true number of distinct hashes across the
// range a site sees, the same hash twice counted once, and two copies'
// sketches merged counting the visitors they share once.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addHash, decodeSketch, emptySketch, encodeSketch, estimate, mergeInto } from '../../server/stats/sketch';

const hash = (i: number) => createHash('sha256').update(`visitor ${i}`).digest();

describe('the visitor sketch', () => {
  for (const n of [1, 10, 100, 1_000, 10_000, 100_000]) {
    it(`estimates ${n} distinct visitors within 10 %`, () => {
      const s = emptySketch();
      for (let i = 0; i < n; i++) addHash(s, hash(i));
      expect(Math.abs(estimate(s) - n)).toBeLessThanOrEqual(Math.max(1, n * 0.1));
    });
  }

  it('counts the same visitor once however often they come', () => {
    const s = emptySketch();
    for (let i = 0; i < 50; i++) addHash(s, hash(7));
    expect(estimate(s)).toBe(1);
  });

  it('merges two copies’ sketches into the visitors they saw together', () => {
    const a = emptySketch();
    const b = emptySketch();
    for (let i = 0; i < 600; i++) addHash(a, hash(i));
    for (let i = 400; i < 1000; i++) addHash(b, hash(i));
    mergeInto(a, b);
    expect(Math.abs(estimate(a) - 1000)).toBeLessThanOrEqual(100);
  });

  it('reads back what it writes, and refuses damaged text', () => {
    const s = emptySketch();
    for (let i = 0; i < 300; i++) addHash(s, hash(i));
    expect(decodeSketch(encodeSketch(s))).toEqual(s);
    expect(encodeSketch(emptySketch())).toBe('');
    expect(() => decodeSketch('zz')).toThrow();
    expect(() => decodeSketch('fff99')).toThrow();
  });
});
