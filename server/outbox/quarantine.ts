// The spam quarantine: a post judged spam (honeypot filled, time-trap cookie
// missing, forged, expired or too fresh) that passes its form's schema and
// checks is kept here, never mailed, because real people trip those traps
// (cookies blocked, autofill, a tab opened before the signing key changed).
// Each item is the very message the form would have queued for the team,
// stored in the store as a message in the state `quarantined` with the
// facts of why it is here and the client that posted it, so releasing it
// (`npm run outbox -- release <ref>`) is one update that delivers what a
// normal post would have. Applications held for review past
// APPLY_BURST_PER_HOUR (forms/apply/burst.ts) are kept here too.
//
// Both kinds are bounded by count and bytes, each on its own, so a storm
// can neither fill the disk nor push out real mail:
// - spam past its bound evicts the oldest item of the client holding most,
//   never a lone visitor's item (one bot's twenty posts go before the one
//   real message caught by mistake); when every client holds one item, the
//   new item is the one not kept;
// - applications held for review are refused instead, never evicted (each
//   may be genuine): a client holding more than its share is answered 429,
//   and at the global bound the client holding most is answered 429 and the
//   others 503, on /api/apply only (docs/decisions/0058).
// Items past the retention period are deleted by the worker's pass, which
// also mails the support mailbox one digest a day (Buea's day) of the items
// no digest has listed yet.
import type { Logger } from 'pino';
import type { Lang } from '../../shared/i18n/lang';
import type { MailRecord } from './mail-record';
import { spamDigestMail, siteDay, type DigestItem } from './spam-digest';
import { OutboxUnavailableError } from './disk-check';
import type { Messages, StoredAttachment } from '../store/messages';

/** What the form pipeline knows of a post judged spam, stored beside its message. */
export interface SpamFacts {
  /** The visitor's reference, the one their answer showed. */
  id: string;
  form: string;
  /** The trap's verdict: honeypot, missing, forged, expired, too fast; or burst (held for review). */
  reason: string;
  lang: Lang;
  /** The sender's address as the form's schema accepted it. */
  sender: string;
  /** The message as typed (cover letter, message): kept short, for the listing and the digest. */
  excerpt: string;
  receivedAt: string;
  /** Who posted it (rate-limit key: an IPv4 address, an IPv6 /64), for the bounds. */
  client?: string;
}

export interface QuarantineOptions {
  messages: Messages;
  logger: Logger;
  maxItems: number;
  maxBytes: number;
  retentionMs: number;
  now: () => number;
  /** The digest's addresses; no digest without them. */
  digest?: { from: string; to: string };
}

export interface QuarantinedItem extends SpamFacts {
  /** ms since the epoch. */
  storedAt: number;
  bytes: number;
}

const EXCERPT_CHARS = 500;
const DAY = 24 * 60 * 60_000;
/** Items one digest lists at most; the rest are counted. */
const DIGEST_MAX_ITEMS = 200;
/** The reason of an item held for review rather than judged spam (forms/apply/burst.ts). */
export const HELD_FOR_REVIEW = 'burst';
/**
 * The share of the bounds for held applications that one client may fill:
 * a quarter, so a flood from one address is refused (429) while three
 * quarters stay for everyone else; and at least one item, so small bounds
 * still hold a first application for review rather than refuse it.
 */
const CLIENT_SHARE = 4;
/** How long a client over its share is told to wait: the burst rule counts by the hour. */
const HELD_RETRY_AFTER_S = 3600;

/** A client holds more applications for review than its share: answered 429. */
export class HeldTooMuchError extends Error {
  readonly retryAfterS = HELD_RETRY_AFTER_S;
  constructor() {
    super('this client holds its share of the applications held for review');
    this.name = 'HeldTooMuchError';
  }
}

/** The start of a message, its lines kept (the digest shows the first; the command, all on one line). */
const excerptOf = (text: string) => text.trim().slice(0, EXCERPT_CHARS);

/** A stored item's facts, with what the store knows of it. */
export function itemOf(row: { id: string; created_at: number; facts: string | null; bytes: number }): QuarantinedItem {
  const facts = JSON.parse(row.facts ?? '{}') as Partial<SpamFacts>;
  return {
    form: 'unknown',
    reason: 'unknown',
    lang: 'en',
    sender: '',
    excerpt: '',
    receivedAt: new Date(row.created_at).toISOString(),
    ...facts,
    id: row.id,
    storedAt: row.created_at,
    bytes: row.bytes,
  };
}

export class Quarantine {
  constructor(private readonly options: QuarantineOptions) {}

  async count(): Promise<number> {
    return (await this.options.messages.figures()).quarantined;
  }

  /**
   * Keep `mail` (the team's message) and its attachments with the facts of
   * why it is here, within the bounds, in one transaction; resolves once it
   * is committed. Throws HeldTooMuchError (429) or OutboxUnavailableError
   * (503) for an application held for review past its bounds.
   */
  async store(mail: MailRecord, attachments: StoredAttachment[], facts: SpamFacts): Promise<void> {
    const { messages, logger, maxItems, maxBytes } = this.options;
    const client = facts.client ?? null;
    const kept = JSON.stringify({ ...facts, excerpt: excerptOf(facts.excerpt) });
    const review = facts.reason === HELD_FOR_REVIEW;
    const size =
      Buffer.byteLength(JSON.stringify(mail)) + attachments.reduce((n, a) => n + a.content.byteLength, 0) + kept.length;
    await messages.db.transaction().execute(async (trx) => {
      if (review) {
        const held = await messages.held(trx, { burst: true, client });
        const over = (f: { items: number; bytes: number }, share: number) =>
          f.items + 1 > Math.max(1, maxItems / share) || f.bytes + size > maxBytes / share;
        if (client !== null && over(held.mine, CLIENT_SHARE)) {
          logger.warn({ id: facts.id, ...held.mine }, 'quarantine: a client holds its share of held applications: 429');
          throw new HeldTooMuchError();
        }
        if (over(held.all, 1)) {
          logger.error(
            { id: facts.id, ...held.all, maxItems, maxBytes },
            'quarantine: the applications held for review reach their bound: 503 until some are released or expire',
          );
          if (client !== null && held.top?.client === client) throw new HeldTooMuchError();
          throw new OutboxUnavailableError('The applications held for review reach their bound');
        }
      }
      await messages.insert(trx, {
        mail,
        attachments,
        state: 'quarantined',
        createdAt: this.options.now(),
        hold: { reason: facts.reason, client, facts: kept },
      });
      if (review) return;
      for (;;) {
        const held = await messages.held(trx, { burst: false });
        if (held.all.items <= maxItems && held.all.bytes <= maxBytes) return;
        const victim = held.top && held.top.items > 1 ? await messages.oldestOf(trx, held.top.client) : undefined;
        const target = victim?.id ?? mail.id;
        await messages.deleteOne(trx, target);
        logger.warn(
          {
            id: target,
            reason: victim ? itemOf({ ...victim, created_at: 0 }).reason : facts.reason,
            items: held.all.items - 1,
            bytes: held.all.bytes - (victim?.bytes ?? size),
            maxItems,
            maxBytes,
          },
          victim
            ? 'quarantine: oldest item of the client holding most deleted to stay within its bounds'
            : 'quarantine: full of one item per client; the new item is not kept',
        );
        if (!victim) return;
      }
    });
  }

  /** Delete the items stored `retentionMs` or longer ago. */
  async purgeExpired(now = this.options.now()): Promise<void> {
    const count = await this.options.messages.purgeQuarantined(this.options.retentionMs, now);
    if (count) this.options.logger.info({ count }, 'quarantine: deleted items past their retention period');
  }

  /**
   * The digest due now, with how far it lists: undefined when there are no
   * addresses, one went out already on this day in Buea, or no item arrived
   * since the last one listed.
   */
  async dueDigest(): Promise<{ mail: MailRecord; listedUpTo: number } | undefined> {
    if (!this.options.digest) return undefined;
    const now = this.options.now();
    const state = await this.options.messages.digestState();
    if (state.sentAt && siteDay(state.sentAt) === siteDay(now)) return undefined;
    const fresh = await this.options.messages.quarantinedSince(state.listedUpTo, DIGEST_MAX_ITEMS);
    if (fresh.length === 0) return undefined;
    const listed: DigestItem[] = fresh.map(itemOf);
    const all = await this.options.messages.quarantinedCountSince(state.listedUpTo);
    const mail = spamDigestMail({
      items: listed,
      more: all.count - listed.length,
      total: await this.count(),
      retentionDays: Math.round(this.options.retentionMs / DAY),
      now: new Date(now),
      from: this.options.digest.from,
      to: this.options.digest.to,
    });
    // Those past the first DIGEST_MAX_ITEMS are counted, not listed, and no later digest lists them.
    return { mail, listedUpTo: all.newest };
  }
}
