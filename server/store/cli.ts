// `npm run store -- [--data-dir <path>] migrate | backup <file>`
// The operators' view of the store (SQLite in DATA_DIR, or PostgreSQL when
// DATABASE_URL is set):
//   migrate        apply the migrations this release carries and say which
//                  (the site does it at start too; both take the same lock)
//   backup <file>  SQLite: a consistent copy of the whole store into <file>,
//                  taken while the site runs (VACUUM INTO); PostgreSQL: use
//                  pg_dump (docs/backups.md)
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { dataDirOption, runAsProgram } from '../operator-command';
import { openStore, storeOptions } from './store';
import { SQLITE_FILE } from './sqlite';

const USAGE = 'usage: npm run store -- [--data-dir <path>] migrate | backup <file>';

export async function storeCommand(
  args: string[],
  io: { out: (line: string) => void; err: (line: string) => void } = { out: console.log, err: console.error },
): Promise<number> {
  const { dataDir, rest } = dataDirOption(args);
  const [command, arg] = rest;
  if (!(command === 'migrate' || (command === 'backup' && arg))) {
    io.err(USAGE);
    return 2;
  }
  const config = loadConfig();
  const dir = path.resolve(dataDir ?? config.DATA_DIR);
  if (!config.DATABASE_URL && !(await stat(dir).catch(() => undefined))?.isDirectory()) {
    io.err(`${dir} does not exist: point DATA_DIR (or --data-dir) at the site's data folder`);
    return 1;
  }
  io.err(config.DATABASE_URL ? 'store: PostgreSQL (DATABASE_URL)' : `store: ${path.join(dir, SQLITE_FILE)}`);
  const store = await openStore({ ...storeOptions(config, dir), migrate: false });
  try {
    if (command === 'migrate') {
      const applied = await store.migrate();
      io.out(
        applied.length
          ? `applied ${applied.map((m) => `${String(m.id).padStart(4, '0')} ${m.name}`).join(', ')}`
          : 'nothing to apply: the store is up to date',
      );
      return 0;
    }
    if (store.engine === 'postgres') {
      io.err('the store is PostgreSQL: back it up with pg_dump "$DATABASE_URL" > FILE (docs/backups.md)');
      return 1;
    }
    const file = path.resolve(arg!);
    if (await stat(file).catch(() => undefined)) {
      io.err(`${file} exists already: name a new file`);
      return 1;
    }
    await store.migrate();
    await store.backup(file);
    io.out(`backed up the store to ${file}`);
    return 0;
  } finally {
    await store.close();
  }
}

await runAsProgram(import.meta.url, (args) => storeCommand(args));
