// The lock file the site and the operators' command both take before they
// change the subscriber store, so a change in one process is never undone
// by the other.
import { randomBytes } from 'node:crypto';
import { link, readFile, rm, stat, writeFile } from 'node:fs/promises';

/** A lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 30_000;
/** How long a change waits for a lock held by another process before it fails. */
const LOCK_WAIT_MS = 10_000;

/**
 * Whether the process named in the lock file still runs. The site and the
 * command share a machine (and a container's process table), so a holder
 * killed with -9 is seen gone at once; a lock from elsewhere waits out STALE_LOCK_MS.
 */
async function holderAlive(lockFile: string): Promise<boolean> {
  const pid = Number(await readFile(lockFile, 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Take the lock file; one left by a dead process is broken (at once if its pid is gone, else after STALE_LOCK_MS).
 * The pid is written to a file of this process's own first and linked into place, so the lock
 * never exists empty: a holder killed between creating it and naming itself would leave a lock
 * no one could tell from a live one. Resolves with the function that releases it.
 */
export async function takeLock(lockFile: string): Promise<() => Promise<void>> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  const mine = `${lockFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(mine, String(process.pid), { mode: 0o600 });
  for (;;) {
    try {
      await link(mine, lockFile);
      await rm(mine, { force: true });
      return () => rm(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        await rm(mine, { force: true });
        throw err;
      }
    }
    const held = await stat(lockFile).catch(() => undefined);
    if (held && (Date.now() - held.mtimeMs > STALE_LOCK_MS || !(await holderAlive(lockFile)))) {
      await rm(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      await rm(mine, { force: true });
      throw new Error(`${lockFile} is held by another process`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}
