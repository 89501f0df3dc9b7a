// The one store: everything the site keeps that must outlive a process or
// be shared between copies goes through here. SQLite in DATA_DIR by default
// (nothing to install or run); PostgreSQL when DATABASE_URL is set, so
// several copies behind one proxy behave as one. Both are reached through
// one query builder (Kysely), so each job's queries are written once; the
// jobs live beside this file, each a small interface over its own tables
// (subscribers.ts). docs/decisions/0066-one-store-sqlite-and-postgresql.md
// says why.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { MIGRATIONS } from './migrations';
import type { Engine, Migration } from './migrate';
import { migrateSqlite, openSqlite } from './sqlite';
import { migratePostgres, openPostgres } from './postgres';

export interface StoreOptions {
  /** DATA_DIR: where SQLite's file lives. */
  dataDir: string;
  /** postgres://…: PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** PostgreSQL only: the schema to work in (each test file its own). */
  schema?: string;
  /** Apply missing migrations when opening (the site and the commands do; `false` for `store -- status`). */
  migrate?: boolean;
  now?: () => number;
  /** The migrations (tests give others); default: every migration of the store. */
  migrations?: readonly Migration[];
}

export interface Store {
  engine: Engine;
  db: Kysely<Database>;
  /** Apply what is missing, under the engine's lock; resolves with what it applied. */
  migrate(): Promise<Migration[]>;
  /**
   * After an erasure: SQLite folds its write-ahead log into the file
   * (secure_delete has overwritten the rows there), so no copy of an erased
   * row stays in the log. PostgreSQL's dead rows are vacuumed by autovacuum.
   */
  afterErasure(): Promise<void>;
  /**
   * A consistent copy of the whole store in `file`, taken while the site
   * runs (SQLite's VACUUM INTO). PostgreSQL is backed up with pg_dump.
   */
  backup(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The store's options from the site's configuration. */
export const storeOptions = (config: { DATABASE_URL?: string }, dataDir: string): StoreOptions => ({
  dataDir,
  databaseUrl: config.DATABASE_URL,
});

export async function openStore(options: StoreOptions): Promise<Store> {
  const now = options.now ?? Date.now;
  const list = options.migrations ?? MIGRATIONS;
  let store: Store;
  if (options.databaseUrl) {
    const { pool, db } = openPostgres({ url: options.databaseUrl, schema: options.schema });
    store = {
      engine: 'postgres',
      db,
      migrate: () => migratePostgres(pool, list, now()),
      afterErasure: async () => undefined,
      backup: async () => {
        throw new Error('the store is PostgreSQL: back it up with pg_dump (docs/backups.md)');
      },
      close: () => db.destroy(),
    };
  } else {
    const { worker, db } = openSqlite({ dataDir: options.dataDir });
    store = {
      engine: 'sqlite',
      db,
      // On Kysely's one connection, so it never runs inside another query's transaction.
      migrate: () => migrateSqlite(db, worker, list, now()),
      afterErasure: async () => void (await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)),
      backup: async (file) => void (await sql`vacuum into ${file}`.execute(db)),
      // Kysely ends the worker once it has used it; a store closed before any query ends it here.
      close: () => db.destroy().finally(() => worker.close()),
    };
  }
  if (options.migrate !== false) {
    try {
      await store.migrate();
    } catch (err) {
      await store.close();
      throw err;
    }
  }
  return store;
}
