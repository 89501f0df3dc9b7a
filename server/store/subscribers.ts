// The newsletter's subscribers in the store: a `subscribers` row per
// address, unique on the address as sign-up normalises it (case folded, the
// domain in ASCII), and a `subscriber_departures` row (the time only, no
// address) per unsubscribed id, kept a year so a link used twice says
// "already unsubscribed". The database holds the states (check constraints
// in migration 0001); each change below is one transaction, short. A
// sign-up's row and its mail (the outbox is in the same store) are one
// transaction: both are committed or neither, so a queued link always names
// a row, a mail that cannot be queued leaves the row as it was, and the
// sign-up costs one commit (on SQLite, one fsync). No transaction waits on
// delivery: the outbox sends once the mail is committed.
//
// Pending entries are bounded in total and per client (an IPv6 /64 or an
// IPv4 address, kept as a keyed hash): past its bound a client's own oldest
// entry goes; past the total, the oldest entry of the client holding most,
// so a flood from a few networks pushes out its own entries, not visitors'.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Lang } from '../../shared/i18n/lang';
import { normalEmailAddress } from '../../shared/schemas/email-rule';
import type { Database, SubscribersTable } from './schema';
import type { Store } from './store';
import { deleteNewsletterMailTo } from './messages';

/**
 * Pending entries at most, all clients together. A month of sign-ups for
 * this site is in the hundreds; this bound is for floods.
 */
export const MAX_PENDING = 20_000;
/**
 * Pending entries one client (an IPv6 /64, an IPv4 address) may hold. A
 * carrier's shared IPv4 address carries many people, yet few sign up to a
 * newsletter within a week; past this the client's own oldest entry goes.
 */
const MAX_PENDING_PER_CLIENT = 50;
/** Rows written in one transaction when a list is taken in. */
const IMPORT_BATCH = 500;

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
  /** The page signed up on (a path, at most 120 characters); absent for imported addresses. */
  page?: string;
  /** When the last confirmation mail was queued (a pending link expires 7 days after). */
  confirmMailAt?: string;
  confirmedAt?: string;
  consent?: ConsentRecord;
  /** Taken from a list kept before double opt-in: confirmed, consent not recorded. */
  imported?: true;
  /** A pending entry's client (a keyed hash of its network), for the per-client bound; dropped once confirmed. */
  client?: string;
}

/** What is left of an unsubscribed subscription: when, nothing else. */
export interface Departure {
  at: string;
}

/** Where the store says what it did (a pino logger, or the command's stderr). */
export interface StoreLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export type SignUpOutcome = 'mailed-new' | 'mailed-pending' | 'mailed-confirmed';

/**
 * An address as the list keys it, however it was typed: trimmed, its domain
 * in ASCII (`exämple.org` -> `xn--exmple-cua.org`, as the sign-up form's
 * schema writes it) and case folded, so a look-up or an erasure finds what
 * a sign-up stored.
 */
export function subscriberAddress(typed: string): string {
  const trimmed = typed.trim();
  return (normalEmailAddress(trimmed) ?? trimmed).toLowerCase();
}

export const newSid = () => randomBytes(16).toString('base64url');

/** A subscription id as the links name it (newSid gives 22 characters). */
const SID = /^[A-Za-z0-9_-]{16,32}$/;

export interface SubscriberStore {
  /** Every subscriber, oldest sign-up first. */
  list(): Promise<Subscriber[]>;
  bySid(sid: string): Promise<Subscriber | undefined>;
  byEmail(email: string): Promise<Subscriber | undefined>;
  /** The marker an unsubscribed subscription left, if it is still kept. */
  departure(sid: string): Promise<Departure | undefined>;
  /**
   * A sign-up whose mail may go out (the caller applied the caps): a new
   * address becomes pending, a pending one gets a new link, a confirmed one
   * a reminder of its way out. `mail` queues that mail in `trx`, the
   * transaction that writes the row: both are committed together, and if
   * it throws neither is (the row stays as it was).
   */
  signUp(input: {
    email: string;
    lang: Lang;
    /** A path of this site, at most 120 characters (keptPage). */
    page: string;
    client: string;
    now: Date;
    mail: (s: Subscriber, outcome: SignUpOutcome, trx: Transaction<Database>) => Promise<void>;
  }): Promise<SignUpOutcome>;
  /** Pending -> confirmed with its consent, once; `notify` tells the team, and if it throws the row is pending again. */
  confirm(input: {
    sid: string;
    valid: (s: Subscriber) => boolean;
    consent: (s: Subscriber) => ConsentRecord;
    notify: (s: Subscriber) => Promise<void>;
  }): Promise<Subscriber | undefined>;
  /** The row goes and a departure (time only) is kept; resolves with what left, undefined when nothing did. */
  unsubscribe(input: { sid: string; valid: (s: Subscriber) => boolean; now: Date }): Promise<Subscriber | undefined>;
  /** Erasure: the address leaves, pending or confirmed, with no marker and with the newsletter mail still waiting for it; resolves with what was there. */
  remove(email: string): Promise<Subscriber | undefined>;
  /** Delete pending rows whose link was mailed at or before `pendingMailedBefore`, and departures older than `departedBefore`. */
  purgeExpired(input: { pendingMailedBefore: number; departedBefore: number }): Promise<number>;
  /** Add what the list does not hold yet (by id and by address), keeping ids; resolves with how many were added. */
  addMissing(list: Subscriber[]): Promise<number>;
  /** Departures taken in from elsewhere (an older store), kept unless one is there. */
  addDepartures(list: { sid: string; at: string }[]): Promise<void>;
  pendingCount(): Promise<number>;
  /** Resolves once every change begun so far is done (a graceful stop; tests). */
  idle(): Promise<void>;
}

type Row = Selectable<SubscribersTable>;
type Db = Kysely<Database> | Transaction<Database>;

const iso = (ms: number | null) => (ms === null ? undefined : new Date(Number(ms)).toISOString());
const ms = (text: string | undefined) => (text === undefined ? null : Date.parse(text));

function fromRow(r: Row): Subscriber {
  const s: Subscriber = { email: r.email, sid: r.sid, status: r.status, signedUpAt: iso(r.signed_up_at)! };
  if (r.lang) s.lang = r.lang;
  if (r.page !== null) s.page = r.page;
  if (r.confirm_mail_at !== null) s.confirmMailAt = iso(r.confirm_mail_at);
  if (r.confirmed_at !== null) s.confirmedAt = iso(r.confirmed_at);
  if (r.consent_at !== null)
    s.consent = {
      at: iso(r.consent_at)!,
      lang: r.consent_lang!,
      page: r.consent_page ?? '',
      wording: r.consent_wording!,
    };
  if (r.imported) s.imported = true;
  if (r.client !== null) s.client = r.client;
  return s;
}

const LANGS = new Set(['en', 'fr']);
const langOf = (v: unknown) => (typeof v === 'string' && LANGS.has(v) ? (v as Lang) : null);
const shortPath = (v: unknown) => (typeof v === 'string' && v.length <= 120 ? v : null);

/**
 * A record from elsewhere (an older store's file, a CSV row) as a row the
 * constraints accept, or undefined when it cannot be one (no address, no
 * id, no date).
 */
export function toRow(s: Subscriber): Row | undefined {
  const signedUp = ms(s.signedUpAt);
  if (typeof s.email !== 'string' || !SID.test(s.sid ?? '') || signedUp === null || Number.isNaN(signedUp))
    return undefined;
  const pending = s.status === 'pending';
  const consentAt = !pending && s.consent ? ms(s.consent.at) : null;
  const consent = consentAt !== null && !Number.isNaN(consentAt) && langOf(s.consent!.lang) ? s.consent : undefined;
  const confirmedAt = pending ? null : (ms(s.confirmedAt) ?? (consent ? ms(consent.at) : signedUp));
  return {
    sid: s.sid,
    email: subscriberAddress(s.email),
    status: pending ? 'pending' : 'confirmed',
    signed_up_at: signedUp,
    lang: langOf(s.lang),
    page: shortPath(s.page?.split(/[?#]/)[0]),
    confirm_mail_at: pending ? (ms(s.confirmMailAt) ?? signedUp) : (ms(s.confirmMailAt) ?? null),
    confirmed_at: Number.isNaN(confirmedAt) ? signedUp : confirmedAt,
    consent_at: consent ? ms(consent.at) : null,
    consent_lang: consent ? consent.lang : null,
    consent_page: consent ? shortPath(consent.page) : null,
    consent_wording: consent ? String(consent.wording ?? '') : null,
    // A confirmed address with no consent recorded can only come from a list kept before double opt-in.
    imported: !pending && !consent ? 1 : 0,
    client: pending ? (s.client ?? '') : null,
  };
}

export interface SubscriberTableOptions {
  logger?: StoreLog;
  maxPending?: number;
  maxPendingPerClient?: number;
  /** The id of a new subscription (tests give their own). */
  newSid?: () => string;
}

export function subscriberTable(store: Store, options: SubscriberTableOptions = {}): SubscriberStore {
  const { db } = store;
  const maxPending = options.maxPending ?? MAX_PENDING;
  const maxPerClient = options.maxPendingPerClient ?? MAX_PENDING_PER_CLIENT;
  const makeSid = options.newSid ?? newSid;
  const changing = new Set<Promise<unknown>>();

  /** Counted from the call, so idle() waits for a change still queued for the connection. */
  function change<T>(run: Promise<T>): Promise<T> {
    changing.add(run);
    const forget = () => changing.delete(run);
    run.then(forget, forget);
    return run;
  }

  const select = (q: Db) => q.selectFrom('subscribers').selectAll();
  const rowBySid = (q: Db, sid: string) => select(q).where('sid', '=', sid).executeTakeFirst();
  const rowByEmail = (q: Db, email: string) => select(q).where('email', '=', email).executeTakeFirst();
  /** The row, locked until the transaction ends (PostgreSQL; SQLite's transaction holds the write lock already). */
  const lockedBy = (q: Transaction<Database>, column: 'sid' | 'email', value: string) => {
    const query = select(q).where(column, '=', value);
    return (store.engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  };
  const pendingOf = (q: Db) => q.selectFrom('subscribers').where('status', '=', 'pending');
  const countOf = async (q: ReturnType<typeof pendingOf>) =>
    Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  /** Room for one more pending entry from `client`: its own oldest first, then the heaviest client's. */
  async function makeRoomFor(trx: Transaction<Database>, client: string): Promise<void> {
    const own = await countOf(pendingOf(trx).where('client', '=', client));
    if (own >= maxPerClient) {
      const out = await pendingOf(trx)
        .where('client', '=', client)
        .orderBy('confirm_mail_at')
        .orderBy('sid')
        .limit(own - maxPerClient + 1)
        .select('sid')
        .execute();
      await trx
        .deleteFrom('subscribers')
        .where(
          'sid',
          'in',
          out.map((r) => r.sid),
        )
        .execute();
      options.logger?.warn(
        { bound: 'client', removed: out.length },
        'newsletter: a pending address made room for a newer sign-up',
      );
    }
    let total = await countOf(pendingOf(trx));
    while (total >= maxPending) {
      const heaviest = await pendingOf(trx)
        .groupBy('client')
        .select(['client', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('confirm_mail_at').as('first')])
        .orderBy('n', 'desc')
        .orderBy('first')
        .limit(1)
        .executeTakeFirst();
      if (!heaviest) return;
      const oldest = await pendingOf(trx)
        .where('client', '=', heaviest.client)
        .orderBy('confirm_mail_at')
        .orderBy('sid')
        .select('sid')
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('subscribers').where('sid', '=', oldest.sid).execute();
      options.logger?.warn({ bound: 'total' }, 'newsletter: a pending address made room for a newer sign-up');
      total -= 1;
    }
  }

  type SignUpInput = Parameters<SubscriberStore['signUp']>[0];

  /** A sign-up's row and its mail, in one transaction; undefined when another copy inserted the address meanwhile. */
  async function signUpRow(input: SignUpInput, email: string): Promise<SignUpOutcome | undefined> {
    const at = input.now.getTime();
    return db.transaction().execute(async (trx) => {
      const known = await lockedBy(trx, 'email', email);
      if (known?.status === 'confirmed') {
        await input.mail(fromRow(known), 'mailed-confirmed', trx);
        return 'mailed-confirmed';
      }
      if (known) {
        await trx
          .updateTable('subscribers')
          .set({ lang: input.lang, page: input.page, confirm_mail_at: at })
          .where('sid', '=', known.sid)
          .execute();
        await input.mail(
          fromRow({ ...known, lang: input.lang, page: input.page, confirm_mail_at: at }),
          'mailed-pending',
          trx,
        );
        return 'mailed-pending';
      }
      await makeRoomFor(trx, input.client);
      const row: Row = {
        sid: makeSid(),
        email,
        status: 'pending',
        signed_up_at: at,
        lang: input.lang,
        page: input.page,
        confirm_mail_at: at,
        confirmed_at: null,
        consent_at: null,
        consent_lang: null,
        consent_page: null,
        consent_wording: null,
        imported: 0,
        client: input.client,
      };
      // Another copy of the site may have inserted the address a moment ago: then this sign-up is a repeat.
      const inserted = await trx
        .insertInto('subscribers')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('sid')
        .executeTakeFirst();
      if (!inserted) return undefined;
      await input.mail(fromRow(row), 'mailed-new', trx);
      return 'mailed-new';
    });
  }

  return {
    async list() {
      return (await select(db).orderBy('signed_up_at').orderBy('sid').execute()).map(fromRow);
    },

    async bySid(sid) {
      if (!SID.test(sid)) return undefined;
      const r = await rowBySid(db, sid);
      return r && fromRow(r);
    },

    async byEmail(email) {
      const r = await rowByEmail(db, subscriberAddress(email));
      return r && fromRow(r);
    },

    async departure(sid) {
      if (!SID.test(sid)) return undefined;
      const r = await db
        .selectFrom('subscriber_departures')
        .select('departed_at')
        .where('sid', '=', sid)
        .executeTakeFirst();
      return r && { at: iso(r.departed_at)! };
    },

    signUp(input) {
      const email = subscriberAddress(input.email);
      return change(
        (async () => {
          // Twice at most: a first try that lost an insert race to another copy finds the row the second time.
          const done = (await signUpRow(input, email)) ?? (await signUpRow(input, email));
          if (!done) throw new Error('newsletter: the address changed under two sign-ups at once');
          return done;
        })(),
      );
    },

    confirm(input) {
      return change(
        (async () => {
          if (!SID.test(input.sid)) return undefined;
          const confirmed = await db.transaction().execute(async (trx) => {
            const found = await lockedBy(trx, 'sid', input.sid);
            if (!found || found.status !== 'pending' || !input.valid(fromRow(found))) return undefined;
            const consent = input.consent(fromRow(found));
            const at = Date.parse(consent.at);
            const set = {
              status: 'confirmed' as const,
              confirmed_at: at,
              consent_at: at,
              consent_lang: consent.lang,
              consent_page: shortPath(consent.page) ?? '/',
              consent_wording: consent.wording,
              client: null,
            };
            await trx.updateTable('subscribers').set(set).where('sid', '=', found.sid).execute();
            return { before: found, after: { ...found, ...set } };
          });
          if (!confirmed) return undefined;
          const s = fromRow(confirmed.after);
          try {
            await input.notify(s);
          } catch (err) {
            const b = confirmed.before;
            await db
              .updateTable('subscribers')
              .set({
                status: 'pending',
                confirmed_at: null,
                consent_at: null,
                consent_lang: null,
                consent_page: null,
                consent_wording: null,
                client: b.client,
              })
              .where('sid', '=', b.sid)
              .where('status', '=', 'confirmed')
              .execute();
            throw err;
          }
          return s;
        })(),
      );
    },

    unsubscribe(input) {
      return change(
        (async () => {
          if (!SID.test(input.sid)) return undefined;
          const gone = await db.transaction().execute(async (trx) => {
            const found = await lockedBy(trx, 'sid', input.sid);
            if (!found || !input.valid(fromRow(found))) return undefined;
            await trx
              .insertInto('subscriber_departures')
              .values({ sid: found.sid, departed_at: input.now.getTime() })
              .onConflict((oc) => oc.column('sid').doNothing())
              .execute();
            await trx.deleteFrom('subscribers').where('sid', '=', found.sid).execute();
            return fromRow(found);
          });
          // The address is gone from the list: no copy of it may stay in the engine's log either.
          if (gone) await store.afterErasure();
          return gone;
        })(),
      );
    },

    remove(email) {
      const address = subscriberAddress(email);
      return change(
        (async () => {
          const gone = await db.transaction().execute(async (trx) => {
            const found = await lockedBy(trx, 'email', address);
            if (!found) return undefined;
            await trx.deleteFrom('subscribers').where('sid', '=', found.sid).execute();
            await trx.deleteFrom('subscriber_departures').where('sid', '=', found.sid).execute();
            // The confirmation mail still waiting for the address holds it too.
            await deleteNewsletterMailTo(trx, address, subscriberAddress);
            return fromRow(found);
          });
          if (gone) await store.afterErasure();
          return gone;
        })(),
      );
    },

    purgeExpired(input) {
      return change(
        (async () => {
          const removed = await db.transaction().execute(async (trx) => {
            const r = await trx
              .deleteFrom('subscribers')
              .where('status', '=', 'pending')
              .where('confirm_mail_at', '<=', input.pendingMailedBefore)
              .executeTakeFirst();
            await trx.deleteFrom('subscriber_departures').where('departed_at', '<', input.departedBefore).execute();
            return Number(r.numDeletedRows);
          });
          if (removed) await store.afterErasure();
          return removed;
        })(),
      );
    },

    addMissing(list) {
      return change(
        (async () => {
          const rows = list.map(toRow).filter((r): r is Row => r !== undefined);
          let added = 0;
          for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
            const batch = rows.slice(i, i + IMPORT_BATCH);
            // No target: a row whose id or address is there already is skipped, so a move that resumes adds nothing twice.
            const r = await db
              .insertInto('subscribers')
              .values(batch)
              .onConflict((oc) => oc.doNothing())
              .executeTakeFirst();
            added += Number(r.numInsertedOrUpdatedRows ?? 0);
          }
          return added;
        })(),
      );
    },

    addDepartures(list) {
      return change(
        (async () => {
          const rows = list
            .filter((d) => SID.test(d.sid) && !Number.isNaN(Date.parse(d.at)))
            .map((d) => ({ sid: d.sid, departed_at: Date.parse(d.at) }));
          for (let i = 0; i < rows.length; i += IMPORT_BATCH)
            await db
              .insertInto('subscriber_departures')
              .values(rows.slice(i, i + IMPORT_BATCH))
              .onConflict((oc) => oc.doNothing())
              .execute();
        })(),
      );
    },

    async pendingCount() {
      return countOf(pendingOf(db));
    },

    async idle() {
      while (changing.size) await Promise.allSettled([...changing]);
    },
  };
}
