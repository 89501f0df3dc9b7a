// The counts in the store: each write ADDS to what is there (an upsert of
// `n + excluded.n`), so every copy of the site writes its own minutes and
// the sums come out whole; visitor sketches merge register by register
// (the larger value), so a visitor seen by two copies the same day is
// counted once. The day's bounds on paths and hosts hold in the store too:
// a path new to the day once it holds `bounds.paths` of that kind is
// written as `other`. The write takes the engine's write lock (SQLite's
// immediate transaction, a PostgreSQL advisory lock), so two copies never
// both add the 501st path.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { decodeSketch, encodeSketch, estimate, mergeInto } from './sketch';
import {
  OTHER,
  PAGE_KINDS,
  pageKey,
  splitPageKey,
  TALLY_BOUNDS,
  WHOLE_SITE,
  type DayTally,
  type TallyBounds,
} from './tally';

/** The advisory lock key of the counts' writes on PostgreSQL (any constant of the site's own). */
const COUNTS_LOCK = 7_220_301;

type Tx = Transaction<Database>;

/** Where `key` is written: itself if the day has it or has room, else its `other` (`isOther` tells which keys are). */
function placer(existing: Iterable<string>, options: { bound: number; isOther: (key: string) => boolean }) {
  const known = new Set(existing);
  let size = [...known].filter((k) => !options.isOther(k)).length;
  return (key: string): string | undefined => {
    if (known.has(key) || options.isOther(key)) return key;
    if (size >= options.bound) return undefined;
    known.add(key);
    size++;
    return key;
  };
}

async function writeDay(tx: Tx, day: string, t: DayTally, bounds: TallyBounds) {
  const viewPlace = new Map<string, string>();
  for (const kind of PAGE_KINDS) {
    if (t.pages[kind].size === 0) continue;
    const have = await tx
      .selectFrom('count_pages')
      .select(['path', 'lang'])
      .where('day', '=', day)
      .where('kind', '=', kind)
      .execute();
    const place = placer(
      have.map((r) => pageKey(r.lang, r.path)),
      { bound: bounds.paths, isOther: (k) => splitPageKey(k)[1] === OTHER },
    );
    const merged = new Map<string, number>();
    for (const [key, n] of t.pages[kind]) {
      const [lang, path] = splitPageKey(key);
      const to = place(key) ?? pageKey(lang, OTHER);
      if (kind === 'view') viewPlace.set(path, splitPageKey(to)[1]);
      merged.set(to, (merged.get(to) ?? 0) + n);
    }
    for (const [key, n] of merged) {
      const [lang, path] = splitPageKey(key);
      await tx
        .insertInto('count_pages')
        .values({ day, kind, path, lang, n })
        .onConflict((oc) =>
          oc.columns(['day', 'kind', 'path', 'lang']).doUpdateSet({ n: sql<number>`count_pages.n + excluded.n` }),
        )
        .execute();
    }
  }
  if (t.referrers.size) {
    const have = await tx.selectFrom('count_referrers').select('host').where('day', '=', day).execute();
    const place = placer(
      have.map((r) => r.host),
      { bound: bounds.referrers, isOther: (h) => h === OTHER },
    );
    const merged = new Map<string, number>();
    for (const [host, n] of t.referrers) {
      const to = place(host) ?? OTHER;
      merged.set(to, (merged.get(to) ?? 0) + n);
    }
    for (const [host, n] of merged)
      await tx
        .insertInto('count_referrers')
        .values({ day, host, n })
        .onConflict((oc) => oc.columns(['day', 'host']).doUpdateSet({ n: sql<number>`count_referrers.n + excluded.n` }))
        .execute();
  }
  for (const [key, n] of t.leads) {
    const [form, service, lang, quarantined] = key.split('\t') as [string, string, 'en' | 'fr', string];
    await tx
      .insertInto('count_leads')
      .values({ day, form, service, lang, quarantined: Number(quarantined), n })
      .onConflict((oc) =>
        oc
          .columns(['day', 'form', 'service', 'lang', 'quarantined'])
          .doUpdateSet({ n: sql<number>`count_leads.n + excluded.n` }),
      )
      .execute();
  }
  // Sketches follow their path to `other` when the view was written there.
  const sketches = new Map<string, Uint8Array>();
  for (const [path, sketch] of t.visitors) {
    const to = path === WHOLE_SITE ? path : (viewPlace.get(path) ?? path);
    const mine = sketches.get(to);
    if (mine) mergeInto(mine, sketch);
    else sketches.set(to, sketch.slice());
  }
  for (const [path, sketch] of sketches) {
    const row = await tx
      .selectFrom('count_visitors')
      .select('registers')
      .where('day', '=', day)
      .where('path', '=', path)
      .executeTakeFirst();
    if (row) mergeInto(sketch, decodeSketch(row.registers));
    await tx
      .insertInto('count_visitors')
      .values({ day, path, registers: encodeSketch(sketch) })
      .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet({ registers: encodeSketch(sketch) }))
      .execute();
  }
}

/** Add a drained tally to the store, in one transaction. */
export async function addCounts(
  store: Pick<Store, 'db' | 'engine'>,
  drained: Map<string, DayTally>,
  bounds: TallyBounds = TALLY_BOUNDS,
): Promise<void> {
  if (drained.size === 0) return;
  await store.db.transaction().execute(async (tx) => {
    if (store.engine === 'postgres') await sql`select pg_advisory_xact_lock(${COUNTS_LOCK})`.execute(tx);
    for (const [day, t] of drained) await writeDay(tx, day, t, bounds);
  });
}

/** Days as YYYY-MM-DD, counted in whole days from a day. */
export function addDays(day: string, n: number): string {
  const t = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return new Date(t + n * 86_400_000).toISOString().slice(0, 10);
}

export interface CountsReport {
  pages: { path: string; views: number; visitors: number }[];
  notFound: { path: string; count: number }[];
  leads: { form: string; service: string; lang: 'en' | 'fr'; count: number; quarantined: number }[];
  referrers: { host: string; count: number }[];
}

export interface DailyFigures {
  day: string;
  views: number;
  visitors: number;
  prefetches: number;
  notFound: number;
}

const byCountDesc =
  <T>(f: (x: T) => number, name: (x: T) => string) =>
  (a: T, b: T) =>
    f(b) - f(a) || name(a).localeCompare(name(b));

/**
 * The counts of the days `from` to `to` (inclusive). A page's visitors over
 * several days are the sum of each day's distinct visitors (a visitor who
 * comes back on two days counts twice: no day knows another's visitors).
 */
export async function countsReport(db: Kysely<Database>, range: { from: string; to: string }): Promise<CountsReport> {
  const { from, to } = range;
  const pageRows = await db
    .selectFrom('count_pages')
    .select(['kind', 'path', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('kind', 'in', ['view', 'not-found'])
    .groupBy(['kind', 'path'])
    .execute();
  const sketchRows = await db
    .selectFrom('count_visitors')
    .select(['path', 'registers'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('path', '<>', WHOLE_SITE)
    .execute();
  const visitors = new Map<string, number>();
  for (const r of sketchRows) visitors.set(r.path, (visitors.get(r.path) ?? 0) + estimate(decodeSketch(r.registers)));
  const pages = pageRows
    .filter((r) => r.kind === 'view')
    .map((r) => ({ path: r.path, views: Number(r.n), visitors: visitors.get(r.path) ?? 0 }))
    .sort(
      byCountDesc(
        (p) => p.views,
        (p) => p.path,
      ),
    );
  const notFound = pageRows
    .filter((r) => r.kind === 'not-found')
    .map((r) => ({ path: r.path, count: Number(r.n) }))
    .sort(
      byCountDesc(
        (p) => p.count,
        (p) => p.path,
      ),
    );
  const leadRows = await db
    .selectFrom('count_leads')
    .select(['form', 'service', 'lang', 'quarantined', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['form', 'service', 'lang', 'quarantined'])
    .execute();
  const leadsByKey = new Map<string, CountsReport['leads'][number]>();
  for (const r of leadRows) {
    const key = `${r.form}\t${r.service}\t${r.lang}`;
    const lead = leadsByKey.get(key) ?? { form: r.form, service: r.service, lang: r.lang, count: 0, quarantined: 0 };
    if (Number(r.quarantined)) lead.quarantined += Number(r.n);
    else lead.count += Number(r.n);
    leadsByKey.set(key, lead);
  }
  const leads = [...leadsByKey.values()].sort(
    (a, b) => a.form.localeCompare(b.form) || b.count - a.count || a.service.localeCompare(b.service),
  );
  const referrers = (
    await db
      .selectFrom('count_referrers')
      .select(['host', (eb) => eb.fn.sum<number>('n').as('n')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy('host')
      .execute()
  )
    .map((r) => ({ host: r.host, count: Number(r.n) }))
    .sort(
      byCountDesc(
        (r) => r.count,
        (r) => r.host,
      ),
    );
  return { pages, notFound, leads, referrers };
}

/** Each day's totals from `from` to `to`, every day present (zero when nothing was counted). */
export async function dailyFigures(db: Kysely<Database>, range: { from: string; to: string }): Promise<DailyFigures[]> {
  const rows = await db
    .selectFrom('count_pages')
    .select(['day', 'kind', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['day', 'kind'])
    .execute();
  const sketches = await db
    .selectFrom('count_visitors')
    .select(['day', 'registers'])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .where('path', '=', WHOLE_SITE)
    .execute();
  const out: DailyFigures[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const n = (kind: string) => Number(rows.find((r) => r.day === day && r.kind === kind)?.n ?? 0);
    const sketch = sketches.find((s) => s.day === day);
    out.push({
      day,
      views: n('view'),
      prefetches: n('prefetch'),
      notFound: n('not-found'),
      visitors: sketch ? estimate(decodeSketch(sketch.registers)) : 0,
    });
  }
  return out;
}

/** Delete the counts of days before `before` (YYYY-MM-DD); resolves with the rows deleted. */
export async function sweepCounts(db: Kysely<Database>, before: string): Promise<number> {
  let deleted = 0;
  await db.transaction().execute(async (tx) => {
    for (const table of ['count_pages', 'count_referrers', 'count_leads', 'count_visitors'] as const) {
      const r = await tx.deleteFrom(table).where('day', '<', before).executeTakeFirst();
      deleted += Number(r.numDeletedRows);
    }
  });
  return deleted;
}

/** Claim a week's mail: true for the one copy whose row went in, false for every other. */
export async function claimWeek(db: Kysely<Database>, week: string, now: number): Promise<boolean> {
  const r = await db
    .insertInto('count_weekly_mails')
    .values({ week, claimed_at: now })
    .onConflict((oc) => oc.column('week').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Give a claim back (its mail could not be queued), so the next check tries again. */
export async function releaseWeek(db: Kysely<Database>, week: string): Promise<void> {
  await db.deleteFrom('count_weekly_mails').where('week', '=', week).execute();
}
