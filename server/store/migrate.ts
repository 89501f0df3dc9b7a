// Numbered migrations, one dialect-neutral set: each is SQL both engines
// read alike (text, bigint, smallint, check constraints, partial indexes),
// or, where they cannot, one text per engine under the same number. So a job
// adds one file, and both engines are always at the same number.
// docs/decisions/0066-one-store-sqlite-and-postgresql.md says why.
//
// Applied at start and by `npm run store -- migrate`, inside one
// transaction that first takes the engine's lock, so two copies starting at
// once apply each migration once: SQLite's write lock (`begin immediate`,
// waited for by busy_timeout), PostgreSQL's transaction-level advisory lock.
// Both engines run DDL inside a transaction, so a migration that fails
// leaves nothing half-made. What was applied is recorded in store_migrations.

export interface Migration {
  /** Its number: 1, 2, 3… in the order they apply. */
  id: number;
  name: string;
  /** The statements, separated by `;`: one text for both engines, or one per engine. */
  sql: string | { sqlite: string; postgres: string };
}

export type Engine = 'sqlite' | 'postgres';

export const MIGRATIONS_TABLE = `create table if not exists store_migrations (
  id integer primary key,
  name text not null,
  applied_at bigint not null
)`;

export function migrationText(m: Migration, engine: Engine): string {
  return typeof m.sql === 'string' ? m.sql : m.sql[engine];
}

/** Check the list is in order with no gap or repeat: a mistake here must stop the site, not skip a migration. */
export function checkOrder(list: readonly Migration[]): void {
  list.forEach((m, i) => {
    if (m.id !== i + 1) throw new Error(`store migration ${m.name} has number ${m.id}, expected ${i + 1}`);
  });
}

/**
 * Which of `list` are still to apply, given the numbers the store has
 * recorded; a store whose numbers run past this code's (a newer release
 * ran) is refused.
 */
export function missing(list: readonly Migration[], done: Iterable<number | string>): Migration[] {
  checkOrder(list);
  const applied = new Set([...done].map(Number));
  const newest = Math.max(0, ...applied);
  if (newest > list.length)
    throw new Error(
      `the store has migration ${newest} applied, and this release knows ${list.length}: run the newer release`,
    );
  return list.filter((m) => !applied.has(m.id));
}
