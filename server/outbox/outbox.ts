// The durable outbox, in the store (server/store/messages.ts). A submission
// is accepted only once its message is committed: the team's mail, its CV's
// bytes and the visitor's acknowledgement in one transaction, and only
// while the store can take it (SQLite: below `minFreeBytes` free on its
// disk the answer is 503, before the disk is full). Uploads are staged in
// tmp/ while they are checked, read into the store, then deleted. A worker
// in each copy of the site then claims one due message at a time with a
// lease it renews while the transport sends, so with several copies on one
// PostgreSQL each message is sent by one copy, and a message claimed by a
// copy that died is taken over once the lease lapses. Failures are retried
// with exponential backoff (capped); a message the mail server refuses for
// good (5xx), or still failing after `maxAgeMs`, is marked failed with an
// error-level log line and deleted after `failedRetentionMs`. The worker
// never stops for good: any error, for one message or for a whole pass, is
// logged and the next pass is always scheduled. A message goes out twice
// only if a copy died between the mail server's acceptance and the delete.
// Posts judged spam go to the quarantine beside it (quarantine.ts), whose
// retention and daily digest run in the worker's pass.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ensureSpace, ensureWritable, statfsFree } from './disk-check';
import type { MailRecord } from './mail-record';
import { Quarantine, type SpamFacts } from './quarantine';
import type { OutboxStats } from './health';
import { HOUR, type OutboxOptions } from './settings';
import { LIMITS } from '../limits';
import { QUARANTINE_RETENTION_DAYS } from '../../shared/constants';
import { isPermanent, relayError } from './relay-errors';
import type { Transaction } from 'kysely';
import { Messages, mailOf, type MessageRow, type StoredAttachment } from '../store/messages';
import type { Database } from '../store/schema';
import { moveIn } from './move-in';

export { OutboxUnavailableError } from './disk-check';

/**
 * How long a claim holds before another copy may take the message over. It
 * is renewed every third of it while the transport sends, so only a copy
 * that died (or stalled this long) loses its claim.
 */
export const LEASE_MS = 60_000;

/** Read the staged files of a message's attachments, as the store keeps them. */
async function stagedAttachments(mail: MailRecord): Promise<StoredAttachment[]> {
  return Promise.all(
    (mail.attachments ?? []).map(async (a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.size,
      content: a.file ? await readFile(a.file) : Buffer.from(a.content ?? '', 'base64'),
    })),
  );
}

/** Delete a message's staged files (stored or refused, they are not kept). */
const dropStaged = (mails: MailRecord[]) =>
  Promise.all(
    mails.flatMap((m) =>
      (m.attachments ?? []).map((a) => a.file && rm(a.file, { force: true }).catch(() => undefined)),
    ),
  );

export class Outbox {
  /** Uploads are staged here while they are checked (cleared at start). */
  readonly tmpDir: string;
  /** Posts judged spam, kept for a person to release. */
  readonly quarantine: Quarantine;
  readonly messages: Messages;
  /** This copy's name in the claims it takes. */
  readonly owner: string;
  private readonly options: Required<Omit<OutboxOptions, 'dir' | 'quarantine' | 'store' | 'owner'>> & {
    dir: string;
  };
  private running = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private passFailures = 0;
  private lastHousekeeping = 0;

  constructor(options: OutboxOptions) {
    this.options = {
      attemptTimeoutMs: LIMITS.OUTBOX_ATTEMPT_TIMEOUT_S * 1000,
      scanMs: 15_000,
      minFreeBytes: 0,
      leaseMs: LEASE_MS,
      now: Date.now,
      random: Math.random,
      freeBytes: statfsFree,
      ...options,
    };
    this.owner = options.owner ?? randomBytes(8).toString('hex');
    this.messages = new Messages(options.store);
    this.tmpDir = path.join(options.dir, 'tmp');
    const quarantine = options.quarantine ?? {
      maxItems: LIMITS.QUARANTINE_MAX_ITEMS,
      maxBytes: LIMITS.QUARANTINE_MAX_MB * 1024 * 1024,
      retentionMs: QUARANTINE_RETENTION_DAYS * 24 * HOUR,
    };
    this.quarantine = new Quarantine({
      messages: this.messages,
      logger: this.options.logger,
      now: this.options.now,
      ...quarantine,
    });
  }

  /** Clear uploads a stopped process left, and move in the outbox's folders written before the store. */
  async init(): Promise<this> {
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    await moveIn({
      dir: this.options.dir,
      messages: this.messages,
      logger: this.options.logger,
      now: this.options.now(),
    });
    return this;
  }

  /**
   * Whether the outbox can take a message at this moment: throws
   * OutboxUnavailableError when the disk is below its reserve (SQLite:
   * ensureSpace) or tmp/ cannot be written (a read-only or vanished
   * DATA_DIR: uploads are staged there). Every message is stored through it
   * (enqueue), and /healthz asks it, so the probe and the forms never disagree.
   */
  async ensureAccepting(extraBytes = 0): Promise<void> {
    await this.ensureSpace(extraBytes);
    await ensureWritable(this.tmpDir, this.options.dir, this.options.logger);
  }

  /**
   * Throws OutboxUnavailableError when fewer than `extraBytes` + the reserve
   * are free on the disk that holds SQLite's file (DATA_DIR) and the staged
   * uploads. With PostgreSQL only uploads are staged here, but they still fill it.
   */
  async ensureSpace(extraBytes = 0): Promise<void> {
    await ensureSpace({ ...this.options, dir: this.options.dir }, extraBytes);
  }

  /**
   * Durably store a message and its companions (a submission's
   * acknowledgement) in one transaction; resolves only once it is committed.
   * Staged attachment files are read into the store, then deleted, whether
   * or not the message could be stored.
   */
  async enqueue(mail: MailRecord, ...companions: MailRecord[]): Promise<void> {
    const mails = [mail, ...companions];
    try {
      await this.ensureAccepting();
      const now = this.options.now();
      const rows = await Promise.all(
        mails.map(async (m) => ({
          mail: m,
          attachments: await stagedAttachments(m),
          state: 'pending' as const,
          createdAt: now,
        })),
      );
      await this.messages.add(rows);
    } finally {
      await dropStaged(mails);
    }
    this.kick();
  }

  /**
   * Store a message with no attachments in `trx`, another job's transaction
   * (a sign-up's row and its confirmation): committed with that job's
   * change or not at all. The caller checks the disk first
   * (ensureAccepting, outside the transaction) and calls kick() once the
   * transaction is committed.
   */
  async queueIn(trx: Transaction<Database>, mail: MailRecord): Promise<void> {
    if (mail.attachments?.length) throw new Error('outbox: a message queued in a transaction carries no attachments');
    await this.messages.insert(trx, { mail, attachments: [], state: 'pending', createdAt: this.options.now() });
  }

  /**
   * Keep a post judged spam (or held for review) in the quarantine instead
   * of queueing it: the same checks of the disk as a message, then stored
   * durably with its CV, never delivered until an operator releases it.
   */
  async holdInQuarantine(mail: MailRecord, facts: SpamFacts): Promise<void> {
    try {
      await this.ensureAccepting();
      await this.quarantine.store(mail, await stagedAttachments(mail), facts);
    } finally {
      await dropStaged([mail]);
    }
  }

  start(): void {
    this.running = true;
    this.kick();
  }

  /** Stop taking new work; wait (bounded) for a delivery in progress. */
  async stop(timeoutMs = 5_000): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    if (this.draining) {
      await Promise.race([this.draining, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
    }
  }

  async counts(): Promise<{ pending: number; failed: number }> {
    const { pending, failed } = await this.messages.figures();
    return { pending, failed };
  }

  async stats(): Promise<OutboxStats> {
    const f = await this.messages.figures();
    const now = this.options.now();
    const ageS = (at: number | undefined) => (at === undefined ? 0 : Math.max(0, Math.round((now - at) / 1000)));
    return {
      pending: f.pending,
      failed: f.failed,
      oldestPendingS: ageS(f.oldestPending),
      failedForTeam: f.failedForTeam,
      oldestPendingForTeamS: ageS(f.oldestPendingForTeam),
      quarantined: f.quarantined,
    };
  }

  /** Run a pass now (a message was stored, or a test wants one). */
  kick(): void {
    if (!this.running) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    let wakeAt = this.options.now() + this.options.scanMs;
    this.draining = this.drain()
      .then((nextWake) => {
        this.passFailures = 0;
        wakeAt = Math.min(wakeAt, nextWake);
      })
      .catch((err: unknown) => {
        this.passFailures += 1;
        wakeAt = this.options.now() + this.backoff(this.passFailures);
        this.options.logger.error(
          { err, retryInMs: wakeAt - this.options.now() },
          'outbox: delivery pass failed; will retry',
        );
      })
      .finally(() => {
        this.draining = undefined;
        if (!this.running) return;
        if (this.again) {
          this.again = false;
          this.kick();
          return;
        }
        // Whatever happened above, the next pass is scheduled.
        this.timer = setTimeout(() => this.kick(), Math.max(0, wakeAt - this.options.now()));
        this.timer.unref();
      });
  }

  private backoff(attempts: number): number {
    const raw = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** Math.min(attempts - 1, 30));
    return Math.round(raw * (0.5 + this.options.random() * 0.5));
  }

  /** One pass: every due message this copy can claim; resolves with when the next one is due. */
  private async drain(): Promise<number> {
    // tmp/ may have been removed or replaced while the disk was full.
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    await this.housekeeping();
    await this.spamDigest();
    while (this.running) {
      const row = await this.messages.claim({
        owner: this.owner,
        now: this.options.now(),
        leaseMs: this.options.leaseMs,
      });
      if (!row) break;
      try {
        await this.deliverOne(row);
      } catch (err) {
        // This message only: the others still go out, and it is tried again once its claim lapses.
        this.options.logger.error({ err, id: row.id }, 'outbox: could not process a message; will retry');
      }
    }
    return this.messages.nextDue();
  }

  /** Send one claimed message, renewing the claim while the transport works. */
  async deliverOne(row: MessageRow): Promise<void> {
    let mail: MailRecord;
    try {
      mail = mailOf(row, await this.messages.attachments(row.id));
      if (typeof mail.id !== 'string' || typeof mail.to !== 'string' || typeof mail.subject !== 'string')
        throw new Error('not a mail record');
    } catch (err) {
      await this.fail(
        row,
        { attempts: row.attempts, lastError: `unreadable record: ${(err as Error).message}` },
        {
          id: row.id,
        },
      );
      return;
    }
    const renewEvery = Math.max(1_000, Math.floor(this.options.leaseMs / 3));
    const renewal = setInterval(() => {
      void this.messages
        .renew({ id: row.id, owner: this.owner, until: this.options.now() + this.options.leaseMs })
        .catch((err: unknown) => this.options.logger.warn({ err, id: row.id }, 'outbox: could not renew a claim'));
    }, renewEvery);
    renewal.unref();
    try {
      await this.attempt(mail);
    } catch (err) {
      clearInterval(renewal);
      const attempts = row.attempts + 1;
      // The server's words often quote the recipient (`550 5.1.1 <x@y> unknown`): kept and logged masked.
      const lastError = relayError(err);
      const age = this.options.now() - Math.max(row.created_at, row.retried_at ?? 0);
      if (isPermanent(err) || age >= this.options.maxAgeMs) {
        const reason = isPermanent(err) ? 'refused by the mail server' : 'still failing after the retry period';
        await this.fail(row, { attempts, lastError }, { id: mail.id, kind: mail.kind, reason });
        return;
      }
      const nextAttemptAt = this.options.now() + this.backoff(attempts);
      await this.messages.retryLater({ id: row.id, owner: this.owner, attempts, nextAttemptAt, lastError });
      this.options.logger.warn(
        { id: mail.id, kind: mail.kind, attempts, retryInMs: nextAttemptAt - this.options.now(), lastError },
        'outbox: delivery failed; will retry',
      );
      return;
    }
    clearInterval(renewal);
    // Delivered: the message and its CV leave the store.
    await this.messages.delivered(row.id, this.owner);
    this.options.logger.info(
      { id: mail.id, kind: mail.kind, attempts: row.attempts + 1, transport: this.options.transport.name },
      'outbox: delivered',
    );
  }

  /** Keep a message aside as failed for a person (npm run outbox), and say so at error level. */
  private async fail(
    row: MessageRow,
    state: { attempts: number; lastError: string },
    context: Record<string, unknown>,
  ): Promise<void> {
    await this.messages.fail({ id: row.id, owner: this.owner, now: this.options.now(), ...state });
    this.options.logger.error(
      { ...context, attempts: state.attempts, lastError: state.lastError },
      'outbox: message moved to failed; see `npm run outbox -- list`',
    );
  }

  /**
   * The quarantine's daily digest to the support mailbox, when one is due:
   * queued like any message (delivered in this very pass) and remembered in
   * one transaction, so it goes out once a day whichever copy queues it.
   */
  private async spamDigest(): Promise<void> {
    const due = await this.quarantine.dueDigest();
    if (!due) return;
    if (!(await this.messages.queueDigest(due.mail, { now: this.options.now(), listedUpTo: due.listedUpTo }))) return;
    this.options.logger.info({ id: due.mail.id }, 'quarantine: daily digest queued for the support mailbox');
  }

  /** Hourly: delete failed messages past their retention, and quarantined items past theirs. */
  private async housekeeping(): Promise<void> {
    const now = this.options.now();
    if (now - this.lastHousekeeping < HOUR) return;
    this.lastHousekeeping = now;
    const removed = await this.messages.purgeFailed(this.options.failedRetentionMs, now);
    if (removed)
      this.options.logger.info({ count: removed }, 'outbox: deleted failed messages past their retention period');
    await this.quarantine.purgeExpired(now);
  }

  private async attempt(mail: MailRecord): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error('delivery attempt timed out')),
      this.options.attemptTimeoutMs,
    );
    try {
      await this.options.transport.send(mail, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }
}
