// The outbox's files, shared by the delivery worker (outbox.ts) and the
// operators' command (server/outbox/cli.ts). A message `<base>` is a set of
// files in pending/ or failed/:
//   <base>.json   the mail record (its presence is what makes a message)
//   <base>.state  delivery state: attempts, next attempt, last error
//   <base>.att0   an attachment's bytes (a CV), kept out of the JSON so it is
//                 never base64-inflated in memory
// <base> starts with the arrival time in base 36, so names sort in arrival order.
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MailRecord } from './mail-record';

/** The name of a stored message record (other files there belong to one). */
export const MESSAGE = /^[0-9a-z]+-[A-Z0-9-]+\.json$/;

export interface DeliveryState {
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  /** When the message entered failed/ (its retention period runs from then). */
  failedAt?: number;
  /** When an operator put it back (`npm run outbox -- retry`): its retry period starts again. */
  retriedAt?: number;
}

export const baseOf = (fileName: string) => fileName.split('.')[0]!;

/** The reference a stored file name carries (`<stamp>-<REF>`). */
export const refOf = (base: string) => base.split('-').slice(1).join('-');

/** When a message arrived, read from its name (ms since the epoch). */
export const arrivedAt = (fileName: string) => parseInt(fileName.slice(0, 9), 36);

/** Records in a folder, oldest first. */
export async function listMessages(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((n) => MESSAGE.test(n)).sort();
}

/** Every file of one message: the record first, so it disappears or appears as a whole. */
export async function filesOf(dir: string, base: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => n.startsWith(`${base}.`));
  return names.sort((a, b) => Number(b.endsWith('.json')) - Number(a.endsWith('.json')));
}

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

export async function readState(dir: string, base: string): Promise<DeliveryState> {
  try {
    return JSON.parse(await readFile(path.join(dir, `${base}.state`), 'utf8')) as DeliveryState;
  } catch {
    return { attempts: 0, nextAttemptAt: 0 };
  }
}

/** Move a message with all its files (record first: it is no longer where it was). */
export async function moveMessage(from: string, to: string, base: string): Promise<void> {
  for (const name of await filesOf(from, base)) await rename(path.join(from, name), path.join(to, name));
  await syncDir(to);
}

/** Delete a message, record first: a crash halfway leaves orphans, never a record without its CV. */
export async function removeMessage(dir: string, base: string): Promise<void> {
  for (const name of await filesOf(dir, base)) await rm(path.join(dir, name), { force: true });
}

/** Files left by a message whose record is gone (a crash between two deletes), older than `olderThanMs`. */
export async function orphans(dir: string, olderThanMs: number, now: number): Promise<string[]> {
  const names = await readdir(dir);
  const records = new Set(names.filter((n) => MESSAGE.test(n)).map(baseOf));
  const found: string[] = [];
  for (const n of names) {
    if (MESSAGE.test(n) || records.has(baseOf(n))) continue;
    const info = await stat(path.join(dir, n)).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs > olderThanMs) found.push(n);
  }
  return found;
}

/**
 * Move a message's staged attachments in beside its record (`<base>.att<i>`
 * in `dir`), each made 0600 (a CV is personal data, readable by the site's
 * user only) and fsynced first; `moved` receives each path as it lands, for
 * the caller's clean-up if a later step fails. Returns the record to write.
 */
export async function adoptAttachments(
  mail: MailRecord,
  dir: string,
  base: string,
  moved: string[],
): Promise<MailRecord> {
  const attachments = [];
  for (const [i, a] of (mail.attachments ?? []).entries()) {
    const name = `${base}.att${i}`;
    const handle = await open(a.file, 'r+');
    try {
      await handle.chmod(0o600);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(a.file, path.join(dir, name));
    moved.push(path.join(dir, name));
    attachments.push({ ...a, file: name });
  }
  return attachments.length ? { ...mail, attachments } : mail;
}

/** Delete failed messages older than `olderThanMs` (counted from when they failed); returns their record names. */
export async function purgeFailed(failedDir: string, olderThanMs: number, now: number): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await listMessages(failedDir)) {
    const base = baseOf(name);
    const state = await readState(failedDir, base);
    const since = state.failedAt ?? arrivedAt(name);
    if (now - since >= olderThanMs) {
      await removeMessage(failedDir, base);
      removed.push(name);
    }
  }
  return removed;
}
