// Moving in: the outbox's folders written before the store (DATA_DIR/outbox/
// pending/, failed/, spam/ and spam-digest.json) move into the store once,
// at start, then leave the disk. Each message moves in one transaction
// (record, attachments, and its reference in outbox_moved_in), and only
// then are its files deleted: a move that is interrupted (kill -9, a full
// disk) resumes at the next start and adds nothing twice, even a message
// delivered in between. The folders' format:
//   <base>.json       the mail record (its presence is what makes a message)
//   <base>.state      pending/ and failed/: attempts, next attempt, last error, failedAt, retriedAt
//   <base>.spam       spam/: why it is held (reason, form, language, sender, received)
//   <base>.releasing  spam/: the record of a release that was interrupted (still held)
//   <base>.att<i>     an attachment's bytes
// <base> is the arrival time in base 36 (9 characters), a sequence (2), `-`, the reference.
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { MailRecord } from './mail-record';
import type { Messages, MessageState, NewMessage, StoredAttachment } from '../store/messages';

const RECORD = /^([0-9a-z]{11}-[A-Z0-9-]+)\.(json|releasing)$/;

const arrivedAt = (base: string) => parseInt(base.slice(0, 9), 36);

interface OldState {
  attempts?: number;
  nextAttemptAt?: number;
  lastError?: string;
  failedAt?: number;
  retriedAt?: number;
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** One old message as the store takes it, or undefined when its record cannot be read. */
async function oldMessage(dir: string, base: string, recordFile: string, state: MessageState) {
  const mail = await readJson<MailRecord>(path.join(dir, recordFile));
  if (!mail || typeof mail.id !== 'string' || typeof mail.to !== 'string') return undefined;
  const attachments: StoredAttachment[] = [];
  for (const a of mail.attachments ?? []) {
    const content =
      a.content !== undefined
        ? Buffer.from(a.content, 'base64')
        : await readFile(path.join(dir, path.basename(a.file ?? '')));
    attachments.push({ filename: a.filename, contentType: a.contentType, size: content.byteLength, content });
  }
  const createdAt = arrivedAt(base);
  const message: NewMessage = { mail, attachments, state, createdAt };
  if (state === 'quarantined') {
    const facts = (await readJson<Record<string, unknown>>(path.join(dir, `${base}.spam`))) ?? {};
    message.hold = { reason: String(facts.reason ?? 'unknown'), client: null, facts: JSON.stringify(facts) };
  } else {
    const s = (await readJson<OldState>(path.join(dir, `${base}.state`))) ?? {};
    Object.assign(message, {
      attempts: s.attempts ?? 0,
      nextAttemptAt: s.nextAttemptAt ?? 0,
      lastError: s.lastError,
      retriedAt: s.retriedAt,
      failedAt: s.failedAt ?? createdAt,
    });
  }
  return message;
}

/** Move every old message of one folder in; returns how many moved and how many could not be read. */
async function moveFolder(
  o: { dir: string; messages: Messages; now: number },
  state: MessageState,
): Promise<{ moved: number; unreadable: string[] }> {
  const names = await readdir(o.dir).catch(() => undefined);
  if (!names) return { moved: 0, unreadable: [] };
  let moved = 0;
  const unreadable: string[] = [];
  for (const name of names.sort()) {
    const match = RECORD.exec(name);
    if (!match) continue;
    const base = match[1]!;
    const message = await oldMessage(o.dir, base, name, state);
    if (!message) {
      unreadable.push(name);
      continue;
    }
    await o.messages.db.transaction().execute(async (trx) => {
      const done = await trx
        .selectFrom('outbox_moved_in')
        .select('id')
        .where('id', '=', message.mail.id)
        .executeTakeFirst();
      if (done) return;
      await o.messages.insert(trx, message);
      await trx.insertInto('outbox_moved_in').values({ id: message.mail.id, moved_at: o.now }).execute();
    });
    // Committed: its files go, record last (a crash here leaves a record the next start skips).
    const files = names.filter((n) => n.startsWith(`${base}.`) && n !== name);
    for (const f of [...files, name]) await rm(path.join(o.dir, f), { force: true });
    moved += 1;
  }
  if (unreadable.length === 0) await rm(o.dir, { recursive: true, force: true });
  return { moved, unreadable };
}

/**
 * Move the folders of `dir` (DATA_DIR/outbox) into the store, log what
 * moved, and remove them; a folder with a record that cannot be read stays,
 * named in an error line, for a person.
 */
export async function moveIn(o: { dir: string; messages: Messages; logger: Logger; now: number }): Promise<void> {
  const counts: Record<string, number> = {};
  const unreadable: string[] = [];
  for (const [folder, state] of [
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['spam', 'quarantined'],
  ] as const) {
    const r = await moveFolder({ dir: path.join(o.dir, folder), messages: o.messages, now: o.now }, state);
    if (r.moved) counts[folder] = r.moved;
    unreadable.push(...r.unreadable.map((n) => `${folder}/${n}`));
  }
  const digestFile = path.join(o.dir, 'spam-digest.json');
  const digest = await readJson<{ sentAt?: number; listedUpTo?: number }>(digestFile);
  if (digest) {
    await o.messages.db
      .insertInto('outbox_digest')
      .values({ id: 1, sent_at: Number(digest.sentAt) || 0, listed_up_to: Number(digest.listedUpTo) || 0 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  await rm(digestFile, { force: true });
  if (Object.keys(counts).length)
    o.logger.info({ ...counts }, 'outbox: messages moved from the outbox folders into the store; folders removed');
  if (unreadable.length)
    o.logger.error(
      { files: unreadable },
      'outbox: records in the outbox folders could not be read and were left in place for a person',
    );
}
