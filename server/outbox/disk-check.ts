// Whether the outbox's disk can take a message: room above the reserve, and
// a folder that can be written. Below the reserve the answer is 503, before
// the disk is full, so a message is never half-written.
import { randomBytes } from 'node:crypto';
import { open, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/** The outbox cannot take a message now (disk nearly full); the visitor should try again later. */
export class OutboxUnavailableError extends Error {
  readonly retryAfterS = 300;
  constructor(message: string) {
    super(message);
    this.name = 'OutboxUnavailableError';
  }
}

/** Free bytes on the disk holding `dir`, as an unprivileged process may use them. */
export const statfsFree = async (dir: string) => {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
};

/** Throws OutboxUnavailableError when fewer than `extraBytes` + the reserve are free. */
export async function ensureSpace(
  disk: { dir: string; minFreeBytes: number; freeBytes: (dir: string) => Promise<number>; logger: Logger },
  extraBytes: number,
): Promise<void> {
  const free = await disk.freeBytes(disk.dir);
  if (free < disk.minFreeBytes + extraBytes) {
    disk.logger.error(
      { freeBytes: free, minFreeBytes: disk.minFreeBytes },
      'outbox: disk nearly full; refusing new messages',
    );
    throw new OutboxUnavailableError('The outbox disk is nearly full');
  }
}

/** Throws OutboxUnavailableError when a probe file cannot be written to `tmpDir` (a read-only or vanished DATA_DIR). */
export async function ensureWritable(tmpDir: string, dir: string, logger: Logger): Promise<void> {
  const probe = path.join(tmpDir, `.probe-${randomBytes(6).toString('hex')}`);
  try {
    const handle = await open(probe, 'wx', 0o600);
    await handle.close();
    await rm(probe, { force: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    logger.error({ code, dir }, 'outbox: folder not writable; refusing new messages');
    throw new OutboxUnavailableError(`The outbox folder is not writable (${code})`);
  }
}
