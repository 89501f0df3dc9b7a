// Distinct visitors without keeping who they were: a HyperLogLog sketch
// (Flajolet et al., 2007). Each visitor's salted hash sets one of 1,024
// registers to the longest run of leading zero bits seen there; the count is
// estimated from the registers alone (about 3 % standard error, exact
// enough for an owner's weekly look). Two sketches of the same day merge by
// taking the larger value of each register, so copies of the site that
// share a day's salt add up to the visitors they saw together, each counted
// once. The store keeps only the registers, written sparse (the few that are
// set) so a quiet page costs a few bytes.

/** log2 of the number of registers. */
const P = 10;
export const REGISTERS = 1 << P;
/** Bits of the hash left after the register index: 64 - P. */
const REST = 64 - P;

export type Sketch = Uint8Array;

export const emptySketch = (): Sketch => new Uint8Array(REGISTERS);

/** Add one hash, given as its first 64 bits (two 32-bit halves). */
function add(sketch: Sketch, hi: number, lo: number): void {
  const index = hi >>> (32 - P);
  // The remaining 54 bits: 22 of the high word, then the low word.
  const restHi = (hi << P) >>> P;
  const zeros = restHi !== 0 ? Math.clz32(restHi) - P : 32 - P + Math.clz32(lo);
  const rank = Math.min(zeros, REST) + 1;
  if (rank > sketch[index]!) sketch[index] = rank;
}

/** Add one hash (its first 8 bytes) to the sketch. */
export function addHash(sketch: Sketch, hash: Uint8Array): void {
  const view = new DataView(hash.buffer, hash.byteOffset, 8);
  add(sketch, view.getUint32(0), view.getUint32(4));
}

/** Add one hash written in hex (its first 16 digits). */
export function addHexHash(sketch: Sketch, hex: string): void {
  add(sketch, Number.parseInt(hex.slice(0, 8), 16), Number.parseInt(hex.slice(8, 16), 16));
}

/** `into` takes the larger value of each register of `from`. */
export function mergeInto(into: Sketch, from: Sketch): void {
  for (let i = 0; i < REGISTERS; i++) if (from[i]! > into[i]!) into[i] = from[i]!;
}

/** The estimated number of distinct hashes added (linear counting while many registers are empty). */
export function estimate(sketch: Sketch): number {
  let sum = 0;
  let empty = 0;
  for (let i = 0; i < REGISTERS; i++) {
    sum += 2 ** -sketch[i]!;
    if (sketch[i] === 0) empty++;
  }
  const m = REGISTERS;
  const raw = ((0.7213 / (1 + 1.079 / m)) * m * m) / sum;
  if (raw <= 2.5 * m && empty > 0) return Math.round(m * Math.log(m / empty));
  return Math.round(raw);
}

/** The registers that are set, as text: 5 hex digits each (3 for the index, 2 for the value). */
export function encodeSketch(sketch: Sketch): string {
  let out = '';
  for (let i = 0; i < REGISTERS; i++)
    if (sketch[i]) out += i.toString(16).padStart(3, '0') + sketch[i]!.toString(16).padStart(2, '0');
  return out;
}

export function decodeSketch(text: string): Sketch {
  const sketch = emptySketch();
  if (text.length % 5 !== 0) throw new Error('a visitor sketch in the store is not whole');
  for (let at = 0; at < text.length; at += 5) {
    const index = Number.parseInt(text.slice(at, at + 3), 16);
    const value = Number.parseInt(text.slice(at + 3, at + 5), 16);
    if (!(index < REGISTERS) || !(value <= REST + 1)) throw new Error('a visitor sketch in the store is damaged');
    sketch[index] = value;
  }
  return sketch;
}
