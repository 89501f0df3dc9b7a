// The durable outbox. A submission is accepted only once its message is on
// disk (attachment renamed in, record written to tmp/, fsynced, renamed
// into pending/: all or nothing), and only while the disk has room (below
// `minFreeBytes` the answer is 503, before the disk is full). A worker then
// delivers with exponential backoff (capped) and deletes the message, CV
// included, once the transport took it. The worker never stops for good:
// any error, for one message or for a whole pass (ENOSPC, EACCES, a broken
// record), is logged and the next pass is always scheduled. A message the
// mail server refuses for good (5xx), or still failing after `maxAgeMs`,
// goes to failed/ with an error-level log line; failed/ is emptied after
// `failedRetentionMs`. A restart resumes from pending/; a message goes out
// twice only if the process died between the server's acceptance and the unlink.
// Posts judged spam go to the quarantine beside it (quarantine.ts), whose
// retention and daily digest run in the worker's pass.
import { mkdir, rm, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureSpace, ensureWritable, statfsFree } from './disk-check';
import type { MailRecord } from './mail-record';
import { Quarantine, type SpamFacts } from './quarantine';
import { TeamTally, type OutboxStats } from './health';
import { HOUR, type OutboxOptions } from './settings';
import { LIMITS } from '../limits';
import { QUARANTINE_RETENTION_DAYS } from '../../shared/constants';
import { isPermanent, relayError } from './relay-errors';
import {
  adoptAttachments,
  arrivedAt,
  baseOf,
  listMessages,
  moveMessage,
  orphans,
  purgeFailed,
  readState,
  removeMessage,
  writeAtomic,
  writeAtomicAll,
  StoredInPartError,
  type DeliveryState,
} from './files';

export { MESSAGE } from './files';
export { OutboxUnavailableError } from './disk-check';

export class Outbox {
  readonly pendingDir: string;
  readonly failedDir: string;
  /** Uploads are staged here before they join a message (cleared at start). */
  readonly tmpDir: string;
  /** Posts judged spam, kept for a person to release. */
  readonly quarantine: Quarantine;
  private readonly options: Required<Omit<OutboxOptions, 'dir' | 'quarantine'>> & { dir: string };
  private running = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private seq = 0;
  private passFailures = 0;
  private lastHousekeeping = 0;
  private readonly tally = new TeamTally();

  constructor(options: OutboxOptions) {
    this.options = {
      attemptTimeoutMs: LIMITS.OUTBOX_ATTEMPT_TIMEOUT_S * 1000,
      scanMs: 15_000,
      minFreeBytes: 0,
      now: Date.now,
      random: Math.random,
      freeBytes: statfsFree,
      ...options,
    };
    this.pendingDir = path.join(options.dir, 'pending');
    this.failedDir = path.join(options.dir, 'failed');
    this.tmpDir = path.join(options.dir, 'tmp');
    const quarantine = options.quarantine ?? {
      maxItems: LIMITS.QUARANTINE_MAX_ITEMS,
      maxBytes: LIMITS.QUARANTINE_MAX_MB * 1024 * 1024,
      retentionMs: QUARANTINE_RETENTION_DAYS * 24 * HOUR,
    };
    this.quarantine = new Quarantine({
      outboxDir: options.dir,
      logger: this.options.logger,
      now: this.options.now,
      ...quarantine,
    });
  }

  /** Create the folders and clear writes that never completed. */
  async init(): Promise<this> {
    await mkdir(this.pendingDir, { recursive: true, mode: 0o700 });
    await mkdir(this.failedDir, { recursive: true, mode: 0o700 });
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    await this.quarantine.init();
    return this;
  }

  /** A sortable base name: arrival order is delivery order. */
  private baseName(mail: MailRecord): string {
    const stamp = this.options.now().toString(36).padStart(9, '0');
    const seq = (this.seq++ % 1296).toString(36).padStart(2, '0');
    return `${stamp}${seq}-${mail.id}`;
  }

  /**
   * Whether the outbox can take a message at this moment: throws OutboxUnavailableError
   * when the disk is below its reserve (ensureSpace) or the folder cannot be
   * written (a read-only or vanished DATA_DIR: a probe file is written to
   * tmp/ and removed). Every message is stored through it (enqueue), and
   * /healthz asks it, so the probe and the forms never disagree.
   */
  async ensureAccepting(extraBytes = 0): Promise<void> {
    await this.ensureSpace(extraBytes);
    await ensureWritable(this.tmpDir, this.options.dir, this.options.logger);
  }

  /** Throws OutboxUnavailableError when fewer than `extraBytes` + the reserve are free. */
  async ensureSpace(extraBytes = 0): Promise<void> {
    await ensureSpace(this.options, extraBytes);
  }

  /**
   * Durably store a message; resolves only once it is on disk. Attachment
   * files staged in tmp/ move in beside the record (or are deleted if the
   * message cannot be stored). `companions` (a submission's acknowledgement)
   * are stored with it in one group of writes, for about the time of one
   * message: a failure stores none of them, except a companion that alone
   * fails to be renamed in, which is logged and given up.
   */
  async enqueue(mail: MailRecord, ...companions: MailRecord[]): Promise<void> {
    const mails = [mail, ...companions];
    const staged = mails.flatMap((m) => (m.attachments ?? []).map((a) => a.file));
    const moved: string[][] = mails.map(() => []);
    try {
      await this.ensureAccepting();
      const records: { name: string; data: string }[] = [];
      for (const [n, m] of mails.entries()) {
        const base = this.baseName(m);
        const record = await adoptAttachments(m, this.pendingDir, base, moved[n]!);
        records.push({ name: `${base}.json`, data: JSON.stringify(record) });
      }
      await writeAtomicAll(this.pendingDir, this.tmpDir, records);
    } catch (err) {
      if (err instanceof StoredInPartError) {
        await Promise.all(
          moved
            .slice(err.stored)
            .flat()
            .map((f) => rm(f, { force: true }).catch(() => undefined)),
        );
        this.options.logger.warn(
          { err: err.cause, id: mail.id, lost: mails.slice(err.stored).map((m) => m.id) },
          'outbox: a companion message could not be stored; the message itself is',
        );
      } else {
        await Promise.all([...staged, ...moved.flat()].map((f) => rm(f, { force: true }).catch(() => undefined)));
        throw err;
      }
    }
    this.kick();
  }

  /**
   * Keep a post judged spam in the quarantine instead of queueing it: the
   * same checks of the disk as a message, then stored durably (its CV moved
   * in), never delivered until an operator releases it.
   */
  async holdInQuarantine(mail: MailRecord, facts: SpamFacts): Promise<void> {
    try {
      await this.ensureAccepting();
    } catch (err) {
      await Promise.all((mail.attachments ?? []).map((a) => rm(a.file, { force: true }).catch(() => undefined)));
      throw err;
    }
    await this.quarantine.store(mail, facts);
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
    const { pending, failed } = await this.stats();
    return { pending, failed };
  }

  async stats(): Promise<OutboxStats> {
    return this.tally.stats({
      pendingDir: this.pendingDir,
      failedDir: this.failedDir,
      quarantined: await this.quarantine.count(),
      now: this.options.now(),
    });
  }

  private kick(): void {
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

  /** One pass over pending/; resolves with when the next message is due. */
  private async drain(): Promise<number> {
    // tmp/ may have been removed or replaced while the disk was full.
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    await this.housekeeping();
    await this.spamDigest();
    let nextWake = Infinity;
    for (const name of await listMessages(this.pendingDir)) {
      if (!this.running) break;
      try {
        nextWake = Math.min(nextWake, await this.deliverOne(name));
      } catch (err) {
        // This message only: the others still go out, and it is tried again.
        const retryAt = this.options.now() + this.backoff(1);
        nextWake = Math.min(nextWake, retryAt);
        this.options.logger.error(
          { err, file: name, retryInMs: retryAt - this.options.now() },
          'outbox: could not process a message; will retry',
        );
      }
    }
    return nextWake;
  }

  /** Try one message if it is due; resolves with its next due time (Infinity when done). */
  private async deliverOne(name: string): Promise<number> {
    const base = baseOf(name);
    const state = await readState(this.pendingDir, base);
    if (state.nextAttemptAt > this.options.now()) return state.nextAttemptAt;
    let mail: MailRecord;
    try {
      mail = JSON.parse(await readFile(path.join(this.pendingDir, name), 'utf8')) as MailRecord;
      if (typeof mail.id !== 'string' || typeof mail.to !== 'string' || typeof mail.subject !== 'string')
        throw new Error('not a mail record');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return Infinity; // taken away (npm run outbox)
      await this.fail(base, { ...state, lastError: `unreadable record: ${(err as Error).message}` }, { file: name });
      return Infinity;
    }
    try {
      await this.attempt(mail);
    } catch (err) {
      const attempts = state.attempts + 1;
      // The server's words often quote the recipient (`550 5.1.1 <x@y> unknown`): kept and logged masked.
      const lastError = relayError(err);
      const age = this.options.now() - Math.max(Date.parse(mail.createdAt) || arrivedAt(name), state.retriedAt ?? 0);
      if (isPermanent(err) || age >= this.options.maxAgeMs) {
        const reason = isPermanent(err) ? 'refused by the mail server' : 'still failing after the retry period';
        await this.fail(
          base,
          { ...state, attempts, nextAttemptAt: 0, lastError },
          { id: mail.id, kind: mail.kind, reason },
        );
        return Infinity;
      }
      const next: DeliveryState = {
        ...state,
        attempts,
        nextAttemptAt: this.options.now() + this.backoff(attempts),
        lastError,
      };
      await writeAtomic(this.pendingDir, this.tmpDir, `${base}.state`, JSON.stringify(next));
      this.options.logger.warn(
        { id: mail.id, kind: mail.kind, attempts, retryInMs: next.nextAttemptAt - this.options.now(), lastError },
        'outbox: delivery failed; will retry',
      );
      return next.nextAttemptAt;
    }
    // Delivered: the message and its CV leave the disk.
    await removeMessage(this.pendingDir, base);
    this.options.logger.info(
      { id: mail.id, kind: mail.kind, attempts: state.attempts + 1, transport: this.options.transport.name },
      'outbox: delivered',
    );
    return Infinity;
  }

  /** Keep a message aside in failed/ for a person (npm run outbox), and say so at error level. */
  private async fail(base: string, state: DeliveryState, context: Record<string, unknown>): Promise<void> {
    await writeAtomic(
      this.pendingDir,
      this.tmpDir,
      `${base}.state`,
      JSON.stringify({ ...state, failedAt: this.options.now() }),
    );
    await moveMessage(this.pendingDir, this.failedDir, base);
    this.options.logger.error(
      { ...context, attempts: state.attempts, lastError: state.lastError },
      'outbox: message moved to failed/; see `npm run outbox -- list`',
    );
  }

  /**
   * The quarantine's daily digest to the support mailbox, when one is due:
   * queued like any message (delivered in this very pass), then remembered,
   * so a crash in between sends it twice rather than never.
   */
  private async spamDigest(): Promise<void> {
    const due = await this.quarantine.dueDigest();
    if (!due) return;
    await this.enqueue(due.mail);
    await due.commit();
    this.options.logger.info({ id: due.mail.id }, 'quarantine: daily digest queued for the support mailbox');
  }

  /** Hourly: delete failed messages past their retention, and files a crash left without a record. */
  private async housekeeping(): Promise<void> {
    const now = this.options.now();
    if (now - this.lastHousekeeping < HOUR) return;
    this.lastHousekeeping = now;
    const removed = await purgeFailed(this.failedDir, this.options.failedRetentionMs, now);
    if (removed.length)
      this.options.logger.info(
        { count: removed.length },
        'outbox: deleted failed messages past their retention period',
      );
    for (const n of await orphans(this.pendingDir, HOUR, now)) await rm(path.join(this.pendingDir, n), { force: true });
    await this.quarantine.housekeeping();
  }

  private async attempt(mail: MailRecord): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error('delivery attempt timed out')),
      this.options.attemptTimeoutMs,
    );
    const withPaths: MailRecord = {
      ...mail,
      attachments: mail.attachments?.map((a) =>
        a.content !== undefined ? a : { ...a, file: path.join(this.pendingDir, path.basename(a.file)) },
      ),
    };
    try {
      await this.options.transport.send(withPaths, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }
}
