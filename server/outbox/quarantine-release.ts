// Releasing quarantined items to delivery (`npm run outbox -- release`),
// each exactly once, and giving back an item whose release was interrupted.
// The quarantine's worker pass (quarantine.ts) runs the recovery hourly.
import { link, mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MailRecord } from './mail-record';
import { baseOf, filesOf, listMessages, refOf, syncDir, writeAtomicAll } from './files';

/**
 * Give back to the quarantine an item whose release stopped half-way (the
 * command was killed between claiming it and writing it to pending/): its
 * claimed record is renamed back, so it is listed and can be released
 * again, never deleted as a leftover. A release that did write its message
 * to pending/ or failed/ left only files to remove, which the leftover pass
 * does. Claims younger than `olderThanMs` may belong to a release under way.
 */
export async function recoverInterruptedReleases(
  outboxDir: string,
  now: number,
  olderThanMs = 60_000,
): Promise<string[]> {
  const spamDir = path.join(outboxDir, 'spam');
  const names = await readdir(spamDir).catch(() => [] as string[]);
  const queued = new Set<string>();
  for (const folder of ['pending', 'failed']) {
    for (const n of await listMessages(path.join(outboxDir, folder)).catch(() => [] as string[]))
      queued.add(refOf(baseOf(n)));
  }
  const recovered: string[] = [];
  for (const n of names.filter((f) => f.endsWith('.releasing'))) {
    const base = n.slice(0, -'.releasing'.length);
    const info = await stat(path.join(spamDir, n)).catch(() => undefined);
    if (!info || now - info.mtimeMs < olderThanMs || queued.has(refOf(base))) continue;
    await rename(path.join(spamDir, n), path.join(spamDir, `${base}.json`)).catch(() => undefined);
    recovered.push(refOf(base));
  }
  if (recovered.length) await syncDir(spamDir);
  return recovered;
}

/**
 * Hand quarantined items (one reference, or all) to delivery, each exactly
 * once: its record is first renamed aside in spam/ (one atomic rename, so
 * of two releases of one item only one finds it), then its CV is linked
 * into pending/ and its record written there under a new name (arrival now,
 * so the queue's age and retry period count from the release), and the
 * rest of it is removed from spam/. Returns the references released.
 */
export async function releaseQuarantined(outboxDir: string, which: string, now: number): Promise<string[]> {
  const spamDir = path.join(outboxDir, 'spam');
  const pendingDir = path.join(outboxDir, 'pending');
  const tmpDir = path.join(outboxDir, 'tmp');
  await mkdir(pendingDir, { recursive: true, mode: 0o700 });
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const names = await listMessages(spamDir).catch(() => [] as string[]);
  const chosen = which === 'all' ? names : names.filter((n) => refOf(baseOf(n)) === which);
  const released: string[] = [];
  let seq = 0;
  for (const name of chosen) {
    const base = baseOf(name);
    const claimed = path.join(spamDir, `${base}.releasing`);
    try {
      await rename(path.join(spamDir, name), claimed);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile by another command
      throw err;
    }
    const mail = JSON.parse(await readFile(claimed, 'utf8')) as MailRecord;
    const stamp = now.toString(36).padStart(9, '0');
    const fresh = `${stamp}${(seq++ % 1296).toString(36).padStart(2, '0')}-${mail.id}`;
    const attachments = [];
    for (const [i, a] of (mail.attachments ?? []).entries()) {
      if (a.content !== undefined) {
        attachments.push(a);
        continue;
      }
      await link(path.join(spamDir, path.basename(a.file)), path.join(pendingDir, `${fresh}.att${i}`));
      attachments.push({ ...a, file: `${fresh}.att${i}` });
    }
    const record: MailRecord = attachments.length ? { ...mail, attachments } : mail;
    // A fresh start in the queue: due at once, its retry period counted from now.
    await writeAtomicAll(pendingDir, tmpDir, [
      { name: `${fresh}.state`, data: JSON.stringify({ attempts: 0, nextAttemptAt: 0, retriedAt: now }) },
      { name: `${fresh}.json`, data: JSON.stringify(record) },
    ]);
    // The claim goes first: from here on the item is in pending/ and must never come back.
    await rm(claimed, { force: true });
    for (const file of await filesOf(spamDir, base)) await rm(path.join(spamDir, file), { force: true });
    await syncDir(spamDir);
    released.push(mail.id);
  }
  return released;
}
