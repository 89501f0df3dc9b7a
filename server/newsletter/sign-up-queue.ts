// A sign-up is answered before its work is done, the same way for every
// address, so neither the answer nor its time tells a stranger whether an
// address is new, pending or subscribed; the work (the mailbox's daily cap,
// the row, the mail) follows. The mailbox's daily counts are shared by every
// copy of the site on PostgreSQL, as the acknowledgements' are
// (daily-cap.ts, server/store/caps.ts), and kept in memory on one machine.
import type { Logger } from 'pino';
import type { Config } from '../config';
import { mailboxKey, sharedDailyCounter } from '../forms/acknowledgement/daily-cap';
import type { Outbox } from '../outbox/outbox';
import type { VisitorMailCap } from '../outbox/visitor-mail-cap';
import type { SharedCaps } from '../store/caps';
import type { Lang } from '../../shared/i18n/lang';
import { CONFIRM_PAGE, pageUrl, UNSUBSCRIBE_PAGE, unsubscribeToken } from './link-urls';
import { alreadySubscribedMail, confirmationMail } from './mails';
import { clientTag, keptPage, pendingExpiresAt } from './subscriber';
import type { SubscriberStore } from '../store/subscribers';
import type { NewsletterTokens } from './tokens';

/**
 * Mails a sign-up may send to one mailbox (however its address is written:
 * case, +tag, Gmail's dots and googlemail folded as the acknowledgements
 * fold them) per day in Buea: the link, or for a subscriber its way out.
 * Leaving by the link (unsubscribe) gives that one back, so someone who
 * leaves and signs up again the same day really gets a new link: only the
 * mailbox's holder has that link, so a stranger cannot use it to flood them.
 */
const SIGNUP_MAILS_PER_MAILBOX_PER_DAY = 1;
/** However often it leaves and comes back, a mailbox gets at most this many sign-up mails a day. */
const SIGNUP_MAILS_PER_MAILBOX_CEILING = 3;
/** Mailboxes the daily cap remembers (about 100 bytes each); the oldest goes first. */
const CAP_MAILBOXES = 100_000;
/**
 * Sign-ups answered and not yet written at most. Each is a few
 * milliseconds of work; past this many the form answers 503, so a flood
 * cannot pile up memory behind the answers.
 */
const MAX_QUEUED_SIGNUPS = 1_000;

export interface SignUpInput {
  /** As the schema gives it, lower-cased. */
  email: string;
  lang: Lang;
  /** The page signed up on (a path of this site). */
  page: string;
  now: Date;
  /** The visitor's reference (the mail's id). */
  id: string;
  /** The client's network (clientKey: its IPv6 /64 or IPv4 address), for the per-client bound. */
  client: string;
}

export interface SignUpQueueDeps {
  config: Config;
  outbox: Outbox;
  store: SubscriberStore;
  tokens: NewsletterTokens;
  /** The key the per-client tag of a pending entry is hashed with (the form secret). */
  secret: Buffer;
  /** The site-wide hourly cap on mail to visitors, shared with the acknowledgements. */
  visitorMail?: VisitorMailCap;
  /** The counts every copy shares (PostgreSQL); without them this process counts alone. */
  caps?: SharedCaps;
  logger?: Logger;
}

export function signUpQueue(deps: SignUpQueueDeps) {
  const { config, outbox, store, tokens } = deps;
  const siteOrigin = new URL(config.SITE_URL).origin;
  const absolute = (sitePath: string) => new URL(sitePath, siteOrigin).toString();
  const counted = { maxEntries: CAP_MAILBOXES, shared: deps.caps, logger: deps.logger };
  const capped = sharedDailyCounter({ name: 'newsletter', perDay: SIGNUP_MAILS_PER_MAILBOX_PER_DAY, ...counted });
  const ceiling = sharedDailyCounter({
    name: 'newsletter-ceiling',
    perDay: SIGNUP_MAILS_PER_MAILBOX_CEILING,
    ...counted,
  });
  let queued = 0;
  /** The last sign-up's caps: each waits for the one before it (see mayMail). */
  let capsTurn: Promise<unknown> = Promise.resolve();

  /** The mailbox's caps, then the site's hour and this client's share of it: whether to store and mail this sign-up. */
  async function checkCaps(input: SignUpInput): Promise<boolean> {
    const mailbox = mailboxKey(input.email);
    if (!(await capped.take(mailbox, input.now)) || !(await ceiling.take(mailbox, input.now))) {
      deps.logger?.info({ id: input.id }, 'newsletter: no mail for this sign-up, the mailbox had its mail today');
      return false;
    }
    // Past the site's hourly number, or this client's share of it, nothing is sent or stored; the cap tells the operator.
    return !deps.visitorMail || deps.visitorMail.take('newsletter-confirm', { id: input.id, client: input.client });
  }

  /**
   * checkCaps in the order the sign-ups arrived, one at a time: counted in
   * the store, a later sign-up's check could otherwise answer first and
   * take the hour's last mail from the one before it.
   */
  function mayMail(input: SignUpInput): Promise<boolean> {
    const turn = capsTurn.then(() => checkCaps(input));
    capsTurn = turn.catch(() => undefined);
    return turn;
  }

  /** The sign-up's work, after its answer: the caps, then the record and its mail. */
  async function signUpWork(input: SignUpInput): Promise<void> {
    if (!(await mayMail(input))) return;
    // The disk's check before the transaction, as every message's; the mail is then queued with the row, one commit.
    await outbox.ensureAccepting();
    const outcome = await store.signUp({
      email: input.email,
      lang: input.lang,
      page: keptPage(input.page),
      client: clientTag(deps.secret, input.client),
      now: input.now,
      mail: (s, kind, trx) => {
        const unsubscribeUrl = absolute(pageUrl(input.lang, UNSUBSCRIBE_PAGE, `token=${unsubscribeToken(tokens, s)}`));
        const common = { id: input.id, from: config.MAIL_FROM, to: s.email, lang: input.lang, now: input.now };
        if (kind === 'mailed-confirmed')
          return outbox.queueIn(trx, alreadySubscribedMail({ ...common, unsubscribeUrl }));
        const confirm = tokens.sign({ purpose: 'confirm', sid: s.sid, expiresAt: pendingExpiresAt(s), email: s.email });
        return outbox.queueIn(
          trx,
          confirmationMail({
            ...common,
            confirmUrl: absolute(pageUrl(input.lang, CONFIRM_PAGE, `token=${confirm}`)),
            unsubscribeUrl,
          }),
        );
      },
    });
    outbox.kick();
    deps.logger?.info({ id: input.id, outcome }, 'newsletter: sign-up mail queued');
  }

  /**
   * A sign-up, answered the same way for every address: the outbox must
   * be able to take a mail (the same check for all, 503 otherwise), then
   * the work is queued and this resolves at once. The work itself gives a
   * new or pending address a confirmation link and a subscriber its way
   * out, within SIGNUP_MAILS_PER_MAILBOX_PER_DAY.
   */
  async function signUp(input: SignUpInput): Promise<void> {
    await outbox.ensureAccepting();
    if (queued >= MAX_QUEUED_SIGNUPS) throw new Error('newsletter sign-ups: too many waiting to be written');
    queued += 1;
    // Begun now (the store counts it from its first call, see SubscriberStore.idle), finished after the answer.
    void signUpWork(input)
      .catch((err: unknown) => deps.logger?.error({ err, id: input.id }, 'newsletter: a sign-up could not be stored'))
      .finally(() => (queued -= 1));
  }

  return {
    signUp,
    /** The mailbox of an address that left by its link may be mailed a link again today (within the ceiling). */
    async left(email: string, now: Date): Promise<void> {
      await capped.giveBack(mailboxKey(email), now);
    },
  };
}
