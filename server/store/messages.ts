// The outbox's tables (migration 0003): the queries of the delivery worker,
// the quarantine and the operators' command, each a builder call, each
// state change one statement or one transaction. Several copies of the site
// share one PostgreSQL store: a message is sent by the copy that claims it,
// and a claim is a lease (`lease_until`) the sender renews while it sends,
// so a copy that died leaves its message to the next copy once the lease
// lapses. On PostgreSQL the claim skips rows another copy has locked (`for
// update skip locked`); on SQLite it runs under the write lock.
import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, OutboxMessagesTable } from './schema';
import type { Store } from './store';
import type { MailAttachment, MailRecord } from '../outbox/mail-record';

export type MessageRow = Selectable<OutboxMessagesTable>;
export type MessageState = MessageRow['state'];

/** Kinds of mail addressed to a visitor rather than to the team. */
const TO_VISITOR: ReadonlySet<string> = new Set<MailRecord['kind']>(['acknowledgement', 'newsletter-confirm']);
export const isForTeam = (kind: string) => !TO_VISITOR.has(kind);

/** An attachment as the store keeps it: its bytes beside its name. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: Uint8Array;
}

/** A message to store: the record (its attachments' bytes given apart) and where it starts. */
export interface NewMessage {
  mail: MailRecord;
  attachments: StoredAttachment[];
  state: MessageState;
  createdAt: number;
  /** Its place among messages stored together: delivered in that order. */
  seq?: number;
  attempts?: number;
  nextAttemptAt?: number;
  lastError?: string;
  retriedAt?: number;
  failedAt?: number;
  hold?: { reason: string; client: string | null; facts: string };
}

/** Bytes as a Buffer, however the engine's driver gave them (pg: a Buffer; libsql through Kysely: an ArrayBuffer). */
export function asBuffer(bytes: Uint8Array | ArrayBuffer): Buffer {
  if (Buffer.isBuffer(bytes)) return bytes;
  if (bytes instanceof ArrayBuffer) return Buffer.from(bytes);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A message's record without its attachments' bytes or paths: the JSON the store keeps. */
function recordText(mail: MailRecord): string {
  const { attachments: _attachments, ...rest } = mail;
  return JSON.stringify(rest);
}

/** The record as the transports read it, its attachments' bytes in memory. */
export function mailOf(row: Pick<MessageRow, 'record'>, attachments: StoredAttachment[]): MailRecord {
  const mail = JSON.parse(row.record) as MailRecord;
  if (attachments.length === 0) return mail;
  const list: MailAttachment[] = attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    size: a.size,
    bytes: asBuffer(a.content),
  }));
  return { ...mail, attachments: list };
}

type Db = Kysely<Database> | Transaction<Database>;

/** The newsletter's mail to a visitor: the confirmation link, or the way out for one already subscribed. */
const NEWSLETTER_TO_VISITOR: MailRecord['kind'][] = ['newsletter-confirm'];

/**
 * Delete, in `trx`, the newsletter's mail to `address` still waiting or
 * refused, so an erased address leaves no copy in the outbox. `addressOf`
 * writes a recipient as the list writes addresses; the few such messages
 * are read here rather than matched inside each engine's JSON. Returns how
 * many were deleted (their attachments go with them).
 */
export async function deleteNewsletterMailTo(
  trx: Db,
  address: string,
  addressOf: (to: string) => string,
): Promise<number> {
  const rows = await trx
    .selectFrom('outbox_messages')
    .select(['id', 'record'])
    .where('kind', 'in', NEWSLETTER_TO_VISITOR)
    .where('state', 'in', ['pending', 'failed'])
    .execute();
  const ids = rows.filter((r) => addressOf((JSON.parse(r.record) as MailRecord).to) === address).map((r) => r.id);
  if (ids.length === 0) return 0;
  await trx.deleteFrom('outbox_messages').where('id', 'in', ids).execute();
  return ids.length;
}

export class Messages {
  readonly db: Kysely<Database>;
  constructor(private readonly store: Pick<Store, 'db' | 'engine'>) {
    this.db = store.db;
  }

  /** Insert messages and their attachments in `trx` (one transaction for a submission); false when the id exists. */
  async insert(trx: Db, m: NewMessage): Promise<boolean> {
    const record = recordText(m.mail);
    const bytes = Buffer.byteLength(record) + m.attachments.reduce((n, a) => n + a.content.byteLength, 0);
    const inserted = await trx
      .insertInto('outbox_messages')
      .values({
        id: m.mail.id,
        kind: m.mail.kind,
        state: m.state,
        for_team: isForTeam(m.mail.kind) ? 1 : 0,
        record,
        bytes,
        created_at: m.createdAt,
        seq: m.seq ?? 0,
        attempts: m.attempts ?? 0,
        next_attempt_at: m.nextAttemptAt ?? 0,
        last_error: m.lastError ?? null,
        retried_at: m.retriedAt ?? null,
        failed_at: m.state === 'failed' ? (m.failedAt ?? m.createdAt) : null,
        hold_reason: m.hold?.reason ?? null,
        client: m.hold?.client ?? null,
        facts: m.hold?.facts ?? null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (const [position, a] of m.attachments.entries()) {
      await trx
        .insertInto('outbox_attachments')
        .values({
          message_id: m.mail.id,
          position,
          filename: a.filename,
          content_type: a.contentType,
          size: a.size,
          content: a.content,
        })
        .execute();
    }
    return true;
  }

  /** Store messages together, all or none. */
  async add(messages: NewMessage[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const [seq, m] of messages.entries()) await this.insert(trx, { seq, ...m });
    });
  }

  /**
   * Claim the oldest pending message that is due and not claimed by a live
   * lease: one statement, so of two copies asking at once one gets it.
   */
  async claim(options: { owner: string; now: number; leaseMs: number }): Promise<MessageRow | undefined> {
    const { owner, now, leaseMs } = options;
    let candidate = this.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .orderBy('created_at')
      .orderBy('seq')
      .orderBy('id')
      .limit(1);
    if (this.store.engine === 'postgres') candidate = candidate.forUpdate().skipLocked();
    return (
      this.db
        .updateTable('outbox_messages')
        .set({ lease_owner: owner, lease_until: now + leaseMs })
        // `=` a scalar subquery, evaluated once (PostgreSQL's InitPlan); `in` may run it again per row and claim many.
        .where('id', '=', candidate)
        .where('state', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .returningAll()
        .executeTakeFirst()
    );
  }

  /** Extend a claim still held by `owner`; false when it was lost (taken over, or the message is gone). */
  async renew(options: { id: string; owner: string; until: number }): Promise<boolean> {
    const r = await this.db
      .updateTable('outbox_messages')
      .set({ lease_until: options.until })
      .where('id', '=', options.id)
      .where('lease_owner', '=', options.owner)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async attachments(id: string): Promise<StoredAttachment[]> {
    const rows = await this.db
      .selectFrom('outbox_attachments')
      .select(['filename', 'content_type', 'size', 'content'])
      .where('message_id', '=', id)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({
      filename: r.filename,
      contentType: r.content_type,
      size: r.size,
      content: asBuffer(r.content),
    }));
  }

  /** The attachments' names and sizes, without their bytes. */
  async attachmentList(id: string): Promise<{ filename: string; size: number }[]> {
    return this.db
      .selectFrom('outbox_attachments')
      .select(['filename', 'size'])
      .where('message_id', '=', id)
      .orderBy('position')
      .execute();
  }

  /** Delivered: the message and its attachments leave the store (the claim must still be ours). */
  async delivered(id: string, owner: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('outbox_messages')
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** A failed attempt to try again later: the claim is given back. */
  async retryLater(o: { id: string; owner: string; attempts: number; nextAttemptAt: number; lastError: string }) {
    await this.releaseClaim(o.id, o.owner, {
      attempts: o.attempts,
      next_attempt_at: o.nextAttemptAt,
      last_error: o.lastError,
    });
  }

  /** Refused for good, or still failing after the retry period: kept aside for a person. */
  async fail(o: { id: string; owner: string; attempts: number; lastError: string; now: number }) {
    await this.releaseClaim(o.id, o.owner, {
      state: 'failed',
      attempts: o.attempts,
      next_attempt_at: 0,
      last_error: o.lastError,
      failed_at: o.now,
    });
  }

  /** Writes `changes` and gives the claim back, only while the claim is still `owner`'s. */
  private async releaseClaim(id: string, owner: string, changes: Updateable<OutboxMessagesTable>) {
    await this.db
      .updateTable('outbox_messages')
      .set({ ...changes, lease_owner: null, lease_until: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  /** When the next pending message is due (or its lease lapses): Infinity when none waits. */
  async nextDue(): Promise<number> {
    const row = await this.db
      .selectFrom('outbox_messages')
      .select((eb) => [
        eb.fn.min(sql<number>`case when lease_until is null then next_attempt_at else lease_until end`).as('due'),
      ])
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return row?.due === null || row?.due === undefined ? Infinity : Number(row.due);
  }

  /** Messages in a state, oldest first (without their records). */
  async list(state: MessageState) {
    return this.db
      .selectFrom('outbox_messages')
      .select([
        'id',
        'kind',
        'for_team',
        'created_at',
        'attempts',
        'next_attempt_at',
        'last_error',
        'failed_at',
        'lease_until',
        'bytes',
        'hold_reason',
        'client',
        'facts',
      ])
      .where('state', '=', state)
      .orderBy('created_at')
      .orderBy('seq')
      .orderBy('id')
      .execute();
  }

  async get(id: string): Promise<MessageRow | undefined> {
    return this.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The figures /healthz shows, in one query. */
  async figures() {
    const row = await this.db
      .selectFrom('outbox_messages')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('state', '=', 'pending').as('pending'),
        eb.fn.countAll<number>().filterWhere('state', '=', 'failed').as('failed'),
        eb.fn.countAll<number>().filterWhere('state', '=', 'quarantined').as('quarantined'),
        eb.fn
          .countAll<number>()
          .filterWhere((w) => w.and([w('state', '=', 'failed'), w('for_team', '=', 1)]))
          .as('failedForTeam'),
        eb.fn.min<number>('created_at').filterWhere('state', '=', 'pending').as('oldestPending'),
        eb.fn
          .min<number>('created_at')
          .filterWhere((w) => w.and([w('state', '=', 'pending'), w('for_team', '=', 1)]))
          .as('oldestPendingForTeam'),
      ])
      .executeTakeFirstOrThrow();
    const n = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));
    return {
      pending: Number(row.pending),
      failed: Number(row.failed),
      quarantined: Number(row.quarantined),
      failedForTeam: Number(row.failedForTeam),
      oldestPending: n(row.oldestPending),
      oldestPendingForTeam: n(row.oldestPendingForTeam),
    };
  }

  /** Put failed messages back in the queue, due now with a fresh retry period; returns their ids. */
  async retryFailed(which: string, now: number): Promise<string[]> {
    let q = this.db
      .updateTable('outbox_messages')
      .set({ state: 'pending', attempts: 0, next_attempt_at: 0, retried_at: now, failed_at: null })
      .where('state', '=', 'failed');
    if (which !== 'all') q = q.where('id', '=', which);
    return (await q.returning('id').execute()).map((r) => r.id);
  }

  /** Make pending messages due now (after an outage); returns how many were waiting out a backoff. */
  async makeDue(ids: string[], now: number): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await this.db
      .updateTable('outbox_messages')
      .set({ next_attempt_at: 0 })
      .where('state', '=', 'pending')
      .where('id', 'in', ids)
      .where('next_attempt_at', '>', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** Delete failed messages that failed `olderThanMs` or longer ago; returns how many. */
  purgeFailed(olderThanMs: number, now: number): Promise<number> {
    return this.purge('failed', now - olderThanMs);
  }

  /** Delete quarantined items stored `olderThanMs` or longer ago; returns how many. */
  purgeQuarantined(olderThanMs: number, now: number): Promise<number> {
    return this.purge('quarantined', now - olderThanMs);
  }

  /** A failed message's age counts from its failure, a quarantined item's from its arrival. */
  private async purge(state: 'failed' | 'quarantined', cutoff: number): Promise<number> {
    const r = await this.db
      .deleteFrom('outbox_messages')
      .where('state', '=', state)
      .where(state === 'failed' ? 'failed_at' : 'created_at', '<=', cutoff)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /**
   * Hand quarantined items to delivery, each exactly once (one statement: of
   * two releases of one item only one changes it), due now and with their
   * age and retry period counted from now. Returns the ids released.
   */
  async release(which: string, now: number): Promise<string[]> {
    let q = this.db
      .updateTable('outbox_messages')
      .set({
        state: 'pending',
        created_at: now,
        retried_at: now,
        attempts: 0,
        next_attempt_at: 0,
        hold_reason: null,
        client: null,
        facts: null,
      })
      .where('state', '=', 'quarantined');
    if (which !== 'all') q = q.where('id', '=', which);
    return (await q.returning('id').execute()).map((r) => r.id).sort();
  }

  /** Drop one quarantined item; false when there is none by that reference. */
  async discard(id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('outbox_messages')
      .where('state', '=', 'quarantined')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** What the quarantine holds, in all and for one client, among items held for `reasons` or all but them. */
  async held(trx: Db, o: { burst: boolean; client?: string | null }) {
    const base = trx
      .selectFrom('outbox_messages')
      .where('state', '=', 'quarantined')
      .where('hold_reason', o.burst ? '=' : '<>', 'burst');
    const all = await base
      .select((eb) => [eb.fn.countAll<number>().as('items'), eb.fn.sum<number>('bytes').as('bytes')])
      .executeTakeFirstOrThrow();
    const top = await base
      .select((eb) => ['client', eb.fn.countAll<number>().as('items'), eb.fn.sum<number>('bytes').as('bytes')])
      .where('client', 'is not', null)
      .groupBy('client')
      .orderBy((eb) => eb.fn.sum('bytes'), 'desc')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .limit(1)
      .executeTakeFirst();
    const mine =
      o.client === undefined || o.client === null
        ? { items: 0, bytes: 0 }
        : await base
            .select((eb) => [eb.fn.countAll<number>().as('items'), eb.fn.sum<number>('bytes').as('bytes')])
            .where('client', '=', o.client)
            .executeTakeFirstOrThrow();
    const figures = (r: { items: unknown; bytes: unknown }) => ({
      items: Number(r.items ?? 0),
      bytes: Number(r.bytes ?? 0),
    });
    return {
      all: figures(all),
      mine: figures(mine),
      top: top ? { client: top.client as string, ...figures(top) } : undefined,
    };
  }

  /** The oldest spam item of one client (never an item held for review). */
  async oldestOf(trx: Db, client: string) {
    return trx
      .selectFrom('outbox_messages')
      .select(['id', 'bytes', 'hold_reason', 'facts'])
      .where('state', '=', 'quarantined')
      .where('hold_reason', '<>', 'burst')
      .where('client', '=', client)
      .orderBy('created_at')
      .orderBy('seq')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  async deleteOne(trx: Db, id: string): Promise<void> {
    await trx.deleteFrom('outbox_messages').where('id', '=', id).execute();
  }

  /** Quarantined items stored after `after` (ms), oldest first, at most `limit`. */
  async quarantinedSince(after: number, limit: number) {
    return this.db
      .selectFrom('outbox_messages')
      .select(['id', 'created_at', 'hold_reason', 'facts', 'bytes'])
      .where('state', '=', 'quarantined')
      .where('created_at', '>', after)
      .orderBy('created_at')
      .orderBy('seq')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** How many quarantined items were stored after `after` (ms), and when the newest was. */
  async quarantinedCountSince(after: number): Promise<{ count: number; newest: number }> {
    const r = await this.db
      .selectFrom('outbox_messages')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number>('created_at').as('newest')])
      .where('state', '=', 'quarantined')
      .where('created_at', '>', after)
      .executeTakeFirstOrThrow();
    return { count: Number(r.n), newest: Number(r.newest ?? after) };
  }

  async digestState(): Promise<{ sentAt: number; listedUpTo: number }> {
    const r = await this.db.selectFrom('outbox_digest').selectAll().where('id', '=', 1).executeTakeFirst();
    return { sentAt: r?.sent_at ?? 0, listedUpTo: r?.listed_up_to ?? 0 };
  }

  /**
   * Queue the digest and remember what it listed, in one transaction: false
   * when another copy queued today's already (its id is the day's).
   */
  async queueDigest(mail: MailRecord, o: { now: number; listedUpTo: number }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const added = await this.insert(trx, { mail, attachments: [], state: 'pending', createdAt: o.now });
      if (!added) return false;
      await trx
        .insertInto('outbox_digest')
        .values({ id: 1, sent_at: o.now, listed_up_to: o.listedUpTo })
        .onConflict((oc) => oc.column('id').doUpdateSet({ sent_at: o.now, listed_up_to: o.listedUpTo }))
        .execute();
      return true;
    });
  }
}
