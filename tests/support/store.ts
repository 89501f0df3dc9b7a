// One test file, both engines: `eachEngine` runs a describe block against
// SQLite always and against PostgreSQL when TEST_DATABASE_URL is set (CI sets
// it; .ci/run fails when those tests did not run). Each store a test opens is
// fresh: SQLite in a new temporary folder, PostgreSQL in a new schema that
// is dropped when the file's tests are done.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe } from 'vitest';
import { openStore, type Store, type StoreOptions } from '../../server/store/store';
import type { Engine } from '../../server/store/migrate';

const url = process.env.TEST_DATABASE_URL;

/** The engines this run tests: SQLite, and PostgreSQL when TEST_DATABASE_URL names one. */
export const ENGINES: readonly Engine[] = url ? ['sqlite', 'postgres'] : ['sqlite'];

export interface EngineUnderTest {
  engine: Engine;
  /**
   * A fresh store, migrated (unless `migrate: false`). The same `place`
   * opens the same store again (a restart, a second copy of the site).
   */
  open(options?: Partial<StoreOptions> & { place?: StorePlace }): Promise<Store>;
  /** Where a fresh store lives: a data folder, and for PostgreSQL a schema of its own. */
  place(): StorePlace;
}

export interface StorePlace {
  dataDir: string;
  schema?: string;
  databaseUrl?: string;
}

function engineUnderTest(engine: Engine): EngineUnderTest {
  const dirs: string[] = [];
  const schemas: string[] = [];
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close().catch(() => undefined)));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    if (schemas.length) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      for (const s of schemas) await client.query(`drop schema if exists ${s} cascade`);
      await client.end();
    }
  });
  const place = (): StorePlace => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-store-'));
    dirs.push(dataDir);
    if (engine === 'sqlite') return { dataDir };
    // Letters and digits only: it is written into search_path and `create schema`.
    const schema = `t_${randomBytes(8).toString('hex')}`;
    schemas.push(schema);
    return { dataDir, schema, databaseUrl: url };
  };
  return {
    engine,
    place,
    async open(options = {}) {
      const where = options.place ?? place();
      if (where.schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        // Two copies opening one place at once race in `if not exists`: the loser's duplicate is the same schema.
        await client.query(`create schema if not exists ${where.schema}`).catch((err: { code?: string }) => {
          if (err.code !== '23505') throw err;
        });
        await client.end();
      }
      const store = await openStore({ ...where, ...options });
      opened.push(store);
      return store;
    },
  };
}

/** `describe(title)` once per engine, the engine's name in the title ("… [postgres]"). */
export function eachEngine(title: string, body: (e: EngineUnderTest) => void) {
  for (const engine of ENGINES) describe(`${title} [${engine}]`, () => body(engineUnderTest(engine)));
}
