// The newsletter's subscribers: one small file per subscription in
// DATA_DIR/newsletter/subscribers/<sid>.json (mode 0600), each written all
// or nothing by the outbox's atomic write (temporary file, fsync, rename,
// fsync of the folder), so a sign-up costs one small write whatever the
// list's size, and a kill -9 leaves the old record or the new one. An
// index in memory (subscriber-index.ts) answers the questions a sign-up
// asks without reading the folder; the record on disk is read again before
// any change, so an erasure made by `npm run subscribers` (another process)
// is never undone by the site. Changes run one at a time in this process
// (a promise chain) and take a lock file that the command takes too
// (store-lock.ts). docs/decisions/0057 says why files.
//
// An address is `pending` from its sign-up until the confirmation link is
// used (then `confirmed`, with the consent record), and is deleted when the
// link expires unconfirmed (7 days after the last confirmation mail), on
// unsubscribe and on erasure. Pending entries are bounded in total and per
// client (an IPv6 /64 or an IPv4 address), as a pseudonymous tag, never the
// address itself (subscriber-index.ts says which entry makes room).
//
// Unsubscribing leaves a marker in departed/<sid>.json holding only the
// time (no address), so a link used twice says "already unsubscribed"
// rather than "expired"; markers go after DEPARTED_KEEP_MS. Erasure leaves
// none. The lists kept before are moved in once when the store opens, then
// deleted (old-lists.ts).
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Lang } from '../../shared/i18n/lang';
import { syncDir, writeAtomic, writeAtomicAll } from '../outbox/files';
import { moveOldListsIn, oldListsThere } from './old-lists';
import { takeLock } from './store-lock';
import { SubscriberIndex } from './subscriber-index';
import {
  keptPage,
  newSid,
  pendingExpiresAt,
  SID,
  STORE_DIR,
  type ConsentRecord,
  type Departure,
  type StoreLog,
  type Subscriber,
} from './subscriber';

// What the site, the command and the tests name from the store.
export { LIST_FILE } from './old-lists';
export { MAX_PENDING } from './subscriber-index';
export { MAX_PAGE_CHARS, newSid, STORE_DIR, type Subscriber } from './subscriber';

/** How long an unsubscribed link still says "already unsubscribed" (then: not valid). */
const DEPARTED_KEEP_MS = 365 * 24 * 60 * 60_000;
/** Files written at once when the store moves a list in. */
const BATCH = 256;
/**
 * How long the event loop reads records at a stretch when the store opens
 * or lists them, before it lets requests in. Records are read synchronously
 * in such slices: a small file costs tens of microseconds on the main
 * thread, against several hops through libuv's four threads for each
 * asynchronous read, so 100,000 records open about five times faster this
 * way and no slice holds a request longer than this (docs/decisions/0057).
 */
const READ_SLICE_MS = 10;

export type SignUpOutcome = 'mailed-new' | 'mailed-pending' | 'mailed-confirmed';

/**
 * The subscribers, as the site and the operators' command use them. One
 * implementation keeps files (SubscriberFiles); docs/decisions/0057 says
 * what would implement it on PostgreSQL.
 */
export interface SubscriberStore {
  /** Load the index and move older lists in (idempotent); every other call waits for it. */
  open(): Promise<void>;
  /** Every subscriber, read from disk, oldest sign-up first. */
  list(): Promise<Subscriber[]>;
  bySid(sid: string): Promise<Subscriber | undefined>;
  /** The marker an unsubscribed subscription left, if it is still kept. */
  departure(sid: string): Promise<Departure | undefined>;
  /**
   * A sign-up whose mail may go out (the caller applied the caps): a new
   * address becomes pending, a pending one gets a new link, a confirmed one
   * a reminder of its way out. `mail` queues that mail durably once the
   * record is written (a queued link always names a record); if it throws,
   * the record is put back as it was.
   */
  signUp(input: {
    email: string;
    lang: Lang;
    page: string;
    client: string;
    now: Date;
    mail: (s: Subscriber, outcome: SignUpOutcome) => Promise<void>;
  }): Promise<SignUpOutcome>;
  confirm(input: {
    sid: string;
    valid: (s: Subscriber) => boolean;
    consent: (s: Subscriber) => ConsentRecord;
    notify: (s: Subscriber) => Promise<void>;
  }): Promise<Subscriber | undefined>;
  unsubscribe(input: { sid: string; valid: (s: Subscriber) => boolean; now: Date }): Promise<Subscriber | undefined>;
  /** Erasure: the address leaves, pending or confirmed, with no marker; resolves true when it was there. */
  remove(email: string): Promise<boolean>;
  /** Delete pending addresses whose link expired, and old departure markers; resolves with the addresses deleted. */
  purgeExpired(now: number): Promise<number>;
  /** Entries waiting for confirmation, all clients together. */
  readonly pendingCount: number;
  /** Resolves once every change begun so far is done (a graceful stop; tests). */
  idle(): Promise<void>;
}

interface SubscriberFilesOptions {
  logger?: StoreLog;
  maxPending?: number;
  maxPendingPerClient?: number;
}

export class SubscriberFiles implements SubscriberStore {
  readonly dir: string;
  private readonly dataDir: string;
  private readonly records: string;
  private readonly departed: string;
  private readonly tmp: string;
  private readonly lockFile: string;
  private readonly logger: StoreLog | undefined;
  private readonly index: SubscriberIndex;
  private chain: Promise<unknown> = Promise.resolve();
  private opening: Promise<void> | undefined;
  private opened = false;
  private readonly changing = new Set<Promise<unknown>>();

  constructor(dataDir: string, options: SubscriberFilesOptions = {}) {
    this.dataDir = dataDir;
    this.dir = path.join(dataDir, STORE_DIR);
    this.records = path.join(this.dir, 'subscribers');
    this.departed = path.join(this.dir, 'departed');
    this.tmp = path.join(this.dir, 'tmp');
    this.lockFile = path.join(this.dir, 'lock');
    this.index = new SubscriberIndex(options.maxPending, options.maxPendingPerClient);
    this.logger = options.logger;
  }

  get pendingCount(): number {
    return this.index.pendingCount;
  }

  open(): Promise<void> {
    this.opening ??= this.serial(async () => {
      for (const d of [this.dir, this.records, this.departed, this.tmp])
        await mkdir(d, { recursive: true, mode: 0o700 });
      const unlock = await takeLock(this.lockFile);
      try {
        await this.readAll(
          (sid) => SID.test(sid),
          (s) => this.index.add(s),
        );
        await moveOldListsIn(this.dataDir, (list) => this.addAll(list), this.logger);
        this.opened = true;
      } finally {
        await unlock();
      }
    });
    // A failed open (a broken file) is tried again by the next call.
    this.opening.catch(() => (this.opening = undefined));
    return this.opening;
  }

  async list(): Promise<Subscriber[]> {
    await this.open();
    const out: Subscriber[] = [];
    await this.readAll(
      () => true,
      (s) => out.push(s),
    );
    return out.sort((a, b) => a.signedUpAt.localeCompare(b.signedUpAt));
  }

  async bySid(sid: string): Promise<Subscriber | undefined> {
    await this.readable();
    return SID.test(sid) ? this.read(sid) : undefined;
  }

  async departure(sid: string): Promise<Departure | undefined> {
    await this.readable();
    if (!SID.test(sid)) return undefined;
    try {
      return JSON.parse(await readFile(path.join(this.departed, `${sid}.json`), 'utf8')) as Departure;
    } catch {
      return undefined;
    }
  }

  signUp(input: Parameters<SubscriberStore['signUp']>[0]): Promise<SignUpOutcome> {
    return this.change(async () => {
      const at = input.now.toISOString();
      const page = keptPage(input.page);
      const knownSid = this.index.sidOf(input.email);
      const known = knownSid ? await this.fresh(knownSid) : undefined;
      if (known?.status === 'confirmed') {
        await input.mail(known, 'mailed-confirmed');
        return 'mailed-confirmed';
      }
      // The record first, so the link in a queued mail always names one; a mail that cannot be queued undoes it.
      if (known) {
        const next: Subscriber = { ...known, lang: input.lang, page, confirmMailAt: at };
        await this.write(next);
        await input.mail(next, 'mailed-pending').catch(async (err: unknown) => {
          await this.write(known);
          throw err;
        });
        return 'mailed-pending';
      }
      const next: Subscriber = {
        email: input.email,
        sid: newSid(),
        status: 'pending',
        signedUpAt: at,
        lang: input.lang,
        page,
        confirmMailAt: at,
        client: input.client,
      };
      await this.makeRoomFor(input.client);
      await this.write(next);
      await input.mail(next, 'mailed-new').catch(async (err: unknown) => {
        await this.delete(next.sid);
        throw err;
      });
      return 'mailed-new';
    });
  }

  confirm(input: Parameters<SubscriberStore['confirm']>[0]): Promise<Subscriber | undefined> {
    return this.change(async () => {
      const found = SID.test(input.sid) ? await this.fresh(input.sid) : undefined;
      if (!found || found.status !== 'pending' || !input.valid(found)) return undefined;
      const consent = input.consent(found);
      const { client: _client, ...kept } = found;
      const next: Subscriber = { ...kept, status: 'confirmed', confirmedAt: consent.at, consent };
      await input.notify(next);
      await this.write(next);
      return next;
    });
  }

  unsubscribe(input: Parameters<SubscriberStore['unsubscribe']>[0]): Promise<Subscriber | undefined> {
    return this.change(async () => {
      const found = SID.test(input.sid) ? await this.fresh(input.sid) : undefined;
      if (!found || !input.valid(found)) return undefined;
      // The marker first: a crash between the two leaves "already unsubscribed" and the record, which the next try deletes.
      const departure: Departure = { at: input.now.toISOString() };
      await writeAtomic(this.departed, this.tmp, `${found.sid}.json`, `${JSON.stringify(departure)}\n`);
      await this.delete(found.sid);
      return found;
    });
  }

  remove(email: string): Promise<boolean> {
    const address = email.trim().toLowerCase();
    return this.change(async () => {
      const sid = this.index.sidOf(address);
      if (!sid || !(await this.fresh(sid))) return false;
      await this.delete(sid);
      await rm(path.join(this.departed, `${sid}.json`), { force: true });
      return true;
    });
  }

  purgeExpired(now: number): Promise<number> {
    return this.change(async () => {
      let removed = 0;
      for (const sid of this.index.expiredPending(now)) {
        // Read again: a sign-up in another process may have renewed it.
        const s = await this.fresh(sid);
        if (s?.status === 'pending' && pendingExpiresAt(s) <= now) {
          await this.delete(sid);
          removed += 1;
        }
      }
      for (const name of await readdir(this.departed)) {
        const info = await stat(path.join(this.departed, name)).catch(() => undefined);
        if (info && now - info.mtimeMs > DEPARTED_KEEP_MS) await rm(path.join(this.departed, name), { force: true });
      }
      return removed;
    });
  }

  /**
   * Ready to read one record by its id. Its file is the truth and needs no
   * index, so a link opened while a large index loads after a restart is
   * answered at once; only an older list not yet moved in makes it wait for
   * open(), since that list's records have no file yet.
   */
  private async readable(): Promise<void> {
    if (this.opened) return;
    const opening = this.open();
    if (await oldListsThere(this.dataDir)) await opening;
    // Otherwise it loads on, and its failure is the next change's to report.
    else opening.catch(() => undefined);
  }

  /** Room for one more pending entry from `client`: its own oldest first, then the heaviest client's. */
  private async makeRoomFor(client: string): Promise<void> {
    for (let out = this.index.nextEviction(client); out; out = this.index.nextEviction(client)) {
      await this.delete(out.sid);
      this.logger?.warn({ bound: out.bound }, 'newsletter: a pending address made room for a newer sign-up');
    }
  }

  /** The record as it is on disk now; the index forgets it when it is gone. */
  private async fresh(sid: string): Promise<Subscriber | undefined> {
    const s = await this.read(sid);
    if (s) this.index.add(s);
    else this.index.remove(sid);
    return s;
  }

  private async read(sid: string): Promise<Subscriber | undefined> {
    let text: string;
    try {
      text = await readFile(path.join(this.records, `${sid}.json`), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    return JSON.parse(text) as Subscriber;
  }

  /** Every record whose id passes `wanted`, read in slices of READ_SLICE_MS, so a large list never holds the event loop for long. */
  private async readAll(wanted: (sid: string) => boolean, each: (s: Subscriber) => void): Promise<void> {
    const names = await readdir(this.records);
    let i = 0;
    while (i < names.length) {
      const sliceEnd = performance.now() + READ_SLICE_MS;
      do {
        const name = names[i++]!;
        const sid = name.slice(0, -5);
        if (!name.endsWith('.json') || !wanted(sid)) continue;
        const s = this.readNow(sid);
        if (s) each(s);
      } while (i < names.length && performance.now() < sliceEnd);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** One record read on the main thread (readAll's slices); gone meanwhile (an erasure) = undefined. */
  private readNow(sid: string): Subscriber | undefined {
    let text: string;
    try {
      text = readFileSync(path.join(this.records, `${sid}.json`), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    return JSON.parse(text) as Subscriber;
  }

  private async write(s: Subscriber): Promise<void> {
    await writeAtomic(this.records, this.tmp, `${s.sid}.json`, `${JSON.stringify(s)}\n`);
    this.index.add(s);
  }

  private async delete(sid: string): Promise<void> {
    await rm(path.join(this.records, `${sid}.json`), { force: true });
    await syncDir(this.records);
    this.index.remove(sid);
  }

  /** Add records that are not in the store yet (by id and by address); returns how many. */
  private async addAll(list: Subscriber[]): Promise<number> {
    const fresh = list.filter((s) => typeof s.email === 'string' && SID.test(s.sid) && !this.index.holds(s));
    for (let i = 0; i < fresh.length; i += BATCH) {
      const batch = fresh.slice(i, i + BATCH).map((s) => (s.page === undefined ? s : { ...s, page: keptPage(s.page) }));
      await writeAtomicAll(
        this.records,
        this.tmp,
        batch.map((s) => ({ name: `${s.sid}.json`, data: `${JSON.stringify(s)}\n` })),
      );
      for (const s of batch) this.index.add(s);
    }
    return fresh.length;
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn);
    this.chain = run.catch(() => undefined);
    return run;
  }

  async idle(): Promise<void> {
    while (this.changing.size) await Promise.allSettled([...this.changing]);
  }

  /** One change at a time, in this process and across processes (the lock file). */
  private change<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.open().then(() =>
      this.serial(async () => {
        const unlock = await takeLock(this.lockFile);
        try {
          return await fn();
        } finally {
          await unlock();
        }
      }),
    );
    // Counted from the call, not from its turn: idle() waits for changes still queued behind others.
    this.changing.add(run);
    void run.then(
      () => this.changing.delete(run),
      () => this.changing.delete(run),
    );
    return run;
  }
}
