// The SQLite connection itself, in a worker thread that server/store/sqlite.ts
// starts: libsql's calls are synchronous, so each commit's fsync
// (synchronous=FULL) blocks the thread that makes it; here that thread is
// this one, not the event loop that answers pages. Plain JavaScript so Node
// runs it as it is, in development and tests and beside each bundle that
// holds the store (vite.config.ts copies it there).
//
// One connection, one request at a time, in the order they come: the main
// thread's driver sends a transaction's statements one after another on
// the connection it holds, so nothing of another caller runs in between.
// Requests ({ id, op, ... }) each get one answer ({ id, result } or
// { id, error }); an error keeps libsql's code ('SQLITE_FULL',
// 'SQLITE_CONSTRAINT_UNIQUE', ...) and number, which structured cloning
// would drop.
//
//   { op: 'query', sql, parameters }  Kysely's query: its rows, or what it changed
//   { op: 'exec', sql }               statements separated by `;` (a migration's text)
//   { op: 'inTransaction' }           whether a transaction is open
//   { op: 'close' }                   close the file; the worker then ends
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const Sqlite = require('libsql');

/** Prepared statements kept for reuse (the site's queries are a few dozen texts). */
const STATEMENT_CACHE = 200;

/** @type {{ file: string, pragmas: string[] }} */
const { file, pragmas } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @param {unknown} err */
const errorOf = (err) => {
  const e = /** @type {Error & { code?: unknown, rawCode?: unknown }} */ (err);
  return {
    name: e?.name ?? 'Error',
    message: e?.message ?? String(err),
    code: typeof e?.code === 'string' ? e.code : undefined,
    rawCode: typeof e?.rawCode === 'number' ? e.rawCode : undefined,
  };
};

let db;
try {
  db = new Sqlite(file);
  for (const p of pragmas) db.pragma(p);
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ ready: false, error: errorOf(err) });
  port.close();
}

const cache = new Map();
function prepare(sql) {
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value);
    cache.set(sql, stmt);
  }
  return stmt;
}

/** As Kysely's own SqliteDriver runs a query on better-sqlite3's API. */
function query(sql, parameters) {
  const stmt = prepare(sql);
  if (stmt.reader) return { rows: stmt.all(parameters) };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return {
    rows: [],
    numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
    insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
  };
}

if (db)
  port.on('message', (request) => {
    const { id, op } = request;
    try {
      let result;
      if (op === 'query') result = query(request.sql, request.parameters);
      else if (op === 'exec') db.exec(request.sql);
      else if (op === 'inTransaction') result = db.inTransaction;
      else if (op === 'close') {
        cache.clear();
        db.close();
        port.postMessage({ id });
        port.close();
        return;
      } else throw new Error(`the SQLite worker has no request "${op}"`);
      port.postMessage({ id, result });
    } catch (err) {
      port.postMessage({ id, error: errorOf(err) });
    }
  });
