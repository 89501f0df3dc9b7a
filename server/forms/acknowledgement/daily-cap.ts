// When an acknowledgement goes out: stored with the team's own message, in
// one group of writes (never instead of it, and for about the time of one
// message), when MAIL_ACKNOWLEDGE is on, and at most
// ACK_PER_ADDRESS_PER_DAY times per recipient and day in Buea, so the forms
// cannot be used to flood someone's inbox from many addresses, and within
// the site-wide hourly cap on mail to visitors (visitor-mail-cap.ts).
//
// Where the count is kept: on one machine (SQLite) in memory, in a table of
// bounded size (oldest entry out first); a restart forgets it, which at
// worst allows one more day's few acknowledgements. With PostgreSQL every
// copy of the site counts in the store (server/store/caps.ts), under a keyed
// hash of the mailbox, never its address, so a mailbox gets its number once
// whichever copies the posts reach; while the store does not answer each
// copy counts here alone (docs/decisions/0074-caps-shared-between-copies.md).
// An acknowledgement that alone cannot be stored is logged and given up
// (Outbox.enqueue): the visitor's message is safe either way.
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Lang } from '../../../shared/i18n/lang';
import type { MailRecord } from '../../outbox/mail-record';
import { acknowledgementMail, type Acknowledged } from './mail';
import { SITE_TIME_ZONE } from '../../outbox/mail-format';
import type { VisitorMailCap } from '../../outbox/visitor-mail-cap';
import { orLocal, type SharedCaps } from '../../store/caps';

/** The calendar day in Buea (YYYY-MM-DD). */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * One mailbox, however it is written: case folded, a +tag dropped
 * (`me+1@` and `me+2@` reach `me@`), and Gmail's ignored dots removed.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  let local = address.slice(0, at).toLowerCase().split('+')[0]!;
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** A count per key and day, for at most `maxEntries` keys; the entry least recently started is dropped first. */
export function dailyCounter(options: { perDay: number; maxEntries: number }) {
  const entries = new Map<string, { day: string; count: number }>();
  return {
    /** Count one for `key` on `now`'s day in Buea; false (and nothing counted) once the day's limit is reached. */
    take(key: string, now: Date): boolean {
      const day = dayFormat.format(now);
      const entry = entries.get(key);
      if (entry?.day === day) {
        if (entry.count >= options.perDay) return false;
        entry.count += 1;
        return true;
      }
      if (options.perDay < 1) return false;
      entries.delete(key);
      while (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { day, count: 1 });
      return true;
    },
    /** Give back one of `key`'s count on `now`'s day (a mail its holder made unneeded); nothing when there is none. */
    giveBack(key: string, now: Date): void {
      const entry = entries.get(key);
      if (entry?.day === dayFormat.format(now) && entry.count > 0) entry.count -= 1;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * dailyCounter, counted where every copy sees it when `shared` is given
 * (PostgreSQL), under `name` and a keyed hash of the key; in this process's
 * memory otherwise, and while the store does not answer.
 */
export function sharedDailyCounter(options: {
  name: string;
  perDay: number;
  maxEntries: number;
  shared?: SharedCaps;
  logger?: Logger;
}) {
  const here = dailyCounter(options);
  const { shared } = options;
  const sharedOrHere = orLocal({ cap: options.name, logger: options.logger });
  const keyOf = (key: string) => `${options.name}\0${key}`;
  return {
    /** Count one for `key` on `now`'s day in Buea; false (and nothing counted) once the day's limit is reached. */
    async take(key: string, now: Date): Promise<boolean> {
      if (!shared) return here.take(key, now);
      return sharedOrHere(
        () => shared.takeDaily(keyOf(key), dayFormat.format(now), options.perDay, now.getTime()),
        () => here.take(key, now),
      );
    },
    /** Give back one of `key`'s count on `now`'s day; nothing when there is none. */
    async giveBack(key: string, now: Date): Promise<void> {
      if (!shared) return here.giveBack(key, now);
      return sharedOrHere(
        () => shared.giveBackDaily(keyOf(key), dayFormat.format(now)),
        () => here.giveBack(key, now),
      );
    },
  };
}

export interface AcknowledgeRequest {
  reference: string;
  /** The visitor's address, as validated by the form's schema. */
  to: string;
  /** The visitor's network (clientKey), for its share of the hourly cap. */
  client?: string;
  lang: Lang;
  now: Date;
  about: Acknowledged;
}

export interface CappedAcknowledgementsOptions {
  config: Config;
  logger: Logger;
  /** The site-wide hourly cap on mail to visitors, shared with the newsletter's confirmations. */
  cap: VisitorMailCap;
  /** Addresses remembered at most (about 100 bytes each). */
  maxAddresses?: number;
  /** The counts every copy shares (PostgreSQL); without them this process counts alone. */
  shared?: SharedCaps;
}

export function cappedAcknowledgements(options: CappedAcknowledgementsOptions) {
  const { config, logger } = options;
  const counter = sharedDailyCounter({
    name: 'acknowledgements',
    perDay: config.limits.ACK_PER_ADDRESS_PER_DAY,
    maxEntries: options.maxAddresses ?? 10_000,
    shared: options.shared,
    logger,
  });
  return {
    /**
     * The acknowledgement, when one is due: none when they are off or this
     * address had its daily number. Store it with the team's message
     * (`outbox.enqueue(teamMail, ...acks.mailsFor(r))`).
     */
    async mailsFor(r: AcknowledgeRequest): Promise<MailRecord[]> {
      if (!config.MAIL_ACKNOWLEDGE) return [];
      const form = r.about.form;
      if (!(await counter.take(mailboxKey(r.to), r.now))) {
        logger.info({ id: r.reference, form }, 'acknowledgement not sent: this address had its daily number already');
        return [];
      }
      // After the per-mailbox count: an address past its own number spends nothing of the site's hour.
      if (!(await options.cap.take('acknowledgement', { id: r.reference, client: r.client }))) return [];
      return [
        acknowledgementMail({
          reference: r.reference,
          lang: r.lang,
          now: r.now,
          from: config.MAIL_FROM,
          to: r.to,
          replyTo: form === 'application' ? config.MAIL_TO_RECRUITING : config.MAIL_TO_SUPPORT,
          siteUrl: config.SITE_URL,
          about: r.about,
        }),
      ];
    },
  };
}

export type CappedAcknowledgements = ReturnType<typeof cappedAcknowledgements>;
