// The newsletter's subscribers: one small file per subscription in
// DATA_DIR/newsletter/subscribers/<sid>.json (mode 0600), each written all
// or nothing by the outbox's atomic write (temporary file, fsync, rename,
// fsync of the folder), so a sign-up costs one small write whatever the
// list's size, and a kill -9 leaves the old record or the new one. An
// index in memory (address -> id, the pending entries per client) answers
// the questions a sign-up asks without reading the folder; the record on
// disk is read again before any change, so an erasure made by
// `npm run subscribers` (another process) is never undone by the site.
// Changes run one at a time in this process (a promise chain) and take a
// lock file that the command takes too. docs/decisions/0057 says why files.
//
// An address is `pending` from its sign-up until the confirmation link is
// used (then `confirmed`, with the consent record), and is deleted when the
// link expires unconfirmed (7 days after the last confirmation mail), on
// unsubscribe and on erasure. Pending entries are bounded in total and per
// client (an IPv6 /64 or an IPv4 address), as a pseudonymous tag, never the
// address itself: past the client's bound its own oldest entry goes, past
// the total the oldest entry of the client holding most goes, so a flood
// from a few networks pushes out its own entries, not other visitors'.
//
// Unsubscribing leaves a marker in departed/<sid>.json holding only the
// time (no address), so a link used twice says "already unsubscribed"
// rather than "expired"; markers go after DEPARTED_KEEP_MS. Erasure leaves
// none. The lists kept before (newsletter.json, one file for the whole
// list, and the older newsletter-subscribers.jsonl) are moved in once when
// the store opens, then deleted, so an erasure leaves no second copy.
import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '../../shared/i18n/lang';
import { syncDir, writeAtomic, writeAtomicAll } from '../outbox/files';
import { CONFIRM_TTL_MS } from './tokens';

/** The folder of the store, under DATA_DIR. */
export const STORE_DIR = 'newsletter';
/** The whole-list file the site kept before this store: moved in once, then deleted. */
export const LIST_FILE = 'newsletter.json';
/** The list kept before double opt-in: moved in once as confirmed subscribers, then deleted. */
export const LEGACY_FILE = 'newsletter-subscribers.jsonl';

/**
 * Pending entries at most, all clients together: about 300 bytes on disk
 * and 250 in memory each, so 20,000 cost 6 MB and 5 MB. A month of sign-ups
 * for this site is in the hundreds; this bound is for floods.
 */
export const MAX_PENDING = 20_000;
/**
 * Pending entries one client (an IPv6 /64, an IPv4 address) may hold. A
 * carrier's shared IPv4 address carries many people, yet few sign up to a
 * newsletter within a week; past this the client's own oldest entry goes.
 */
export const MAX_PENDING_PER_CLIENT = 50;
/** The page signed up on, kept in the consent record: a path of this site, no longer than this. */
export const MAX_PAGE_CHARS = 120;
/** How long an unsubscribed link still says "already unsubscribed" (then: not valid). */
export const DEPARTED_KEEP_MS = 365 * 24 * 60 * 60_000;
/** A lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 30_000;
/** Files read or written at once when the store opens or moves a list in. */
const BATCH = 256;

const SID = /^[A-Za-z0-9_-]{16,32}$/;

/** What the visitor agreed to, recorded when the confirmation is posted. */
export interface ConsentRecord {
  /** When the Confirm button was posted (ISO). */
  at: string;
  lang: Lang;
  /** The site page the address was signed up on. */
  page: string;
  /** The words the confirmation page showed above its button. */
  wording: string;
}

export interface Subscriber {
  email: string;
  /** Random id the signed links name (server/newsletter/tokens.ts). */
  sid: string;
  status: 'pending' | 'confirmed';
  signedUpAt: string;
  /** The sign-up's language; absent for imported addresses. */
  lang?: Lang;
  /** The page signed up on (a path, at most MAX_PAGE_CHARS); absent for imported addresses. */
  page?: string;
  /** When the last confirmation mail was queued (a pending link expires 7 days after). */
  confirmMailAt?: string;
  confirmedAt?: string;
  consent?: ConsentRecord;
  /** Taken from the list kept before double opt-in: confirmed, consent not recorded. */
  imported?: true;
  /** A pending entry's client (clientTag), for the per-client bound; dropped once confirmed. */
  client?: string;
}

/** What is left of an unsubscribed subscription: when, nothing else. */
export interface Departure {
  at: string;
}

export const newSid = () => randomBytes(16).toString('base64url');

/** When a pending address (and its confirmation link) expires. */
export const pendingExpiresAt = (s: Subscriber) => Date.parse(s.confirmMailAt ?? s.signedUpAt) + CONFIRM_TTL_MS;

/**
 * A client's pseudonymous tag for the per-client bound: its network
 * (clientKey: the /64 or the IPv4 address) hashed with a key of the site's,
 * so a record never holds an IP address.
 */
export function clientTag(key: Buffer, network: string): string {
  return createHash('sha256').update(key).update(network).digest('base64url').slice(0, 16);
}

/** The page signed up on as the record keeps it: its path only, bounded. */
export function keptPage(page: string): string {
  const pathname = page.split(/[?#]/)[0] ?? '/';
  return pathname.startsWith('/') && pathname.length <= MAX_PAGE_CHARS ? pathname : '/';
}

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

interface Entry {
  email: string;
  status: Subscriber['status'];
  /** Pending only: when its link expires, and its client. */
  expiresAt?: number;
  client?: string;
}

/** Where the store says what it did (a pino logger, or the command's stderr). */
export interface StoreLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface SubscriberFilesOptions {
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
  private readonly maxPending: number;
  private readonly maxPerClient: number;
  private readonly logger: SubscriberFilesOptions['logger'];
  private chain: Promise<unknown> = Promise.resolve();
  private opening: Promise<void> | undefined;
  private readonly bySidIndex = new Map<string, Entry>();
  private readonly byEmail = new Map<string, string>();
  /** Per client, its pending ids oldest first (a Set keeps insertion order). */
  private readonly pendingByClient = new Map<string, Set<string>>();
  /** Clients by how many pending entries they hold, so the heaviest is found without a scan at the bound. */
  private readonly clientsByCount = new Map<number, Set<string>>();
  private maxCount = 0;
  private pending = 0;
  private readonly changing = new Set<Promise<unknown>>();

  constructor(dataDir: string, options: SubscriberFilesOptions = {}) {
    this.dataDir = dataDir;
    this.dir = path.join(dataDir, STORE_DIR);
    this.records = path.join(this.dir, 'subscribers');
    this.departed = path.join(this.dir, 'departed');
    this.tmp = path.join(this.dir, 'tmp');
    this.lockFile = path.join(this.dir, 'lock');
    this.maxPending = options.maxPending ?? MAX_PENDING;
    this.maxPerClient = options.maxPendingPerClient ?? MAX_PENDING_PER_CLIENT;
    this.logger = options.logger;
  }

  get pendingCount(): number {
    return this.pending;
  }

  open(): Promise<void> {
    this.opening ??= this.serial(async () => {
      for (const d of [this.dir, this.records, this.departed, this.tmp])
        await mkdir(d, { recursive: true, mode: 0o700 });
      const unlock = await this.lock();
      try {
        await this.loadIndex();
        await this.moveListIn();
        await this.moveLegacyIn();
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
    const names = (await readdir(this.records)).filter((n) => n.endsWith('.json'));
    const out: Subscriber[] = [];
    for (let i = 0; i < names.length; i += BATCH) {
      const read = await Promise.all(names.slice(i, i + BATCH).map((n) => this.read(n.slice(0, -5))));
      for (const s of read) if (s) out.push(s);
    }
    return out.sort((a, b) => a.signedUpAt.localeCompare(b.signedUpAt));
  }

  async bySid(sid: string): Promise<Subscriber | undefined> {
    await this.open();
    return SID.test(sid) ? this.read(sid) : undefined;
  }

  async departure(sid: string): Promise<Departure | undefined> {
    await this.open();
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
      const knownSid = this.byEmail.get(input.email);
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
      const sid = this.byEmail.get(address);
      if (!sid || !(await this.fresh(sid))) return false;
      await this.delete(sid);
      await rm(path.join(this.departed, `${sid}.json`), { force: true });
      return true;
    });
  }

  purgeExpired(now: number): Promise<number> {
    return this.change(async () => {
      let removed = 0;
      for (const [sid, e] of [...this.bySidIndex]) {
        if (e.status !== 'pending' || e.expiresAt! > now) continue;
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

  /** Room for one more pending entry from `client`: its own oldest first, then the heaviest client's. */
  private async makeRoomFor(client: string): Promise<void> {
    const own = this.pendingByClient.get(client);
    while (own && own.size >= this.maxPerClient) await this.evict(own.values().next().value!, 'client');
    while (this.pending >= this.maxPending && this.maxCount > 0) {
      const heaviest = this.clientsByCount.get(this.maxCount)!.values().next().value!;
      await this.evict(this.pendingByClient.get(heaviest)!.values().next().value!, 'total');
    }
  }

  private async evict(sid: string, bound: 'client' | 'total') {
    await this.delete(sid);
    this.logger?.warn({ bound }, 'newsletter: a pending address made room for a newer sign-up');
  }

  /** The record as it is on disk now; the index forgets it when it is gone. */
  private async fresh(sid: string): Promise<Subscriber | undefined> {
    const s = await this.read(sid);
    if (s) this.index(s);
    else this.unindex(sid);
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

  private async write(s: Subscriber): Promise<void> {
    await writeAtomic(this.records, this.tmp, `${s.sid}.json`, `${JSON.stringify(s)}\n`);
    this.index(s);
  }

  private async delete(sid: string): Promise<void> {
    await rm(path.join(this.records, `${sid}.json`), { force: true });
    await syncDir(this.records);
    this.unindex(sid);
  }

  private index(s: Subscriber) {
    this.unindex(s.sid);
    const entry: Entry = { email: s.email, status: s.status };
    if (s.status === 'pending') {
      entry.expiresAt = pendingExpiresAt(s);
      entry.client = s.client ?? '';
      const ids = this.pendingByClient.get(entry.client) ?? new Set<string>();
      ids.add(s.sid);
      this.pendingByClient.set(entry.client, ids);
      this.recount(entry.client, ids.size - 1, ids.size);
      this.pending += 1;
    }
    this.bySidIndex.set(s.sid, entry);
    this.byEmail.set(s.email, s.sid);
  }

  private unindex(sid: string) {
    const e = this.bySidIndex.get(sid);
    if (!e) return;
    this.bySidIndex.delete(sid);
    if (this.byEmail.get(e.email) === sid) this.byEmail.delete(e.email);
    if (e.status === 'pending') {
      const ids = this.pendingByClient.get(e.client!)!;
      ids.delete(sid);
      if (ids.size === 0) this.pendingByClient.delete(e.client!);
      this.recount(e.client!, ids.size + 1, ids.size);
      this.pending -= 1;
    }
  }

  /** Move a client between the count buckets (counts change by one at a time). */
  private recount(client: string, from: number, to: number) {
    const old = this.clientsByCount.get(from);
    old?.delete(client);
    if (old?.size === 0) this.clientsByCount.delete(from);
    if (to > 0) {
      const bucket = this.clientsByCount.get(to) ?? new Set<string>();
      bucket.add(client);
      this.clientsByCount.set(to, bucket);
    }
    if (to > this.maxCount) this.maxCount = to;
    while (this.maxCount > 0 && !this.clientsByCount.has(this.maxCount)) this.maxCount -= 1;
  }

  /** Read every record once, a batch at a time, so a large list never holds the event loop for long. */
  private async loadIndex(): Promise<void> {
    const names = (await readdir(this.records)).filter((n) => n.endsWith('.json') && SID.test(n.slice(0, -5)));
    for (let i = 0; i < names.length; i += BATCH) {
      const read = await Promise.all(names.slice(i, i + BATCH).map((n) => this.read(n.slice(0, -5))));
      for (const s of read) if (s) this.index(s);
    }
  }

  /** Add records that are not in the store yet (by id and by address); returns how many. */
  private async addAll(list: Subscriber[]): Promise<number> {
    const fresh = list.filter(
      (s) =>
        typeof s.email === 'string' && SID.test(s.sid) && !this.bySidIndex.has(s.sid) && !this.byEmail.has(s.email),
    );
    for (let i = 0; i < fresh.length; i += BATCH) {
      const batch = fresh.slice(i, i + BATCH).map((s) => (s.page === undefined ? s : { ...s, page: keptPage(s.page) }));
      await writeAtomicAll(
        this.records,
        this.tmp,
        batch.map((s) => ({ name: `${s.sid}.json`, data: `${JSON.stringify(s)}\n` })),
      );
      for (const s of batch) this.index(s);
    }
    return fresh.length;
  }

  /** newsletter.json, the whole list in one file: moved in, then deleted (a crash halfway moves the rest next time). */
  private async moveListIn(): Promise<void> {
    const file = path.join(this.dataDir, LIST_FILE);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    const parsed = JSON.parse(text) as { version?: number; subscribers?: Subscriber[] };
    if (parsed.version !== 1 || !Array.isArray(parsed.subscribers)) throw new Error(`${file} is not a subscriber list`);
    const added = await this.addAll(parsed.subscribers);
    await rm(file, { force: true });
    await rm(`${file}.lock`, { force: true });
    await syncDir(this.dataDir);
    this.logger?.info(
      { found: parsed.subscribers.length, added },
      `newsletter: moved ${LIST_FILE} into ${STORE_DIR}/ (one file per subscriber) and deleted it`,
    );
  }

  /** The list kept before double opt-in: confirmed subscribers without a consent record. */
  private async moveLegacyIn(): Promise<void> {
    const file = path.join(this.dataDir, LEGACY_FILE);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    const found = new Map<string, Subscriber>();
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const { email, at } = JSON.parse(line) as { email?: unknown; at?: unknown };
        if (typeof email !== 'string' || found.has(email)) continue;
        const when = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : new Date(0).toISOString();
        found.set(email, {
          email,
          sid: newSid(),
          status: 'confirmed',
          signedUpAt: when,
          confirmedAt: when,
          imported: true,
        });
      } catch {
        // a torn last line (a crash mid-append) is skipped, as the old list did
      }
    }
    const added = await this.addAll([...found.values()]);
    await rm(file, { force: true });
    await syncDir(this.dataDir);
    this.logger?.info({ found: found.size, added }, `newsletter: moved ${LEGACY_FILE} in and deleted it`);
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
        const unlock = await this.lock();
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

  /**
   * Whether the process named in the lock file still runs. The site and the
   * command share a machine (and a container's process table), so a holder
   * killed with -9 is seen gone at once; a lock from elsewhere waits out STALE_LOCK_MS.
   */
  private async holderAlive(): Promise<boolean> {
    const pid = Number(await readFile(this.lockFile, 'utf8').catch(() => ''));
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
   * no one could tell from a live one.
   */
  private async lock(): Promise<() => Promise<void>> {
    const deadline = Date.now() + 10_000;
    const mine = `${this.lockFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(mine, String(process.pid), { mode: 0o600 });
    for (;;) {
      try {
        await link(mine, this.lockFile);
        await rm(mine, { force: true });
        return () => rm(this.lockFile, { force: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
          await rm(mine, { force: true });
          throw err;
        }
      }
      const held = await stat(this.lockFile).catch(() => undefined);
      if (held && (Date.now() - held.mtimeMs > STALE_LOCK_MS || !(await this.holderAlive()))) {
        await rm(this.lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        await rm(mine, { force: true });
        throw new Error(`${this.lockFile} is held by another process`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
