// The spam quarantine: a post judged spam (honeypot filled, time-trap cookie
// missing, forged, expired or too fresh) that passes its form's schema and
// checks is kept here, never mailed, because real people trip those traps
// (cookies blocked, autofill, a tab opened before the signing key changed).
// Each item is the very message the form would have queued for the team,
// so releasing it (`npm run outbox -- release <ref>`) delivers what a normal
// post would have. Files in outbox/spam/, written as the outbox writes
// (temporary file, fsync, rename, 0600 files in 0700 folders):
//   <base>.json   the team's mail record, as it would sit in pending/
//   <base>.spam   why it is here: reason, form, language, sender, received
//   <base>.att0   a CV's bytes
// Bounded by count and bytes, oldest out first, so a bot storm can neither
// fill the disk nor touch pending/; items past the retention period are
// deleted by the worker's pass, which also mails the support mailbox one
// digest a day (Buea's day) of the items no digest has listed yet.
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Lang } from '../../shared/i18n/lang';
import type { MailRecord } from './mail-record';
import {
  MESSAGE,
  adoptAttachments,
  arrivedAt,
  baseOf,
  listMessages,
  orphans,
  refOf,
  writeAtomic,
  writeAtomicAll,
} from './files';
import { siteDay, spamDigestMail, type DigestItem } from './spam-digest';
import { recoverInterruptedReleases } from './quarantine-release';

/** What the form pipeline knows of a post judged spam, stored beside its message. */
export interface SpamFacts {
  /** The visitor's reference, the one their answer showed. */
  id: string;
  form: string;
  /** The trap's verdict: honeypot, missing, forged, expired, too fast. */
  reason: string;
  lang: Lang;
  /** The sender's address as the form's schema accepted it. */
  sender: string;
  /** The message as typed (cover letter, message): kept short, for the listing and the digest. */
  excerpt: string;
  receivedAt: string;
}

export interface QuarantineOptions {
  /** The outbox folder: spam/ lives in it, beside pending/ and tmp/. */
  outboxDir: string;
  logger: Logger;
  maxItems: number;
  maxBytes: number;
  retentionMs: number;
  now: () => number;
  /** The digest's addresses; no digest without them. */
  digest?: { from: string; to: string };
}

export interface QuarantinedItem extends SpamFacts {
  base: string;
  /** ms since the epoch, from the item's name. */
  storedAt: number;
  hasAttachment: boolean;
}

const EXCERPT_CHARS = 500;
const HOUR = 60 * 60_000;
/** Items one digest lists at most; the rest are counted. */
const DIGEST_MAX_ITEMS = 200;
const STATE_FILE = 'spam-digest.json';
/** The reason of an item held for review rather than judged spam (forms/apply/burst.ts). */
const HELD_FOR_REVIEW = 'burst';

/** The start of a message, its lines kept (the digest shows the first; the command, all on one line). */
const excerptOf = (text: string) => text.trim().slice(0, EXCERPT_CHARS);

async function readFacts(dir: string, base: string): Promise<SpamFacts | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, `${base}.spam`), 'utf8')) as SpamFacts;
  } catch {
    return undefined;
  }
}

/** The quarantined items in `spamDir` stored after `after` (ms; all by default), oldest first. */
export async function listQuarantined(spamDir: string, after = -Infinity): Promise<QuarantinedItem[]> {
  const names = await readdir(spamDir).catch(() => [] as string[]);
  const items: QuarantinedItem[] = [];
  const withCv = new Set(names.filter((n) => /\.att\d+$/.test(n)).map(baseOf));
  for (const name of names.filter((n) => MESSAGE.test(n) && arrivedAt(n) > after).sort()) {
    const base = baseOf(name);
    const facts = await readFacts(spamDir, base);
    const storedAt = arrivedAt(name);
    items.push({
      id: refOf(base),
      form: 'unknown',
      reason: 'unknown',
      lang: 'en',
      sender: '',
      excerpt: '',
      receivedAt: new Date(storedAt).toISOString(),
      ...facts,
      base,
      storedAt,
      hasAttachment: withCv.has(base),
    });
  }
  return items;
}

/** The bytes of every item of an index. */
const sum = (index: Map<string, number>) => [...index.values()].reduce((a, b) => a + b, 0);

export class Quarantine {
  readonly dir: string;
  private readonly tmpDir: string;
  private seq = 0;
  /**
   * Bytes per stored item, oldest first: read from the disk once, then kept
   * in step as items come and go, so a post judged spam costs a few writes,
   * never a scan of the folder (a bot storm holds it at its bound). Items a
   * release removes from another process are seen at the next scan, after
   * the hourly housekeeping; until then they still count toward the bound.
   */
  private index: Map<string, number> | undefined;
  /**
   * Items held for review that are not spam (a burst of applications,
   * forms/apply/burst.ts): never evicted to keep within the bounds, which
   * count only the others; the disk's reserve bounds them (a full disk is a
   * 503 to the visitor, never a silent loss), and the retention period.
   */
  private kept = new Set<string>();
  private lastHousekeeping = 0;
  /** One bounds pass at a time: concurrent posts would otherwise evict the same item twice. */
  private bounding: Promise<void> = Promise.resolve();

  constructor(private readonly options: QuarantineOptions) {
    this.dir = path.join(options.outboxDir, 'spam');
    this.tmpDir = path.join(options.outboxDir, 'tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    this.index = await this.scan();
  }

  /** Items held: from the index once it is read, else from the folder. */
  async count(): Promise<number> {
    return this.index?.size ?? (await listMessages(this.dir).catch(() => [] as string[])).length;
  }

  /**
   * Keep `mail` (the team's message, its CV staged in tmp/) with the facts of
   * why it is here; resolves once it is durable. Then the oldest items go
   * while the quarantine is over its bounds. The staged CV is deleted when
   * the item cannot be stored.
   */
  async store(mail: MailRecord, facts: SpamFacts): Promise<void> {
    const stamp = this.options.now().toString(36).padStart(9, '0');
    const base = `${stamp}${(this.seq++ % 1296).toString(36).padStart(2, '0')}-${mail.id}`;
    const staged = (mail.attachments ?? []).map((a) => a.file);
    const moved: string[] = [];
    let written: string[] = [];
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      const record = await adoptAttachments(mail, this.dir, base, moved);
      const kept: SpamFacts = { ...facts, excerpt: excerptOf(facts.excerpt) };
      // The facts first and the record last: the record's presence is what makes an item.
      written = [JSON.stringify(kept), JSON.stringify(record)];
      await writeAtomicAll(this.dir, this.tmpDir, [
        { name: `${base}.spam`, data: written[0]! },
        { name: `${base}.json`, data: written[1]! },
      ]);
    } catch (err) {
      await Promise.all(
        [...staged, ...moved, path.join(this.dir, `${base}.spam`)].map((f) =>
          rm(f, { force: true }).catch(() => undefined),
        ),
      );
      throw err;
    }
    const bytes =
      written.reduce((n, text) => n + Buffer.byteLength(text), 0) +
      (mail.attachments ?? []).reduce((n, a) => n + a.size, 0);
    if (facts.reason === HELD_FOR_REVIEW) this.kept.add(base);
    this.bounding = this.bounding
      .then(() => this.keepWithinBounds(base, bytes))
      .catch((err: unknown) => this.options.logger.error({ err }, 'quarantine: could not apply its bounds'));
    await this.bounding;
  }

  /** Every item on disk with its bytes, oldest first. */
  private async scan(): Promise<Map<string, number>> {
    const names = await readdir(this.dir);
    const bases = names
      .filter((n) => MESSAGE.test(n))
      .map(baseOf)
      .sort();
    const bytes = new Map<string, number>(bases.map((b) => [b, 0]));
    for (const n of names) {
      const b = baseOf(n);
      if (bytes.has(b))
        bytes.set(b, bytes.get(b)! + ((await stat(path.join(this.dir, n)).catch(() => undefined))?.size ?? 0));
    }
    const kept = new Set<string>();
    for (const b of bases) if ((await readFacts(this.dir, b))?.reason === HELD_FOR_REVIEW) kept.add(b);
    this.kept = kept;
    return bytes;
  }

  /**
   * Count the item just stored (`base`, `bytes`), then delete the oldest
   * while there are more than maxItems or they hold more than maxBytes. The
   * folder is read only when there is no index yet (at start, and after the
   * hourly housekeeping): at the bound, a storm's posts each cost one
   * deletion, not a scan.
   */
  private async keepWithinBounds(base: string, bytes: number): Promise<void> {
    let index = this.index;
    if (index) index.set(base, bytes);
    else index = this.index = await this.scan();
    let total = sum(index) - [...this.kept].reduce((n, b) => n + (index.get(b) ?? 0), 0);
    for (const [b, size] of index) {
      if (index.size - this.kept.size <= this.options.maxItems && total <= this.options.maxBytes) break;
      if (this.kept.has(b)) continue;
      const facts = await readFacts(this.dir, b);
      await this.remove(b);
      total -= size;
      this.options.logger.warn(
        {
          id: refOf(b),
          form: facts?.form,
          reason: facts?.reason,
          items: index.size,
          bytes: total,
          maxItems: this.options.maxItems,
          maxBytes: this.options.maxBytes,
        },
        'quarantine: oldest item deleted to stay within its bounds',
      );
    }
  }

  /** Hourly: delete items past their retention period, and files a crash left without a record. */
  async housekeeping(): Promise<void> {
    const now = this.options.now();
    if (now - this.lastHousekeeping < HOUR) return;
    this.lastHousekeeping = now;
    const recovered = await recoverInterruptedReleases(path.dirname(this.dir), now);
    if (recovered.length)
      this.options.logger.warn(
        { ids: recovered },
        'quarantine: items whose release was interrupted are back in the quarantine',
      );
    await this.purgeExpired(now);
    for (const n of await orphans(this.dir, HOUR, now)) await rm(path.join(this.dir, n), { force: true });
    // Read the folder again, in turn with the bounds passes: a release from the command line is seen within the hour.
    this.bounding = this.bounding.then(async () => {
      this.index = await this.scan();
    });
    await this.bounding;
  }

  /** Delete the items stored `retentionMs` or longer ago; returns their references. */
  async purgeExpired(now = this.options.now()): Promise<string[]> {
    const removed: string[] = [];
    for (const name of await listMessages(this.dir).catch(() => [] as string[])) {
      if (now - arrivedAt(name) < this.options.retentionMs) break; // oldest first: the rest are younger
      const base = baseOf(name);
      await this.remove(base);
      removed.push(refOf(base));
    }
    if (removed.length)
      this.options.logger.info({ count: removed.length }, 'quarantine: deleted items past their retention period');
    return removed;
  }

  /** Delete an item: its record, its facts and at most one CV, known by name (no scan of the folder). */
  private async remove(base: string): Promise<void> {
    await Promise.all(
      [`${base}.json`, `${base}.spam`, `${base}.att0`].map((n) => rm(path.join(this.dir, n), { force: true })),
    );
    this.index?.delete(base);
    this.kept.delete(base);
  }

  /** The digest state: read from its file once, then kept here (this process alone writes it). */
  private digestState: { sentAt: number; listedUpTo: number } | undefined;

  private async readDigestState(): Promise<{ sentAt: number; listedUpTo: number }> {
    this.digestState ??= await this.readDigestFile();
    return this.digestState;
  }

  private async readDigestFile(): Promise<{ sentAt: number; listedUpTo: number }> {
    try {
      const s = JSON.parse(await readFile(path.join(this.options.outboxDir, STATE_FILE), 'utf8')) as {
        sentAt?: unknown;
        listedUpTo?: unknown;
      };
      return { sentAt: Number(s.sentAt) || 0, listedUpTo: Number(s.listedUpTo) || 0 };
    } catch {
      return { sentAt: 0, listedUpTo: 0 };
    }
  }

  /**
   * The digest due now, with what to remember once it is queued: undefined
   * when there are no addresses, one went out already on this day in Buea,
   * or no item arrived since the last one listed.
   */
  async dueDigest(): Promise<{ mail: MailRecord; commit: () => Promise<void> } | undefined> {
    if (!this.options.digest) return undefined;
    const now = this.options.now();
    const state = await this.readDigestState();
    if (state.sentAt && siteDay(state.sentAt) === siteDay(now)) return undefined;
    // The worker asks at every pass: with the index read, nothing newer than the last digest means no I/O.
    const newest = this.index && [...this.index.keys()].at(-1);
    if (this.index && (newest === undefined || arrivedAt(newest) <= state.listedUpTo)) return undefined;
    const fresh = await listQuarantined(this.dir, state.listedUpTo);
    if (fresh.length === 0) return undefined;
    const listed: DigestItem[] = fresh.slice(0, DIGEST_MAX_ITEMS);
    const mail = spamDigestMail({
      items: listed,
      more: fresh.length - listed.length,
      total: await this.count(),
      retentionDays: Math.round(this.options.retentionMs / (24 * HOUR)),
      now: new Date(now),
      from: this.options.digest.from,
      to: this.options.digest.to,
    });
    const listedUpTo = Math.max(...fresh.map((i) => i.storedAt));
    return {
      mail,
      commit: async () => {
        await writeAtomic(this.options.outboxDir, this.tmpDir, STATE_FILE, JSON.stringify({ sentAt: now, listedUpTo }));
        this.digestState = { sentAt: now, listedUpTo };
      },
    };
  }
}
