// Writing files all or nothing (temporary file, fsync, rename, fsync the
// folder), for what the site still keeps in files of its own making: the
// newsletter's list (server/newsletter/) and log-only mode's .eml files.
// The outbox itself lives in the store (server/store/messages.ts).
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Write a file all or nothing: to tmp/, fsync, rename, fsync the folder. A
 * failed write (disk full) removes its temporary file.
 */
export async function writeAtomic(dir: string, tmpDir: string, name: string, data: string): Promise<void> {
  const tmp = path.join(tmpDir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  try {
    const handle = await open(tmp, 'w', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, path.join(dir, name));
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw err;
  }
  await syncDir(dir);
}

/**
 * Write several files that belong together for about the cost of one: all
 * to tmp/ and fsynced at once, renamed in order, the folder fsynced once. A
 * failed write leaves none of them; a rename that fails after the first
 * throws a StoredInPartError saying how many are in place.
 */
export async function writeAtomicAll(
  dir: string,
  tmpDir: string,
  files: readonly { name: string; data: string }[],
): Promise<void> {
  const tmps = files.map((f) =>
    path.join(tmpDir, `${f.name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`),
  );
  const removeFrom = (i: number) =>
    Promise.all(tmps.slice(i).map((t) => rm(t, { force: true }).catch(() => undefined)));
  try {
    await Promise.all(
      files.map(async (f, i) => {
        const handle = await open(tmps[i]!, 'w', 0o600);
        try {
          await handle.writeFile(f.data);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }),
    );
  } catch (err) {
    await removeFrom(0);
    throw err;
  }
  for (const [i, f] of files.entries()) {
    try {
      await rename(tmps[i]!, path.join(dir, f.name));
    } catch (err) {
      await removeFrom(i);
      if (i === 0) throw err;
      await syncDir(dir);
      throw new StoredInPartError(i, err);
    }
  }
  await syncDir(dir);
}

/** Some of a group of files are in place (the first `stored`), the rest are not. */
export class StoredInPartError extends Error {
  constructor(
    readonly stored: number,
    override readonly cause: unknown,
  ) {
    super(`stored ${stored} of a group of files`);
  }
}

/** Make renames in a folder durable. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
