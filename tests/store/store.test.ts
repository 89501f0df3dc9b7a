// The store's core on each engine: migrations applied once, recorded,
// under a lock two copies can both take; the schema's constraints enforced
// by the database; a consistent backup while it is open.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'libsql';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../server/store/migrations';
import { checkOrder, type Migration } from '../../server/store/migrate';
import { openStore } from '../../server/store/store';
import { storeCommand } from '../../server/store/cli';
import { eachEngine } from '../support/store';

const pending = {
  sid: 'a'.repeat(22),
  email: 'a@example.org',
  status: 'pending' as const,
  signed_up_at: 1,
  lang: 'en' as const,
  page: '/',
  confirm_mail_at: 1,
  confirmed_at: null,
  consent_at: null,
  consent_lang: null,
  consent_page: null,
  consent_wording: null,
  imported: 0,
  client: 'c1',
};

const extra: Migration = { id: MIGRATIONS.length + 1, name: 'extra', sql: 'create table extra (a text)' };

eachEngine('the store', (e) => {
  it('applies every migration once and records it, even when two copies start at once', async () => {
    const place = e.place();
    const [a, b] = await Promise.all([
      // One clock for both: either copy may win the lock.
      e.open({ place, migrate: false, now: () => 42 }),
      e.open({ place, migrate: false, now: () => 42 }),
    ]);
    const applied = await Promise.all([a.migrate(), b.migrate()]);
    expect(applied.map((list) => list.length).sort()).toEqual([0, MIGRATIONS.length]);
    const rows = await a.db.selectFrom('store_migrations').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.name])).toEqual(MIGRATIONS.map((m) => [m.id, m.name]));
    expect(rows[0]!.applied_at).toBe(42);
    // A later release adds one: only that one is applied.
    expect((await a.migrate()).length).toBe(0);
    const later = await e.open({ place, migrations: [...MIGRATIONS, extra], migrate: false });
    expect((await later.migrate()).map((m) => m.name)).toEqual(['extra']);
  });

  it('refuses a store migrated by a newer release', async () => {
    const place = e.place();
    await e.open({ place, migrations: [...MIGRATIONS, extra] });
    await expect(e.open({ place })).rejects.toThrow(/run the newer release/);
  });

  it('rolls back a migration that fails, leaving nothing half-made', async () => {
    const place = e.place();
    const broken: Migration = {
      id: MIGRATIONS.length + 1,
      name: 'broken',
      sql: 'create table half (a text); nonsense here',
    };
    await expect(e.open({ place, migrations: [...MIGRATIONS, broken] })).rejects.toThrow();
    const store = await e.open({ place });
    const names = (await store.db.selectFrom('store_migrations').select('name').execute()).map((r) => r.name);
    expect(names).toEqual(MIGRATIONS.map((m) => m.name));
    await expect(sql`select * from half`.execute(store.db)).rejects.toThrow();
  });

  it('enforces one row per address and the columns each status needs', async () => {
    const store = await e.open();
    await store.db.insertInto('subscribers').values(pending).execute();
    await expect(
      store.db
        .insertInto('subscribers')
        .values({ ...pending, sid: 'b'.repeat(22) })
        .execute(),
    ).rejects.toThrow(
      e.engine === 'sqlite' ? expect.objectContaining({ code: 'SQLITE_CONSTRAINT_UNIQUE' }) : /unique/i,
    );
    const bad = [
      { status: 'gone' },
      { client: null },
      { status: 'confirmed' },
      { status: 'confirmed', confirmed_at: 2, client: null },
      { lang: 'de' },
      { page: `/${'p'.repeat(200)}` },
    ];
    for (const change of bad)
      await expect(
        store.db
          .insertInto('subscribers')
          .values({ ...pending, ...change, sid: 'c'.repeat(22), email: 'c@example.org' } as typeof pending)
          .execute(),
      ).rejects.toThrow(/check/i);
    // Confirmed with its consent, or imported without one: both hold.
    await store.db
      .insertInto('subscribers')
      .values({
        ...pending,
        sid: 'd'.repeat(22),
        email: 'd@example.org',
        status: 'confirmed',
        client: null,
        confirmed_at: 2,
        imported: 1,
      })
      .execute();
    expect(await store.db.selectFrom('subscribers').select('email').orderBy('email').execute()).toEqual([
      { email: 'a@example.org' },
      { email: 'd@example.org' },
    ]);
  });
});

describe('the SQLite store', () => {
  it('is durable: WAL, synchronous FULL, secure_delete, a busy timeout', async () => {
    const dataDir = (await import('node:fs')).mkdtempSync(path.join((await import('node:os')).tmpdir(), 'site-store-'));
    const store = await openStore({ dataDir });
    const pragmas = await sql<
      Record<string, unknown>
    >`select * from pragma_journal_mode, pragma_synchronous, pragma_secure_delete, pragma_busy_timeout`.execute(
      store.db,
    );
    expect(Object.values(pragmas.rows[0]!)).toEqual(['wal', 2, 1, 10_000]);
    await store.close();
  });

  it('backs up a consistent copy while it is open, and the command refuses to overwrite a file', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-store-'));
    const store = await openStore({ dataDir });
    await store.db.insertInto('subscribers').values(pending).execute();
    const file = path.join(dataDir, 'copy.db');
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(await storeCommand(['--data-dir', dataDir, 'backup', file], io)).toBe(0);
    expect(existsSync(file)).toBe(true);
    const copy = new Sqlite(file, { readonly: true });
    expect(copy.prepare('select email from subscribers').all()).toEqual([{ email: 'a@example.org' }]);
    copy.close();
    expect(await storeCommand(['--data-dir', dataDir, 'backup', file], io)).toBe(1);
    expect(out.join('\n')).toMatch(/exists already/);
    await store.close();
  });

  it('runs its statements (and their fsyncs) off the event loop: timers run while a write waits for the lock', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-store-'));
    const store = await openStore({ dataDir });
    // Another connection holds SQLite's write lock, as the operators' command may.
    const other = new Sqlite(path.join(dataDir, 'site.db'));
    other.exec('begin immediate');
    let settled = false;
    const write = store.db
      .insertInto('subscribers')
      .values(pending)
      .execute()
      .finally(() => (settled = true));
    // A later turn of the event loop comes while the write still waits for the lock.
    await new Promise((r) => setTimeout(r, 100));
    expect(settled).toBe(false);
    other.exec('commit');
    other.close();
    await write;
    expect(await store.db.selectFrom('subscribers').select('email').execute()).toEqual([{ email: 'a@example.org' }]);
    await store.close();
  });

  it('lists its migrations in order, numbered from 1', () => {
    expect(() => checkOrder(MIGRATIONS)).not.toThrow();
    expect(() => checkOrder([{ ...extra, id: 3 }])).toThrow(/expected 1/);
  });
});
