// The newsletter's subscribers, in one JSON file (DATA_DIR/newsletter.json,
// mode 0600) replaced whole on every change: written to a temporary file,
// fsynced, renamed over the old one, so a crash leaves the old list or the
// new one, never half of either. Changes take a lock file beside it, so the
// site and `npm run subscribers -- remove` (another process) never write
// over each other; inside the site they also run one at a time (a promise
// chain). Reads need no lock: the file is only ever replaced by rename.
//
// An address is `pending` from its sign-up until the confirmation link is
// used (then `confirmed`, with the consent record), and is deleted when the
// link expires unconfirmed (7 days after the last confirmation mail), on
// unsubscribe and on erasure. The list the site kept before double opt-in
// (newsletter-subscribers.jsonl, one `{ email, at }` per line) is taken in
// once as confirmed subscribers marked `imported` (no consent recorded),
// then deleted, so an erasure leaves no copy behind.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '../../shared/i18n/lang';
import { writeAtomic } from '../outbox/files';
import { CONFIRM_TTL_MS } from './tokens';

export const STORE_FILE = 'newsletter.json';
export const LEGACY_FILE = 'newsletter-subscribers.jsonl';
const DAY = 24 * 60 * 60_000;
/** A lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 30_000;

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
  /** The page signed up on; absent for imported addresses. */
  page?: string;
  /** When the last confirmation mail was queued (at most one a day). */
  confirmMailAt?: string;
  confirmedAt?: string;
  consent?: ConsentRecord;
  /** Taken from the list kept before double opt-in: confirmed, consent not recorded. */
  imported?: true;
}

interface StoreFile {
  version: 1;
  subscribers: Subscriber[];
}

export const newSid = () => randomBytes(16).toString('base64url');

/** When a pending address (and its confirmation link) expires. */
export const pendingExpiresAt = (s: Subscriber) => Date.parse(s.confirmMailAt ?? s.signedUpAt) + CONFIRM_TTL_MS;

export type SignUpOutcome = 'mailed' | 'already-confirmed' | 'mailed-recently';

export class SubscriberStore {
  readonly file: string;
  readonly dir: string;
  private readonly lockFile: string;
  private chain: Promise<unknown> = Promise.resolve();
  private cached: { mtimeMs: number; size: number; list: Subscriber[] } | undefined;

  constructor(dataDir: string) {
    this.dir = dataDir;
    this.file = path.join(dataDir, STORE_FILE);
    this.lockFile = `${this.file}.lock`;
  }

  /** Every subscriber, oldest sign-up first. */
  async list(): Promise<Subscriber[]> {
    const list = await this.read();
    if (list) return list;
    // Nothing stored yet: the old list, if any, is taken in under the lock.
    return this.change(async (map) => ({ result: [...map.values()], changed: false }));
  }

  async bySid(sid: string): Promise<Subscriber | undefined> {
    return (await this.list()).find((s) => s.sid === sid);
  }

  /**
   * A sign-up: a new address becomes pending; a pending one whose last
   * confirmation mail is a day old or more gets another. `mail` queues the
   * confirmation mail (durably) before the record is written: a mail that
   * cannot be queued changes nothing, and the visitor may try again.
   */
  signUp(input: {
    email: string;
    lang: Lang;
    page: string;
    now: Date;
    mail: (s: Subscriber) => Promise<void>;
  }): Promise<SignUpOutcome> {
    return this.change(async (map) => {
      const known = map.get(input.email);
      if (known?.status === 'confirmed') return { result: 'already-confirmed' as const, changed: false };
      if (known?.confirmMailAt && input.now.getTime() - Date.parse(known.confirmMailAt) < DAY)
        return { result: 'mailed-recently' as const, changed: false };
      const at = input.now.toISOString();
      const next: Subscriber = known
        ? { ...known, lang: input.lang, page: input.page, confirmMailAt: at }
        : {
            email: input.email,
            sid: newSid(),
            status: 'pending',
            signedUpAt: at,
            lang: input.lang,
            page: input.page,
            confirmMailAt: at,
          };
      await input.mail(next);
      map.set(next.email, next);
      return { result: 'mailed' as const, changed: true };
    });
  }

  /**
   * Confirm the pending subscription `sid` when `valid` says its token
   * holds; `notify` queues the team's mail before the record changes.
   * Resolves with the confirmed subscriber, or undefined (nothing changed).
   */
  confirm(input: {
    sid: string;
    valid: (s: Subscriber) => boolean;
    consent: (s: Subscriber) => ConsentRecord;
    notify: (s: Subscriber) => Promise<void>;
  }): Promise<Subscriber | undefined> {
    return this.change(async (map) => {
      const found = [...map.values()].find((s) => s.sid === input.sid);
      if (!found || found.status !== 'pending' || !input.valid(found)) return { result: undefined, changed: false };
      const consent = input.consent(found);
      const next: Subscriber = { ...found, status: 'confirmed', confirmedAt: consent.at, consent };
      await input.notify(next);
      map.set(next.email, next);
      return { result: next, changed: true };
    });
  }

  /** Unsubscribe: the record `sid` names is deleted when `valid` says its token holds. */
  unsubscribe(input: { sid: string; valid: (s: Subscriber) => boolean }): Promise<Subscriber | undefined> {
    return this.change(async (map) => {
      const found = [...map.values()].find((s) => s.sid === input.sid);
      if (!found || !input.valid(found)) return { result: undefined, changed: false };
      map.delete(found.email);
      return { result: found, changed: true };
    });
  }

  /** Erasure of an address, pending or confirmed; resolves true when it was on the list. */
  remove(email: string): Promise<boolean> {
    const address = email.trim().toLowerCase();
    return this.change(async (map) => {
      const had = map.delete(address);
      return { result: had, changed: had };
    });
  }

  /** Delete pending addresses whose confirmation link has expired; resolves with how many. */
  purgeExpired(now: number): Promise<number> {
    return this.change(async (map) => {
      let removed = 0;
      for (const [email, s] of map) {
        if (s.status === 'pending' && pendingExpiresAt(s) <= now) {
          map.delete(email);
          removed += 1;
        }
      }
      return { result: removed, changed: removed > 0 };
    });
  }

  /** The stored list, or undefined when there is no file yet. */
  private async read(): Promise<Subscriber[] | undefined> {
    let info;
    try {
      info = await stat(this.file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    if (this.cached && this.cached.mtimeMs === info.mtimeMs && this.cached.size === info.size) return this.cached.list;
    const parsed = JSON.parse(await readFile(this.file, 'utf8')) as StoreFile;
    if (parsed.version !== 1 || !Array.isArray(parsed.subscribers))
      throw new Error(`${this.file} is not a subscriber list`);
    this.cached = { mtimeMs: info.mtimeMs, size: info.size, list: parsed.subscribers };
    return parsed.subscribers;
  }

  /** One change at a time, in this process and across processes (the lock file). */
  private change<T>(fn: (map: Map<string, Subscriber>) => Promise<{ result: T; changed: boolean }>): Promise<T> {
    const run = this.chain.then(async () => {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      const unlock = await this.lock();
      try {
        const stored = await this.read();
        const imported = stored ? undefined : await this.readLegacy();
        const map = new Map((stored ?? imported ?? []).map((s) => [s.email, s]));
        const { result, changed } = await fn(map);
        if (changed || imported) await this.write([...map.values()]);
        // Taken in and written: the old file goes, so no second copy of an address outlives an erasure.
        if (imported || stored) await rm(path.join(this.dir, LEGACY_FILE), { force: true });
        return result;
      } finally {
        await unlock();
      }
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async write(list: Subscriber[]): Promise<void> {
    const body: StoreFile = { version: 1, subscribers: list };
    this.cached = undefined;
    await writeAtomic(this.dir, this.dir, STORE_FILE, `${JSON.stringify(body)}\n`);
    // What was just written is the list: the next change need not read and parse it again.
    const info = await stat(this.file);
    this.cached = { mtimeMs: info.mtimeMs, size: info.size, list };
  }

  /** The list kept before double opt-in, as confirmed subscribers without a consent record. */
  private async readLegacy(): Promise<Subscriber[] | undefined> {
    let text: string;
    try {
      text = await readFile(path.join(this.dir, LEGACY_FILE), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    const out = new Map<string, Subscriber>();
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const { email, at } = JSON.parse(line) as { email?: unknown; at?: unknown };
        if (typeof email !== 'string' || out.has(email)) continue;
        const when = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : new Date(0).toISOString();
        out.set(email, {
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
    return [...out.values()];
  }

  /** Take the lock file; one left by a dead process is broken after STALE_LOCK_MS. */
  private async lock(): Promise<() => Promise<void>> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        const handle = await open(this.lockFile, 'wx', 0o600);
        await handle.writeFile(String(process.pid));
        await handle.close();
        return () => rm(this.lockFile, { force: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const held = await stat(this.lockFile).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) {
        await rm(this.lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${this.lockFile} is held by another process`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
