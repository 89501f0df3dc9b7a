// The embedded engine: one SQLite file, DATA_DIR/site.db, through libsql
// (better-sqlite3's API; prebuilt N-API binaries as registry packages, so
// one node_modules serves Node 20, 22 and 24 with no compiler and no
// install script). Set for durability over speed, which a site of this size
// can afford: WAL (readers never wait for the writer), synchronous=FULL (a
// commit survives a power cut, not only a crash), secure_delete (a deleted
// row's bytes are overwritten, so an erased address leaves no copy in the
// file), busy_timeout (the operators' command and the site wait for each
// other's write lock instead of failing).
//
// libsql's calls are synchronous, and a commit waits for its fsync; so the
// connection lives in a worker thread (sqlite-worker.mjs) and this side is
// a Kysely driver that sends it one statement at a time. The event loop
// that answers pages never waits for the disk; the connection stays one,
// used by one caller at a time (a transaction holds it from `begin` to
// `commit`). docs/decisions: the record on SQLite in a worker thread.
import { mkdirSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  Kysely,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { MIGRATIONS_TABLE, migrationText, missing, type Migration } from './migrate';
import type { Database } from './schema';

/** The store's file in DATA_DIR. */
export const SQLITE_FILE = 'site.db';
/** How long a write waits for another process's write lock before it fails. */
const BUSY_TIMEOUT_MS = 10_000;
const PRAGMAS = [
  `busy_timeout = ${BUSY_TIMEOUT_MS}`,
  'journal_mode = WAL',
  'synchronous = FULL',
  'secure_delete = ON',
  'foreign_keys = ON',
];

// Beside this module in development and tests; beside each bundle that holds
// the store in production (vite.config.ts copies it there).
const WORKER = new URL('./sqlite-worker.mjs', import.meta.url);

/**
 * An error SQLite gave, as libsql's SqliteError has it: `code` names it
 * (SQLITE_FULL, SQLITE_BUSY, SQLITE_CONSTRAINT_UNIQUE, ...), `rawCode` is
 * SQLite's extended result code.
 */
export class SqliteError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly rawCode?: number,
  ) {
    super(message);
  }
}
Object.defineProperty(SqliteError.prototype, 'name', { value: 'SqliteError' });

interface WorkerError {
  name: string;
  message: string;
  code?: string;
  rawCode?: number;
}

function fromWorker(e: WorkerError): Error {
  if (e.code !== undefined) return new SqliteError(e.message, e.code, e.rawCode);
  const err = new Error(e.message);
  if (e.name !== 'Error') Object.defineProperty(err, 'name', { value: e.name });
  return err;
}

/**
 * The worker thread that holds the connection: requests and their answers,
 * in order. It keeps the process alive only while a request is on its way,
 * as a synchronous handle would (a store left open does not hold a
 * command's process), and it ends when the store is closed.
 */
export class SqliteWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private next = 0;
  /** Why no request can be answered any more (the worker stopped, or the store was closed). */
  private stopped: Error | undefined;
  private closing: Promise<void> | undefined;
  /** Resolves once the file is open with its pragmas set; rejects with why it could not be. */
  readonly ready: Promise<void>;

  constructor(file: string) {
    this.worker = new Worker(WORKER, { workerData: { file, pragmas: PRAGMAS } });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      // Its first message says whether the file is open; each later one answers a request.
      this.worker.on('message', (m: { ready?: boolean; id: number; result?: unknown; error?: WorkerError }) => {
        if (m.ready === undefined) this.answer(m);
        else if (m.ready) resolve();
        else reject(fromWorker(m.error!));
      });
      this.worker.once('exit', () => reject(new Error('the SQLite worker stopped before the store was open')));
    });
    // Whoever uses the store first hears of a failure; until then it is no one's.
    this.ready.catch(() => undefined);
    this.worker.on('error', (err) => this.stop(err));
    this.worker.on('exit', (code) => this.stop(new Error(`the SQLite worker stopped (exit code ${code})`)));
  }

  private answer(m: { id: number; result?: unknown; error?: WorkerError }) {
    const w = this.waiting.get(m.id);
    if (!w) return;
    this.waiting.delete(m.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (m.error) w.reject(fromWorker(m.error));
    else w.resolve(m.result);
  }

  private stop(err: Error) {
    this.stopped ??= err;
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }

  request<T>(message: { op: string; sql?: string; parameters?: readonly unknown[] }): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  query<R>(text: string, parameters: readonly unknown[] = []): Promise<QueryResult<R>> {
    return this.request({ op: 'query', sql: text, parameters });
  }

  /** Statements separated by `;`, as SQLite's exec runs them. */
  exec(text: string): Promise<void> {
    return this.request({ op: 'exec', sql: text });
  }

  inTransaction(): Promise<boolean> {
    return this.request({ op: 'inTransaction' });
  }

  /** Close the file and end the thread (once; later calls wait for the same end). */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const exited = new Promise((r) => this.worker.once('exit', r));
      if (!this.stopped) {
        await this.ready.catch(() => undefined);
        await this.request({ op: 'close' }).catch(() => undefined);
        this.stop(new Error('the store is closed'));
        // The worker ends once its port is closed; terminate only if it does not.
        const late = setTimeout(() => void this.worker.terminate(), 5_000);
        await exited;
        clearTimeout(late);
      }
    })();
    return this.closing;
  }
}

/** Kysely's one connection to the worker, used by one caller at a time. */
class Connection implements DatabaseConnection {
  constructor(private readonly worker: SqliteWorker) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.worker.query<R>(query.sql, query.parameters);
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the SQLite store does not stream queries');
  }
}

/**
 * Kysely's SqliteDriver over the worker, with one change: a transaction
 * begins IMMEDIATE (it takes the write lock at once, so two processes
 * changing the store queue on busy_timeout rather than one failing with
 * SQLITE_BUSY when its read turns into a write).
 */
class WorkerDriver implements Driver {
  private readonly connection: Connection;
  private held: Promise<void> | undefined;
  private release: (() => void) | undefined;

  constructor(private readonly worker: SqliteWorker) {
    this.connection = new Connection(worker);
  }
  init(): Promise<void> {
    return this.worker.ready;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => (this.release = resolve));
    return this.connection;
  }
  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.held = undefined;
    this.release = undefined;
    release?.();
  }
  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }
  destroy(): Promise<void> {
    return this.worker.close();
  }
}

class WorkerDialect implements Dialect {
  constructor(private readonly worker: SqliteWorker) {}
  createDriver = () => new WorkerDriver(this.worker);
  createQueryCompiler = () => new SqliteQueryCompiler();
  createAdapter = () => new SqliteAdapter();
  createIntrospector = (db: Kysely<unknown>) => new SqliteIntrospector(db);
}

export interface SqliteEngine {
  worker: SqliteWorker;
  db: Kysely<Database>;
}

export function openSqlite(options: { dataDir: string; file?: string }): SqliteEngine {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dataDir, options.file ?? SQLITE_FILE);
  // Created 0600 before SQLite opens it; its -wal and -shm files take the same mode.
  closeSync(openSync(file, 'a', 0o600));
  const worker = new SqliteWorker(file);
  return { worker, db: new Kysely<Database>({ dialect: new WorkerDialect(worker) }) };
}

/**
 * Apply what is missing, holding SQLite's write lock for the whole run and
 * the store's one connection from `begin` to `commit`: nothing else in
 * this process reaches the store in between, and another process waits on
 * busy_timeout.
 */
export function migrateSqlite(
  db: Kysely<Database>,
  worker: SqliteWorker,
  list: readonly Migration[],
  now: number,
): Promise<Migration[]> {
  return db.connection().execute(async (conn) => {
    await worker.exec('begin immediate');
    try {
      await worker.exec(MIGRATIONS_TABLE);
      const done = (await sql<{ id: number }>`select id from store_migrations`.execute(conn)).rows.map((r) => r.id);
      const todo = missing(list, done);
      for (const m of todo) {
        await worker.exec(migrationText(m, 'sqlite'));
        await sql`insert into store_migrations (id, name, applied_at) values (${m.id}, ${m.name}, ${now})`.execute(
          conn,
        );
      }
      await worker.exec('commit');
      return todo;
    } catch (err) {
      if (await worker.inTransaction().catch(() => false)) await worker.exec('rollback');
      throw err;
    }
  });
}
