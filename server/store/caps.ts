// The caps on what a stranger can make the site send, counted where every
// copy of the site sees them: the hourly cap on mail to visitors and each
// client's share of it (server/outbox/visitor-mail-cap.ts), the
// acknowledgements per mailbox and day (server/forms/acknowledgement/
// daily-cap.ts), and the applications mailed per hour
// (server/forms/apply/burst.ts). On SQLite (one machine, one process) they
// stay in that process's memory and this file is not used; on PostgreSQL
// they live in two UNLOGGED tables (migrations/0005-caps.ts), so two copies
// behind one proxy allow each cap once, not once each.
// docs/decisions/0074-caps-shared-between-copies.md says why.
//
// A check is one statement: `insert … on conflict do update … where <room>
// returning`, which locks the key's row, so two copies cannot both take the
// last unit. An hourly row holds the sixty one-minute buckets of
// server/http/hourly-count.ts as two arrays, so the count slides a minute at
// a time as in memory. Keys are keyed hashes (HMAC with the form secret,
// which every copy shares) of the cap's name and what it counts, never an
// address. Rows whose hour or day has passed are swept at most every
// SWEEP_MS by the copy that counts then; past `maxKeys` rows in a table the
// ones ending soonest go. A database that does not answer leaves each copy
// counting in its own memory until it does (`orLocal`): the caps then hold
// per copy, never not at all, and no visitor's message waits on them.
import { createHmac } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './schema';

/** A copy sweeps passed hours and days at most this often. */
const SWEEP_MS = 10_000;
/** While the database does not answer, the operator is told again at most this often (per cap). */
const TELL_AGAIN_MS = 60_000;
const MINUTE_MS = 60_000;
const BUCKETS = 60;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A keyed hash of `parts`: what the shared tables keep instead of an address or a network. */
export const keyedHash = (secret: Buffer, ...parts: string[]) =>
  createHmac('sha256', secret).update(parts.join('\0')).digest('base64url').slice(0, 32);

/** One unit to take under `key`, when the last hour's count there is below `limit`. */
export interface HourlyStep {
  key: string;
  limit: number;
}

/** The caps' counts shared by every copy (PostgreSQL). Every method may reject: the database did not answer. */
export interface SharedCaps {
  /**
   * Take one unit under each step's key at `t` (ms), all or none: each
   * must have room in the hour before `t`. Resolves to -1 when taken, or
   * the index of the first step without room (nothing then stays counted).
   */
  takeHourly(steps: readonly HourlyStep[], t: number): Promise<number>;
  /** Count one under `key` at `t`, whatever the count (what was refused, for the figures). */
  addHourly(key: string, t: number): Promise<void>;
  /** The counts of the hour before `t` under each key, in order. */
  hourlyTotals(keys: readonly string[], t: number): Promise<number[]>;
  /** Count one for `key` on `day` (YYYY-MM-DD in Buea) at `t`; false (nothing counted) once the day has `limit`. */
  takeDaily(key: string, day: string, limit: number, t: number): Promise<boolean>;
  /** Give back one of `key`'s count on `day`; nothing when there is none. */
  giveBackDaily(key: string, day: string): Promise<void>;
}

export interface CapTablesOptions {
  /** The form secret: the key of the hashes, the same on every copy (FORM_SECRET). */
  secret: Buffer;
  /** Rows kept at most in each table. */
  maxKeys?: number;
  now?: () => number;
}

/** The hour's buckets of a row when `m` (a minute since the epoch) is the first it counts. */
const freshBuckets = (m: number) => {
  const minutes = Array<number>(BUCKETS).fill(-1);
  const counts = Array<number>(BUCKETS).fill(0);
  minutes[m % BUCKETS] = m;
  counts[m % BUCKETS] = 1;
  return { minutes, counts };
};

/** What a row of cap_hours (as `h`, or unqualified) counts in the hour ending at minute `m`. */
const inHour = (m: number, row: 'h' | 'cap_hours') =>
  sql<number>`(select coalesce(sum(c), 0) from unnest(${sql.ref(`${row}.minutes`)}, ${sql.ref(`${row}.counts`)}) as u(mi, c) where mi > ${m}::bigint - ${BUCKETS} and mi <= ${m}::bigint)`;

export function capTables(db: Kysely<Database>, options: CapTablesOptions): SharedCaps {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const hash = (key: string) => keyedHash(options.secret, 'cap', key);
  let sweptAt = -Infinity;
  const sweepTable = async (table: 'cap_hours' | 'cap_days', t: number) => {
    await db.deleteFrom(table).where('expires_at', '<=', t).execute();
    // Over the cap (a flood of addresses): the rows ending soonest go.
    const edge = await db
      .selectFrom(table)
      .select('expires_at')
      .orderBy('expires_at', 'desc')
      .offset(maxKeys)
      .limit(1)
      .executeTakeFirst();
    if (edge) await db.deleteFrom(table).where('expires_at', '<=', edge.expires_at).execute();
  };
  const maybeSweep = (t: number) => {
    if (now() - sweptAt < SWEEP_MS) return;
    sweptAt = now();
    void sweepTable('cap_hours', t)
      .then(() => sweepTable('cap_days', t))
      .catch(() => undefined);
  };

  /** The upsert counting one under `k` at minute `m`: from `source` (its values), within `limit` when given. */
  const countOne = (m: number, source: RawBuilder<unknown>, limit?: number) => {
    const i = (m % BUCKETS) + 1;
    return sql`insert into cap_hours as h (k, minutes, counts, expires_at) ${source}
      on conflict (k) do update set
        counts[${i}::int] = case when h.minutes[${i}::int] = ${m}::bigint then h.counts[${i}::int] + 1 else 1 end,
        minutes[${i}::int] = ${m}::bigint,
        expires_at = greatest(h.expires_at, excluded.expires_at)
      ${limit === undefined ? sql`` : sql`where ${inHour(m, 'h')} < ${limit}`}
      returning 1`;
  };
  const valuesOf = (k: string, m: number) => {
    const { minutes, counts } = freshBuckets(m);
    return [k, minutes, counts, (m + BUCKETS) * MINUTE_MS] as const;
  };

  return {
    async takeHourly(steps, t) {
      const none = steps.findIndex((s) => s.limit < 1);
      if (none >= 0) return none;
      maybeSweep(t);
      const m = Math.floor(t / MINUTE_MS);
      const keys = steps.map((s) => hash(s.key));
      // Each step counts only when the one before it did: t0, then t1 … in one statement.
      const ctes = steps.map((s, n) => {
        const [k, minutes, counts, expiresAt] = valuesOf(keys[n]!, m);
        const row = sql`${k}::text, ${minutes}::bigint[], ${counts}::bigint[], ${expiresAt}::bigint`;
        const source =
          n === 0 ? sql`values (${row})` : sql`select ${row} where exists (select 1 from ${sql.raw(`t${n - 1}`)})`;
        return sql`${sql.raw(`t${n}`)} as (${countOne(m, source, s.limit)})`;
      });
      const took = sql.join(steps.map((_, n) => sql`(select count(*) from ${sql.raw(`t${n}`)})`));
      const { rows } = await sql<{ took: number[] }>`with ${sql.join(ctes)} select array[${took}] as took`.execute(db);
      const counted = rows[0]!.took.map(Number);
      const refused = counted.findIndex((c) => c === 0);
      if (refused > 0) {
        // A later step had no room: the earlier ones give their unit back (the same minute's bucket).
        const i = (m % BUCKETS) + 1;
        await sql`update cap_hours set counts[${i}::int] = counts[${i}::int] - 1
          where k = any(${keys.slice(0, refused)}::text[]) and minutes[${i}::int] = ${m}::bigint and counts[${i}::int] > 0`
          .execute(db)
          .catch(() => undefined);
      }
      return refused;
    },
    async addHourly(key, t) {
      maybeSweep(t);
      const m = Math.floor(t / MINUTE_MS);
      const [k, minutes, counts, expiresAt] = valuesOf(hash(key), m);
      await countOne(
        m,
        sql`values (${k}::text, ${minutes}::bigint[], ${counts}::bigint[], ${expiresAt}::bigint)`,
      ).execute(db);
    },
    async hourlyTotals(keys, t) {
      const m = Math.floor(t / MINUTE_MS);
      const hashed = keys.map(hash);
      const rows = await db
        .selectFrom('cap_hours')
        .select(['k', inHour(m, 'cap_hours').as('n')])
        .where('k', 'in', hashed)
        .execute();
      return hashed.map((k) => Number(rows.find((r) => r.k === k)?.n ?? 0));
    },
    async takeDaily(key, day, limit, t) {
      if (limit < 1) return false;
      maybeSweep(t);
      const row = await db
        .insertInto('cap_days')
        .values({ k: hash(key), day, n: 1, expires_at: t + DAY_MS })
        .onConflict((oc) =>
          oc
            .column('k')
            .doUpdateSet({
              n: sql<number>`case when cap_days.day = excluded.day then cap_days.n + 1 else 1 end`,
              day: sql<string>`excluded.day`,
              expires_at: sql<number>`excluded.expires_at`,
            })
            .where((eb) => eb.or([eb('cap_days.day', '<>', sql<string>`excluded.day`), eb('cap_days.n', '<', limit)])),
        )
        .returning('n')
        .executeTakeFirst();
      return row !== undefined;
    },
    async giveBackDaily(key, day) {
      await db
        .updateTable('cap_days')
        .set({ n: sql<number>`n - 1` })
        .where('k', '=', hash(key))
        .where('day', '=', day)
        .where('n', '>', 0)
        .execute();
    },
  };
}

/**
 * A cap's way through a database that may not answer: the shared count, or
 * this copy's own in memory while the store fails (one error line a minute
 * per cap), so the check always answers and the visitor's post goes on.
 */
export function orLocal(options: { cap: string; logger?: Logger }) {
  let toldAt = -Infinity;
  return async <T>(shared: () => Promise<T>, local: () => T): Promise<T> => {
    try {
      return await shared();
    } catch (err) {
      if (Date.now() - toldAt >= TELL_AGAIN_MS) {
        toldAt = Date.now();
        options.logger?.error(
          { err, cap: options.cap },
          `${options.cap}: the store did not answer; this copy counts alone`,
        );
      }
      return local();
    }
  };
}
