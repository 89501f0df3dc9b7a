// The site-wide hourly cap on mail to visitors: acknowledgements and
// newsletter confirmations, the mail a stranger can make the site send to
// any address. Per-mailbox caps bound what one inbox receives; this bounds
// what the site sends in all, so many addresses and many mailboxes cannot
// turn it into a cannon that spends the relay's quota and the domain's
// reputation. Past the cap such mail is not sent (the forms answer as
// usual), an error line tells the operator, and the figures are in the
// private /healthz. The team's mail never passes here: it is never capped.
// Reaching the cap is no fault of the site (anyone can reach it), so the
// public status never changes with it (docs/decisions/0058).
//
// One client (an IPv6 /64 or an IPv4 address) may spend only a share of
// the hour, CLIENT_SHARE of it, so a few posts from one network cannot use
// up the hour and leave a real visitor's confirmation unsent.
//
// Where it counts: on one machine (SQLite) in this process's memory, clients
// remembered by a keyed hash of their network (a key made at start), never
// by their address. With PostgreSQL every copy of the site counts in the
// store (server/store/caps.ts), so copies behind one proxy send the hour's
// number once between them, and a client's share is one share whichever
// copy it reaches; while the store does not answer, each copy counts here
// alone. The figures read the shared counts then
// (docs/decisions/0074-caps-shared-between-copies.md).
import { createHmac, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { hourlyCount } from '../http/hourly-count';
import { orLocal, type SharedCaps } from '../store/caps';

/** The kinds of mail a visitor's post makes the site send to an address the visitor typed. */
type VisitorMailKind = 'acknowledgement' | 'newsletter-confirm';

interface VisitorMailFigures {
  perHour: number;
  sentLastHour: number;
  /** Mails not sent in the last hour because the cap was reached. */
  notSentLastHour: number;
}

export interface VisitorMailCap {
  /**
   * Count one mail to a visitor about to be queued: true to send it, false
   * (nothing counted) when the last hour's number, or the client's share of
   * it, is reached; then leave it out and answer the visitor as usual. `id`
   * is the post's reference, for the log line; `client` its network
   * (clientKey), when there is one.
   */
  take(kind: VisitorMailKind, from?: { id?: string; client?: string }): Promise<boolean>;
  /** The hour's figures: every copy's when they share a store. */
  figures(): Promise<VisitorMailFigures>;
}

/** While the cap holds mail back, the operator is told again at most this often. */
const TELL_AGAIN_MS = 10 * 60_000;
/** The part of the hour one client may spend (at least one mail): a fifth, so five networks are needed to spend it all. */
const CLIENT_SHARE = 1 / 5;
/** Clients remembered at most (a few numbers each); the one least recently seen goes first. */
const MAX_CLIENTS = 10_000;
const HOUR_MS = 60 * 60_000;
/** The shared counts' keys: the site's hour, what it refused, and a client's share (with its network). */
const SITE = 'visitor-mail';
const NOT_SENT = 'visitor-mail:not-sent';
const CLIENT = 'visitor-mail:client';

/** Why a mail was not sent: the client's share was spent, or the site's hour. */
type Refusal = 'client' | 'site' | undefined;

export function visitorMailCap(options: {
  perHour: number;
  logger: Logger;
  now?: () => number;
  /** The counts every copy shares (PostgreSQL); without them this process counts alone. */
  shared?: SharedCaps;
}): VisitorMailCap {
  const now = options.now ?? Date.now;
  const { shared } = options;
  const sent = hourlyCount();
  const notSent = hourlyCount();
  let toldAt = -Infinity;
  const share = Math.max(1, Math.floor(options.perHour * CLIENT_SHARE));
  const key = randomBytes(32);
  /** Per client (a keyed hash of its network), when its mails of the last hour were sent. */
  const clients = new Map<string, number[]>();
  /** The client's sends still in the hour, and whether its share has room; remembered as the most recently seen. */
  const clientRoom = (client: string, t: number) => {
    const tag = createHmac('sha256', key).update(client).digest('base64url').slice(0, 16);
    const times = (clients.get(tag) ?? []).filter((at) => t - at < HOUR_MS);
    clients.delete(tag);
    while (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!);
    clients.set(tag, times);
    return { times, room: times.length < share };
  };
  const localFigures = (t: number): VisitorMailFigures => ({
    perHour: options.perHour,
    sentLastHour: sent.total(t),
    notSentLastHour: notSent.total(t),
  });
  /** This process's count: the client's share, then the site's hour. */
  const takeHere = (t: number, client: string | undefined): Refusal => {
    const own = client === undefined ? undefined : clientRoom(client, t);
    if (own && !own.room) {
      notSent.add(t);
      return 'client';
    }
    if (sent.total(t) < options.perHour) {
      sent.add(t);
      own?.times.push(t);
      return undefined;
    }
    notSent.add(t);
    return 'site';
  };
  const sharedOrHere = orLocal({ cap: 'mail to visitors', logger: options.logger });
  /** Every copy's count: the client's share and the site's hour in one statement, then what was refused. */
  const takeShared = async (caps: SharedCaps, t: number, client: string | undefined): Promise<Refusal> => {
    const site = { key: SITE, limit: options.perHour };
    const steps = client === undefined ? [site] : [{ key: `${CLIENT}\0${client}`, limit: share }, site];
    const refused = await caps.takeHourly(steps, t);
    if (refused < 0) return undefined;
    await caps.addHourly(NOT_SENT, t).catch(() => notSent.add(t));
    return steps[refused] === site ? 'site' : 'client';
  };
  const figures = async (): Promise<VisitorMailFigures> => {
    const t = now();
    if (!shared) return localFigures(t);
    return sharedOrHere(
      async () => {
        const [sentLastHour, notSentLastHour] = await shared.hourlyTotals([SITE, NOT_SENT], t);
        return { perHour: options.perHour, sentLastHour: sentLastHour!, notSentLastHour: notSentLastHour! };
      },
      () => localFigures(t),
    );
  };
  return {
    async take(kind, from = {}) {
      const t = now();
      const id = from.id;
      const refused = shared
        ? await sharedOrHere(
            () => takeShared(shared, t, from.client),
            () => takeHere(t, from.client),
          )
        : takeHere(t, from.client);
      if (refused === undefined) return true;
      if (refused === 'client') {
        options.logger.info({ kind, id, share }, "mail to visitors: this client's share of the hourly cap is spent");
        return false;
      }
      if (t - toldAt >= TELL_AGAIN_MS) {
        toldAt = t;
        options.logger.error(
          { kind, id, ...(await figures()) },
          'mail to visitors: the hourly cap (VISITOR_MAIL_PER_HOUR) is reached; acknowledgements and confirmations are not sent until the hour has room',
        );
      }
      return false;
    },
    figures,
  };
}
