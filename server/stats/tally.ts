// The counts of the minutes since the last write, in memory: each view is a
// Map increment (and, for a view, one sketch register), so counting costs a
// cached page almost nothing. What visitors choose (a not-found path, a
// referring host) is bounded per day, the rest counted under `other`, so a
// flood of made-up URLs costs a few hundred entries, not memory without end.
// `drain` hands the whole tally to the store and starts afresh; `restore`
// puts back what the store could not take, so a write that fails loses
// nothing but is retried a minute later.
import type { Lang } from '../../shared/i18n/lang';
import { addHash, addHexHash, emptySketch, mergeInto, type Sketch } from './sketch';

export type PageKind = 'view' | 'prefetch' | 'not-found';
export const PAGE_KINDS: readonly PageKind[] = ['view', 'prefetch', 'not-found'];

/** What stands for every path or host past the day's bound. */
export const OTHER = 'other';
/** The whole site's sketch (a path never has this form). */
export const WHOLE_SITE = '*';
/** The longest path counted as itself; a longer one is `other`. */
export const MAX_PATH = 200;
export const MAX_HOST = 100;

export interface TallyBounds {
  /** Distinct paths a day, per kind (views, prefetches, not-found), before `other`. */
  paths: number;
  /** Distinct referring hosts a day before `other`. */
  referrers: number;
}

export const TALLY_BOUNDS: TallyBounds = { paths: 500, referrers: 200 };

/** A day's counts. Page keys are `lang path` (the language's two letters, a space, the path). */
export interface DayTally {
  pages: Record<PageKind, Map<string, number>>;
  referrers: Map<string, number>;
  /** `form\tservice\tlang\tquarantined(0|1)` */
  leads: Map<string, number>;
  /** Per path of a view, and WHOLE_SITE. */
  visitors: Map<string, Sketch>;
}

export interface Lead {
  form: string;
  service: string;
  lang: Lang;
  quarantined: boolean;
}

const newDay = (): DayTally => ({
  pages: { view: new Map(), prefetch: new Map(), 'not-found': new Map() },
  referrers: new Map(),
  leads: new Map(),
  visitors: new Map(),
});

export const pageKey = (lang: Lang, path: string) => `${lang} ${path}`;
export const splitPageKey = (key: string): [Lang, string] => [key.slice(0, 2) as Lang, key.slice(3)];
/** The `other` keys of a day's pages, the language's own first. */
const OTHER_PAGES: Readonly<Record<Lang, readonly string[]>> = {
  en: [pageKey('en', OTHER), pageKey('fr', OTHER)],
  fr: [pageKey('fr', OTHER), pageKey('en', OTHER)],
};
export const leadKey = (l: Lead) => `${l.form}\t${l.service}\t${l.lang}\t${l.quarantined ? 1 : 0}`;

/**
 * Add `n` under `key`, or under `other` once the map holds `bound` keys
 * besides `others` (the `other` keys it may hold); returns the key counted.
 */
function addBounded(
  map: Map<string, number>,
  add: { key: string; n: number; bound: number; others: readonly string[] },
): string {
  const { key, n, bound, others } = add;
  const had = map.get(key);
  if (had !== undefined) {
    map.set(key, had + n);
    return key;
  }
  const held = map.size - others.filter((o) => map.has(o)).length;
  const k = held < bound || others.includes(key) ? key : others[0]!;
  map.set(k, (map.get(k) ?? 0) + n);
  return k;
}

/** How many days may wait in memory while the store cannot be written (the oldest are dropped past it). */
const MAX_DAYS = 3;

export class Tally {
  private days = new Map<string, DayTally>();
  constructor(private readonly bounds: TallyBounds = TALLY_BOUNDS) {}

  private day(day: string): DayTally {
    let d = this.days.get(day);
    if (!d) {
      d = newDay();
      this.days.set(day, d);
      while (this.days.size > MAX_DAYS) this.days.delete(this.days.keys().next().value!);
    }
    return d;
  }

  /** Count one answer of a page; a view also adds its visitor's hash (bytes or hex: the first 64 bits are read). */
  page(options: { day: string; kind: PageKind; lang: Lang; path: string; visitor?: Uint8Array | string; n?: number }) {
    const d = this.day(options.day);
    const path = options.path.length > MAX_PATH ? OTHER : options.path;
    const counted = addBounded(d.pages[options.kind], {
      key: pageKey(options.lang, path),
      n: options.n ?? 1,
      bound: this.bounds.paths,
      others: OTHER_PAGES[options.lang],
    });
    if (!options.visitor) return;
    const sketchPath = splitPageKey(counted)[1];
    for (const p of [sketchPath, WHOLE_SITE]) {
      let sketch = d.visitors.get(p);
      if (!sketch) d.visitors.set(p, (sketch = emptySketch()));
      if (typeof options.visitor === 'string') addHexHash(sketch, options.visitor);
      else addHash(sketch, options.visitor);
    }
  }

  referrer(day: string, host: string, n = 1) {
    addBounded(this.day(day).referrers, {
      key: host.length > MAX_HOST ? OTHER : host,
      n,
      bound: this.bounds.referrers,
      others: [OTHER],
    });
  }

  lead(day: string, lead: Lead, n = 1) {
    const leads = this.day(day).leads;
    const key = leadKey(lead);
    leads.set(key, (leads.get(key) ?? 0) + n);
  }

  get empty(): boolean {
    return this.days.size === 0;
  }

  /** Everything counted since the last drain; the tally starts afresh. */
  drain(): Map<string, DayTally> {
    const out = this.days;
    this.days = new Map();
    return out;
  }

  /** Put back a drained tally the store could not take (counts added, sketches merged). */
  restore(drained: Map<string, DayTally>) {
    for (const [day, t] of drained) {
      for (const kind of PAGE_KINDS)
        for (const [key, n] of t.pages[kind]) {
          const [lang, path] = splitPageKey(key);
          this.page({ day, kind, lang, path, n });
        }
      for (const [host, n] of t.referrers) this.referrer(day, host, n);
      const leads = this.day(day).leads;
      for (const [key, n] of t.leads) leads.set(key, (leads.get(key) ?? 0) + n);
      const visitors = this.day(day).visitors;
      for (const [path, sketch] of t.visitors) {
        const mine = visitors.get(path);
        if (mine) mergeInto(mine, sketch);
        else visitors.set(path, sketch);
      }
    }
  }
}
