// The embedded engine: one SQLite file, DATA_DIR/site.db, through libsql
// (better-sqlite3's API; prebuilt N-API binaries as registry packages, so
// one node_modules serves Node 20, 22 and 24 with no compiler and no
// install script). Set for durability over speed, which a site of this size
// can afford: WAL (readers never wait for the writer), synchronous=FULL (a
// commit survives a power cut, not only a crash), secure_delete (a deleted
// row's bytes are overwritten, so an erased address leaves no copy in the
// file), busy_timeout (the operators' command and the site wait for each
// other's write lock instead of failing).
import { mkdirSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'libsql';
import { Kysely, SqliteDialect } from 'kysely';
import { MIGRATIONS_TABLE, migrationText, missing, type Migration } from './migrate';
import type { Database } from './schema';

/** The store's file in DATA_DIR. */
export const SQLITE_FILE = 'site.db';
/** How long a write waits for another process's write lock before it fails. */
const BUSY_TIMEOUT_MS = 10_000;
/** Prepared statements kept for reuse (the site's queries are a few dozen texts). */
const STATEMENT_CACHE = 200;

type Db = InstanceType<typeof Sqlite>;
type Statement = ReturnType<Db['prepare']>;

export interface SqliteEngine {
  raw: Db;
  db: Kysely<Database>;
}

/**
 * The connection as Kysely's SqliteDialect sees it, with two changes: a
 * transaction begins IMMEDIATE (it takes the write lock at once, so two
 * processes changing the store queue on busy_timeout rather than one failing
 * with SQLITE_BUSY when its read turns into a write), and statements are
 * prepared once and reused.
 */
function dialectDatabase(raw: Db) {
  const cache = new Map<string, Statement>();
  return {
    close: () => raw.close(),
    prepare(sql: string): Statement {
      const text = sql === 'begin' ? 'begin immediate' : sql;
      let stmt = cache.get(text);
      if (!stmt) {
        stmt = raw.prepare(text);
        if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
        cache.set(text, stmt);
      }
      return stmt;
    },
  };
}

export function openSqlite(options: { dataDir: string; file?: string }): SqliteEngine {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dataDir, options.file ?? SQLITE_FILE);
  // Created 0600 before SQLite opens it; its -wal and -shm files take the same mode.
  closeSync(openSync(file, 'a', 0o600));
  const raw = new Sqlite(file);
  raw.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('secure_delete = ON');
  raw.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: dialectDatabase(raw) as never }) });
  return { raw, db };
}

/**
 * Apply what is missing, holding SQLite's write lock for the whole run.
 * Synchronous from `begin` to `commit`: nothing else in this process can
 * run in between, and another process waits on busy_timeout.
 */
export function migrateSqlite(raw: Db, list: readonly Migration[], now: number): Migration[] {
  raw.exec('begin immediate');
  try {
    raw.exec(MIGRATIONS_TABLE);
    const done = (raw.prepare('select id from store_migrations').all() as { id: number }[]).map((r) => r.id);
    const todo = missing(list, done);
    const record = raw.prepare('insert into store_migrations (id, name, applied_at) values (?, ?, ?)');
    for (const m of todo) {
      raw.exec(migrationText(m, 'sqlite'));
      record.run(m.id, m.name, now);
    }
    raw.exec('commit');
    return todo;
  } catch (err) {
    if (raw.inTransaction) raw.exec('rollback');
    throw err;
  }
}
