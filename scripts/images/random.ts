// The images' only randomness: a generator seeded from a string (a slug, a
// name), so the same content always draws the same picture.

/** FNV-1a, 32 bit. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = {
  /** Float in [0, 1). */
  f: () => number;
  /** Integer in [a, b]. */
  i: (a: number, b: number) => number;
  pick: <T>(xs: readonly T[]) => T;
};

/** mulberry32 seeded from a string. */
export function rng(seed: string): Rng {
  let a = hash(seed);
  const f = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const i = (lo: number, hi: number) => lo + Math.floor(f() * (hi - lo + 1));
  return { f, i, pick: (xs) => xs[i(0, xs.length - 1)]! };
}
