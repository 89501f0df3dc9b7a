// What bounds visitors' posts, where every copy of the site sees it: the
// rate limits' fixed windows and the saved no-JS form states. On SQLite (one
// machine, one process) they stay in that process's bounded memory, as
// cheap as a table of typed arrays and a Map; on PostgreSQL they live in two
// UNLOGGED tables (migrations/0004-limits.ts), so a client posting through
// two copies behind one proxy meets one limit, and a form saved by one copy
// is shown by the other. docs/decisions/0073-limits-shared-between-copies.md
// says why. The caps on what a stranger can make the site send come with
// them (`caps`, server/store/caps.ts): none beside SQLite, where each cap
// counts in memory.
//
// A hit is one statement (`insert … on conflict do update … returning`),
// answered before the body is read. Keys are keyed hashes (HMAC with the
// form secret, which every copy shares) of the limit's name and the client's
// network, never its address. Rows whose window has passed are swept at
// most every SWEEP_MS by the copy that hits then; past `maxKeys` rows the
// windows ending soonest go, as the memory table forgets its older
// generation. A database that does not answer leaves each copy counting in
// its own memory until it does: the limit then holds per copy, never not at all.
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './schema';
import type { Store } from './store';
import { memoryStore, memoryWindows, type RateWindows, type SharedRateLimitStore } from '../http/rate-limit';
import { memoryFormStates, type FormStateStore, type SavedFormState } from '../forms/form-states';
import type { ServerFormState } from '../../shared/ssr-data';
import { capTables, keyedHash, type SharedCaps } from './caps';

/** A copy sweeps passed windows and expired states at most this often. */
const SWEEP_MS = 10_000;
/** While the database does not answer, the operator is told again at most this often. */
const TELL_AGAIN_MS = 60_000;

export interface SharedLimits {
  /** A rate limit's windows, by the limit's name. */
  windows: RateWindows;
  /** Where saved no-JS form states live. */
  formStates: FormStateStore;
  /** The caps on mail to visitors and applications, shared by the copies (PostgreSQL); none: each counts in memory (server/store/caps.ts). */
  caps?: SharedCaps;
}

export interface LimitTablesOptions {
  /** The form secret: the key of the hashes, the same on every copy (FORM_SECRET). */
  secret: Buffer;
  /** Windows kept at most per limit (memory) or in all (PostgreSQL). */
  maxKeys?: number;
  logger?: Logger;
  now?: () => number;
}

/** The limits for the store's engine: memory beside SQLite, tables in PostgreSQL. */
export function limitTables(store: Store, options: LimitTablesOptions): SharedLimits {
  if (store.engine === 'sqlite')
    return { windows: memoryWindows({ maxKeys: options.maxKeys }), formStates: memoryFormStates() };
  return {
    windows: postgresWindows(store.db, options),
    formStates: postgresFormStates(store.db, options),
    caps: capTables(store.db, options),
  };
}

const hashOf = keyedHash;

function postgresWindows(db: Kysely<Database>, options: LimitTablesOptions): RateWindows {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  let sweptAt = -Infinity;
  let toldAt = -Infinity;
  const sweep = async (t: number) => {
    await db.deleteFrom('rate_windows').where('reset_at', '<=', t).execute();
    // Over the cap (a flood of addresses): the windows ending soonest go.
    const edge = await db
      .selectFrom('rate_windows')
      .select('reset_at')
      .orderBy('reset_at', 'desc')
      .offset(maxKeys)
      .limit(1)
      .executeTakeFirst();
    if (edge) await db.deleteFrom('rate_windows').where('reset_at', '<=', edge.reset_at).execute();
  };
  return (name) => {
    const local = memoryStore({ maxKeys });
    const store: SharedRateLimitStore = {
      async hit(key, t, windowMs) {
        if (now() - sweptAt >= SWEEP_MS) {
          sweptAt = now();
          void sweep(t).catch(() => undefined);
        }
        try {
          const row = await db
            .insertInto('rate_windows')
            .values({ k: hashOf(options.secret, 'rate', name, key), hits: 1, reset_at: t + windowMs })
            .onConflict((oc) =>
              oc.column('k').doUpdateSet({
                hits: sql<number>`case when rate_windows.reset_at <= ${t} then 1 else rate_windows.hits + 1 end`,
                reset_at: sql<number>`case when rate_windows.reset_at <= ${t} then ${t + windowMs}::bigint else rate_windows.reset_at end`,
              }),
            )
            .returning(['hits', 'reset_at'])
            .executeTakeFirstOrThrow();
          return { count: row.hits, resetAt: row.reset_at };
        } catch (err) {
          if (now() - toldAt >= TELL_AGAIN_MS) {
            toldAt = now();
            options.logger?.error({ err, limit: name }, 'rate limit: the store did not answer; this copy counts alone');
          }
          return local.hit(key, t, windowMs);
        }
      },
    };
    return store;
  };
}

function postgresFormStates(db: Kysely<Database>, options: LimitTablesOptions): FormStateStore {
  const now = options.now ?? Date.now;
  let sweptAt = -Infinity;
  return {
    async save(key, entry, bounds) {
      const client = hashOf(options.secret, 'form-state', entry.client);
      await db.transaction().execute(async (trx) => {
        if (now() - sweptAt >= SWEEP_MS) {
          sweptAt = now();
          await trx.deleteFrom('form_states').where('expires_at', '<=', bounds.now).execute();
        }
        await trx
          .insertInto('form_states')
          .values({
            key,
            holder: entry.holder,
            client,
            pathname: entry.pathname,
            state: JSON.stringify(entry.state),
            expires_at: entry.expiresAt,
          })
          .execute();
        // The client's oldest past its quota go.
        await trx
          .deleteFrom('form_states')
          .where(
            'key',
            'in',
            trx
              .selectFrom('form_states')
              .select('key')
              .where('client', '=', client)
              .orderBy('seq', 'desc')
              .offset(bounds.maxPerClient),
          )
          .execute();
        // Past the total, the client holding most gives up its oldest (among equals, the one saved first).
        const { n } = await trx
          .selectFrom('form_states')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        for (let over = Number(n) - bounds.maxEntries; over > 0; over--) {
          const heaviest = trx
            .selectFrom('form_states')
            .select('client')
            .groupBy('client')
            .orderBy((eb) => eb.fn.countAll(), 'desc')
            .orderBy((eb) => eb.fn.min('seq'))
            .limit(1);
          const oldest = trx
            .selectFrom('form_states')
            .select('key')
            .where('client', '=', heaviest)
            .orderBy('seq')
            .limit(1);
          await trx.deleteFrom('form_states').where('key', '=', oldest).execute();
        }
      });
    },
    async find(key, t) {
      const row = await db
        .selectFrom('form_states')
        .select(['holder', 'pathname', 'state', 'expires_at', 'client'])
        .where('key', '=', key)
        .where('expires_at', '>', t)
        .executeTakeFirst();
      if (!row) return undefined;
      const found: SavedFormState = {
        holder: row.holder,
        pathname: row.pathname,
        state: JSON.parse(row.state) as ServerFormState,
        expiresAt: row.expires_at,
        client: row.client,
      };
      return found;
    },
  };
}
