// When an acknowledgement goes out: stored with the team's own message, in
// one group of writes (never instead of it, and for about the time of one
// message), when MAIL_ACKNOWLEDGE is on, and at most
// ACK_PER_ADDRESS_PER_DAY times per recipient and day in Buea, so the forms
// cannot be used to flood someone's inbox from many addresses, and within
// the site-wide hourly cap on mail to visitors (visitor-mail-cap.ts). The count is
// kept in memory in a table of bounded size (oldest entry out first); a
// restart forgets it, which at worst allows one more day's few
// acknowledgements. An acknowledgement that alone cannot be stored is
// logged and given up (Outbox.enqueue): the visitor's message is safe either way.
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Lang } from '../../../shared/i18n/lang';
import type { MailRecord } from '../../outbox/mail-record';
import { acknowledgementMail, type Acknowledged } from './mail';
import { SITE_TIME_ZONE } from '../../outbox/mail-format';
import type { VisitorMailCap } from '../../outbox/visitor-mail-cap';

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
}

export function cappedAcknowledgements(options: CappedAcknowledgementsOptions) {
  const { config, logger } = options;
  const counter = dailyCounter({
    perDay: config.limits.ACK_PER_ADDRESS_PER_DAY,
    maxEntries: options.maxAddresses ?? 10_000,
  });
  return {
    /**
     * The acknowledgement, when one is due: none when they are off or this
     * address had its daily number. Store it with the team's message
     * (`outbox.enqueue(teamMail, ...acks.mailsFor(r))`).
     */
    mailsFor(r: AcknowledgeRequest): MailRecord[] {
      if (!config.MAIL_ACKNOWLEDGE) return [];
      const form = r.about.form;
      if (!counter.take(mailboxKey(r.to), r.now)) {
        logger.info({ id: r.reference, form }, 'acknowledgement not sent: this address had its daily number already');
        return [];
      }
      // After the per-mailbox count: an address past its own number spends nothing of the site's hour.
      if (!options.cap.take('acknowledgement', { id: r.reference, client: r.client })) return [];
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
