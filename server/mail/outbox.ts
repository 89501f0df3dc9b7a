// The durable outbox. A submission is accepted only once its message is on
// disk (written to tmp/, fsynced, renamed into pending/: all or nothing);
// a worker then delivers it with retries and exponential backoff and
// removes it once the transport accepted it. A message that keeps failing
// is moved to failed/ and logged, never dropped. A restart resumes from
// pending/; a message goes out twice only if the process died between the
// server's acceptance and the unlink.
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { MailRecord } from './build';
import type { MailTransport } from './transport';

export interface OutboxOptions {
  dir: string;
  transport: MailTransport;
  logger: Logger;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** Longest a single delivery attempt may take. */
  attemptTimeoutMs?: number;
  now?: () => number;
  random?: () => number;
}

interface DeliveryState {
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
}

/** The name of a stored message (other files there are its delivery state). */
export const MESSAGE = /^[0-9a-z]+-[A-Z0-9-]+\.json$/;

async function writeAtomic(dir: string, tmpDir: string, name: string, data: string) {
  const tmp = path.join(tmpDir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, path.join(dir, name));
  // Make the rename itself durable.
  const dirHandle = await open(dir, 'r');
  try {
    await dirHandle.sync();
  } finally {
    await dirHandle.close();
  }
}

export class Outbox {
  readonly pendingDir: string;
  readonly failedDir: string;
  private readonly tmpDir: string;
  private readonly o: Required<Omit<OutboxOptions, 'dir'>> & { dir: string };
  private running = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private seq = 0;

  constructor(options: OutboxOptions) {
    this.o = { attemptTimeoutMs: 60_000, now: Date.now, random: Math.random, ...options };
    this.pendingDir = path.join(options.dir, 'pending');
    this.failedDir = path.join(options.dir, 'failed');
    this.tmpDir = path.join(options.dir, 'tmp');
  }

  /** Create the folders and clear writes that never completed. */
  async init(): Promise<this> {
    await mkdir(this.pendingDir, { recursive: true, mode: 0o700 });
    await mkdir(this.failedDir, { recursive: true, mode: 0o700 });
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    return this;
  }

  /** A sortable file name: arrival order is delivery order. */
  private fileName(mail: MailRecord): string {
    const stamp = this.o.now().toString(36).padStart(9, '0');
    const seq = (this.seq++ % 1296).toString(36).padStart(2, '0');
    return `${stamp}${seq}-${mail.id}.json`;
  }

  /** Durably store a message; resolves only once it is on disk. */
  async enqueue(mail: MailRecord): Promise<void> {
    await writeAtomic(this.pendingDir, this.tmpDir, this.fileName(mail), JSON.stringify(mail));
    this.kick();
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
    const [p, f] = await Promise.all([this.list(this.pendingDir), this.list(this.failedDir)]);
    return { pending: p.length, failed: f.length };
  }

  private async list(dir: string): Promise<string[]> {
    return (await readdir(dir)).filter((n) => MESSAGE.test(n)).sort();
  }

  private kick(): void {
    if (!this.running) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.draining = this.drain()
      .catch((err) => this.o.logger.error({ err }, 'outbox: drain failed'))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async readState(name: string): Promise<DeliveryState> {
    try {
      return JSON.parse(await readFile(path.join(this.pendingDir, `${name}.state`), 'utf8')) as DeliveryState;
    } catch {
      return { attempts: 0, nextAttemptAt: 0 };
    }
  }

  private backoff(attempts: number): number {
    const raw = Math.min(this.o.retryMaxMs, this.o.retryBaseMs * 2 ** (attempts - 1));
    return Math.round(raw * (0.5 + this.o.random() * 0.5));
  }

  private async drain(): Promise<void> {
    let nextWake = Infinity;
    for (const name of await this.list(this.pendingDir)) {
      if (!this.running) return;
      const state = await this.readState(name);
      const now = this.o.now();
      if (state.nextAttemptAt > now) {
        nextWake = Math.min(nextWake, state.nextAttemptAt);
        continue;
      }
      const file = path.join(this.pendingDir, name);
      let mail: MailRecord;
      try {
        mail = JSON.parse(await readFile(file, 'utf8')) as MailRecord;
      } catch (err) {
        // Unreadable: keep it aside for a person to look at.
        this.o.logger.error({ err, file: name }, 'outbox: unreadable message moved to failed/');
        await rename(file, path.join(this.failedDir, name)).catch(() => undefined);
        continue;
      }
      try {
        await this.attempt(mail);
        await rm(file, { force: true });
        await rm(`${file}.state`, { force: true });
        this.o.logger.info({ id: mail.id, kind: mail.kind, attempts: state.attempts + 1, transport: this.o.transport.name }, 'outbox: delivered');
      } catch (err) {
        const attempts = state.attempts + 1;
        const lastError = err instanceof Error ? err.message : String(err);
        if (attempts >= this.o.maxAttempts) {
          await writeAtomic(this.pendingDir, this.tmpDir, `${name}.state`, JSON.stringify({ attempts, nextAttemptAt: 0, lastError }));
          await rename(file, path.join(this.failedDir, name));
          await rename(`${file}.state`, path.join(this.failedDir, `${name}.state`));
          this.o.logger.error({ id: mail.id, kind: mail.kind, attempts, lastError }, 'outbox: giving up; message kept in failed/');
          continue;
        }
        const next: DeliveryState = { attempts, nextAttemptAt: this.o.now() + this.backoff(attempts), lastError };
        await writeAtomic(this.pendingDir, this.tmpDir, `${name}.state`, JSON.stringify(next));
        nextWake = Math.min(nextWake, next.nextAttemptAt);
        this.o.logger.warn({ id: mail.id, kind: mail.kind, attempts, retryInMs: next.nextAttemptAt - this.o.now(), lastError }, 'outbox: delivery failed; will retry');
      }
    }
    if (this.running && nextWake !== Infinity) {
      this.timer = setTimeout(() => this.kick(), Math.max(0, nextWake - this.o.now()));
      this.timer.unref();
    }
  }

  private attempt(mail: MailRecord): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('delivery attempt timed out')), this.o.attemptTimeoutMs);
    });
    return Promise.race([this.o.transport.send(mail), timeout]).finally(() => clearTimeout(timer));
  }
}
