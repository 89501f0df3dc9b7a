// The shared engine: PostgreSQL through a `pg` pool, chosen by DATABASE_URL,
// so several copies of the site behind one proxy keep one list. int8 columns
// (times in ms, counts) come back as numbers, set on this pool only.
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { MIGRATIONS_TABLE, migrationText, missing, type Migration } from './migrate';
import type { Database } from './schema';

/** Connections one copy of the site holds at most: its work is short transactions. */
const POOL_SIZE = 10;
/**
 * The key of the advisory lock migrations run under (any fixed 64-bit
 * number; this one is "buea-sto" in ASCII), so two copies starting at once
 * apply each migration once.
 */
const MIGRATION_LOCK = '7094921893394920559';

const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresEngine {
  pool: pg.Pool;
  db: Kysely<Database>;
}

/** `schema`: the tests' own schema (search_path); the site uses the URL's database as it is. */
export function openPostgres(options: { url: string; schema?: string }): PostgresEngine {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: POOL_SIZE,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection the server drops (a restart) must not crash the site; the next query reconnects.
  pool.on('error', () => undefined);
  return { pool, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
}

export async function migratePostgres(pool: pg.Pool, list: readonly Migration[], now: number): Promise<Migration[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    const done = (await client.query<{ id: number }>('select id from store_migrations')).rows.map((r) => r.id);
    const applied = missing(list, done);
    for (const m of applied) {
      await client.query(migrationText(m, 'postgres'));
      await client.query('insert into store_migrations (id, name, applied_at) values ($1, $2, $3)', [
        m.id,
        m.name,
        now,
      ]);
    }
    await client.query('commit');
    return applied;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
