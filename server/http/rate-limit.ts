import { isIPv6 } from 'node:net';

/**
 * The key a client is counted under: its address, with IPv6 grouped by /64
 * (one subscriber or host usually owns a whole /64, so rotating the last 64
 * bits must not buy a fresh allowance) and IPv4-mapped IPv6 as plain IPv4.
 */
export function clientKey(address: string): string {
  let ip = address.trim().toLowerCase();
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7);
  const zone = ip.indexOf('%');
  if (zone >= 0) ip = ip.slice(0, zone);
  if (!isIPv6(ip)) return address;
  const [left, right] = ip.split('::') as [string, string | undefined];
  const head = left ? left.split(':') : [];
  let groups = head;
  if (right !== undefined) {
    const tail = right ? right.split(':') : [];
    const tailGroups = tail.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups = [...head, ...Array<string>(8 - head.length - tailGroups).fill('0'), ...tail];
  }
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** One window of one key: how many hits so far and when the window ends (ms). */
export interface RateLimitHit {
  count: number;
  resetAt: number;
}

/**
 * Where a limiter of one process counts (memoryStore). Copies sharing
 * PostgreSQL count through SharedRateLimitStore instead (server/store/limits.ts).
 */
export interface RateLimitStore {
  hit(key: string, now: number, windowMs: number): RateLimitHit;
}

/** Slot states of a generation (its `tag` array); the kinds of key are > 0. */
const EMPTY = 0;
const MOVED = 255;
const IPV4 = 1;
const IPV6_NET = 2;
const OTHER = 3;
/** Probes a hit may make in one generation: its cost stays O(1) whatever the keys. */
const MAX_PROBE = 32;

/** One generation: an open-addressing table in typed arrays (21 bytes a slot, no object per client). */
class Generation {
  readonly tag: Uint8Array;
  readonly hi: Int32Array;
  readonly lo: Int32Array;
  readonly count: Uint32Array;
  readonly resetAt: Float64Array;
  size = 0;
  constructor(slots: number) {
    this.tag = new Uint8Array(slots);
    this.hi = new Int32Array(slots);
    this.lo = new Int32Array(slots);
    this.count = new Uint32Array(slots);
    this.resetAt = new Float64Array(slots);
  }
  clear() {
    this.tag.fill(EMPTY);
    this.size = 0;
  }
}

const HEX = /^[0-9a-f]{1,4}$/;

/**
 * A clientKey as 64 bits and a kind, without keeping a string: IPv4 as its
 * 32 bits, an IPv6 /64 as its four groups, anything else (no address known)
 * as two seeded 32-bit hashes, where a collision would take 2^32 keys.
 */
function pack(key: string, seed: number, out: Int32Array): number {
  const v4 = key.split('.');
  if (v4.length === 4 && v4.every((p) => /^\d{1,3}$/.test(p) && Number(p) < 256)) {
    out[0] = 0;
    out[1] = (Number(v4[0]) << 24) | (Number(v4[1]) << 16) | (Number(v4[2]) << 8) | Number(v4[3]) | 0;
    return IPV4;
  }
  if (key.endsWith('::/64')) {
    const g = key.slice(0, -5).split(':');
    if (g.length === 4 && g.every((x) => HEX.test(x))) {
      out[0] = (Number.parseInt(g[0]!, 16) << 16) | Number.parseInt(g[1]!, 16);
      out[1] = (Number.parseInt(g[2]!, 16) << 16) | Number.parseInt(g[3]!, 16);
      return IPV6_NET;
    }
  }
  let a = seed ^ 0x811c9dc5;
  let b = Math.imul(seed, 0x9e3779b1) ^ 0x01000193;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  out[0] = a;
  out[1] = b;
  return OTHER;
}

/** Where a key's probe starts (seeded murmur3-style mixing, so addresses chosen by a client cannot pile up). */
function slotOf(kind: number, hi: number, lo: number, seed: number, mask: number): number {
  let h = seed ^ kind;
  h = Math.imul(h ^ hi, 0xcc9e2d51);
  h = Math.imul((h << 15) | (h >>> 17), 0x1b873593);
  h = Math.imul(h ^ lo, 0xcc9e2d51);
  h = Math.imul((h << 15) | (h >>> 17), 0x1b873593);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h & mask;
}

/**
 * Fixed windows in two generations, bounded: at most maxKeys clients are
 * tracked. New and active clients live in `current`; every window length
 * (or sooner, when `current` holds half of maxKeys) it becomes `previous`
 * and the older generation is dropped whole. A window still open is always
 * in one of the two (it is moved forward when used), so nothing is
 * forgotten early unless a flood of addresses bigger than the table forces
 * an early turn, which a per-address limit cannot stop anyway.
 *
 * Each generation is a fixed open-addressing table in typed arrays, sized
 * once (a power of two, at most half full): a client is 21 bytes in place,
 * not a string, a Map entry and an object on the V8 heap, so the memory is
 * fixed (about 5.5 MB for 100,000 keys) and a flood of addresses creates no
 * garbage to collect. Every step is O(1): at most MAX_PROBE slots are read
 * in each generation, and a key that finds no free slot within them turns
 * the generations early.
 */
export function memoryStore(options: { maxKeys?: number } = {}): RateLimitStore & { readonly size: number } {
  const half = Math.max(1, Math.floor((options.maxKeys ?? 100_000) / 2));
  let slots = 16;
  while (slots < half * 2) slots *= 2;
  const mask = slots - 1;
  const seed = (Math.random() * 0x100000000) | 0;
  let current = new Generation(slots);
  let previous = new Generation(slots);
  let turnedAt = -Infinity;
  const packed = new Int32Array(2);

  const turn = (now: number) => {
    const dropped = previous;
    previous = current;
    current = dropped;
    current.clear();
    turnedAt = now;
  };
  /** The slot holding the key in a generation, or -1. */
  const find = (g: Generation, kind: number, hi: number, lo: number) => {
    for (let i = 0, at = slotOf(kind, hi, lo, seed, mask); i < MAX_PROBE; i++, at = (at + 1) & mask) {
      const t = g.tag[at];
      if (t === EMPTY) return -1;
      if (t === kind && g.hi[at] === hi && g.lo[at] === lo) return at;
    }
    return -1;
  };
  /** A free slot of `current` for the key, or -1 when its probe run is full. */
  const place = (kind: number, hi: number, lo: number, count: number, resetAt: number) => {
    const g = current;
    for (let i = 0, at = slotOf(kind, hi, lo, seed, mask); i < MAX_PROBE; i++, at = (at + 1) & mask) {
      if (g.tag[at] !== EMPTY) continue;
      g.tag[at] = kind;
      g.hi[at] = hi;
      g.lo[at] = lo;
      g.count[at] = count;
      g.resetAt[at] = resetAt;
      g.size += 1;
      return at;
    }
    return -1;
  };
  const insert = (now: number, kind: number, hi: number, lo: number, count: number, resetAt: number) => {
    const at = place(kind, hi, lo, count, resetAt);
    if (at >= 0) return at;
    turn(now); // an empty generation always has room
    return place(kind, hi, lo, count, resetAt);
  };

  return {
    hit(key, now, windowMs) {
      if (now - turnedAt >= windowMs || current.size >= half) turn(now);
      const kind = pack(key, seed, packed);
      const hi = packed[0]!;
      const lo = packed[1]!;
      let at = find(current, kind, hi, lo);
      if (at < 0) {
        const was = find(previous, kind, hi, lo);
        if (was >= 0) {
          const count = previous.count[was]!;
          const resetAt = previous.resetAt[was]!;
          // Marked, not emptied: later keys of the same probe run must still be found.
          previous.tag[was] = MOVED;
          previous.size -= 1;
          at = insert(now, kind, hi, lo, count, resetAt);
        }
      }
      if (at < 0) at = insert(now, kind, hi, lo, 0, now + windowMs);
      else if (current.resetAt[at]! <= now) {
        current.count[at] = 0;
        current.resetAt[at] = now + windowMs;
      }
      current.count[at] = current.count[at]! + 1;
      return { count: current.count[at]!, resetAt: current.resetAt[at]! };
    },
    get size() {
      return current.size + previous.size;
    },
  };
}

/**
 * Where a limit shared by several copies of the site counts: one statement a
 * hit on PostgreSQL (server/store/limits.ts), the memory table on one machine.
 */
export interface SharedRateLimitStore {
  hit(key: string, now: number, windowMs: number): Promise<RateLimitHit>;
}

/** Each limit its own windows, by name: `windows('forms-tight')`. */
export type RateWindows = (name: string) => SharedRateLimitStore;

/** Windows in this process's memory (one machine): a memoryStore per limit. */
export const memoryWindows =
  (options: { maxKeys?: number } = {}): RateWindows =>
  () => {
    const table = memoryStore(options);
    return { hit: async (key, now, windowMs) => table.hit(key, now, windowMs) };
  };

const verdictOf = (entry: RateLimitHit, t: number, max: number) => ({
  ok: entry.count <= max,
  retryAfterS: Math.max(1, Math.ceil((entry.resetAt - t) / 1000)),
});

/**
 * The forms' limit, counted where every copy of the site sees it: the same
 * verdict as rateLimiter, answered once the store has counted the post.
 */
export function sharedRateLimiter(options: {
  max: number;
  windowMs: number;
  store: SharedRateLimitStore;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  return async function limit(key: string): Promise<{ ok: boolean; retryAfterS: number }> {
    const t = now();
    return verdictOf(await options.store.hit(clientKey(key), t, options.windowMs), t, options.max);
  };
}

/**
 * Per-client fixed-window rate limit for the form endpoints: `limit(ip)`
 * counts one post and says whether it is allowed. Clients are grouped by
 * clientKey (IPv6 by /64); the table is bounded (memoryStore).
 */
export function rateLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
  store?: RateLimitStore;
  maxKeys?: number;
}) {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryStore({ maxKeys: options.maxKeys });
  return function limit(key: string): { ok: boolean; retryAfterS: number } {
    const t = now();
    return verdictOf(store.hit(clientKey(key), t, options.windowMs), t, options.max);
  };
}
