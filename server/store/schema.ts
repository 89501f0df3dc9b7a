// The store's tables as the query builder sees them: one interface per
// table, gathered in `Database`. A job that adds tables (a migration under
// migrations/) adds its interfaces here. Times are milliseconds since the
// epoch; `bigint` columns come back as numbers from both engines (the
// PostgreSQL pool parses int8 as a number, safe up to 2^53).

import type { Generated } from 'kysely';

export interface SubscribersTable {
  sid: string;
  /** Normalised: case folded, the domain in ASCII (xn--), as sign-up writes it (server/newsletter/address.ts). */
  email: string;
  status: 'pending' | 'confirmed';
  signed_up_at: number;
  lang: 'en' | 'fr' | null;
  page: string | null;
  confirm_mail_at: number | null;
  confirmed_at: number | null;
  consent_at: number | null;
  consent_lang: 'en' | 'fr' | null;
  consent_page: string | null;
  consent_wording: string | null;
  imported: number;
  client: string | null;
}

export interface SubscriberDeparturesTable {
  sid: string;
  departed_at: number;
}

/** A message of the outbox: waiting (pending), refused for good (failed), or held for review (quarantined). */
export interface OutboxMessagesTable {
  id: string;
  kind: string;
  state: 'pending' | 'failed' | 'quarantined';
  /** 1 for the team's mail, 0 for mail to a visitor (an acknowledgement, a confirmation link). */
  for_team: number;
  /** The mail record as JSON, without its attachments (outbox_attachments holds them). */
  record: string;
  /** The record's and its attachments' bytes, for the quarantine's bounds. */
  bytes: number;
  created_at: number;
  /** Its place among the messages stored together (the team's before the acknowledgement). */
  seq: Generated<number>;
  attempts: Generated<number>;
  next_attempt_at: Generated<number>;
  last_error: string | null;
  retried_at: number | null;
  failed_at: number | null;
  /** The copy of the site sending it now, and until when its claim holds. */
  lease_owner: string | null;
  lease_until: number | null;
  /** Quarantined only: why it is held, the client that posted it, the facts as JSON. */
  hold_reason: string | null;
  client: string | null;
  facts: string | null;
}

export interface OutboxAttachmentsTable {
  message_id: string;
  position: number;
  filename: string;
  content_type: string;
  size: number;
  content: Uint8Array;
}

export interface OutboxDigestTable {
  id: number;
  sent_at: number;
  listed_up_to: number;
}

/** The messages moved in from the outbox's folders, so a move that was interrupted adds none twice. */
export interface OutboxMovedInTable {
  id: string;
  moved_at: number;
}

/** One fixed window of one rate limit and client (PostgreSQL only; SQLite's copy counts in memory). */
export interface RateWindowsTable {
  /** A keyed hash of the limit's name and the client's network. */
  k: string;
  hits: number;
  reset_at: number;
}

/** One saved no-JS form state (PostgreSQL only; on SQLite they stay in memory). */
export interface FormStatesTable {
  key: string;
  /** The `fs` cookie of the browser it belongs to. */
  holder: string;
  /** A keyed hash of the client's network, for its quota. */
  client: string;
  pathname: string;
  /** The state as JSON: its form's fields cut at the schema's lengths, the errors shown. */
  state: string;
  seq: Generated<number>;
  expires_at: number;
}

/** The last hour's counts under one key, in sixty one-minute buckets (PostgreSQL only; SQLite's copy counts in memory). */
export interface CapHoursTable {
  /** A keyed hash of the cap's name and what it counts (the site, a client's network). */
  k: string;
  /** The minute since the epoch each bucket holds (-1: none), bucket i holding minutes ≡ i (mod 60). */
  minutes: number[];
  counts: number[];
  /** When the newest bucket leaves the hour: the row can go. */
  expires_at: number;
}

/** One key's count of one day in Buea (PostgreSQL only; on SQLite it stays in memory). */
export interface CapDaysTable {
  /** A keyed hash of the cap's name and the mailbox. */
  k: string;
  /** YYYY-MM-DD in Buea. */
  day: string;
  n: number;
  expires_at: number;
}

export interface StoreMigrationsTable {
  id: number;
  name: string;
  applied_at: number;
}

/** Page views, prefetches and not-found answers of a day, by path and language (server/stats/). */
export interface CountPagesTable {
  day: string;
  kind: 'view' | 'prefetch' | 'not-found';
  /** The URL's path, or `other` past the day's bound. */
  path: string;
  lang: 'en' | 'fr';
  n: number;
}

/** Visits a day arriving from a link on another site, by its host (`other` past the day's bound). */
export interface CountReferrersTable {
  day: string;
  host: string;
  n: number;
}

/** Form posts of a day, by form, service and language; `quarantined` those held as spam. */
export interface CountLeadsTable {
  day: string;
  form: string;
  service: string;
  lang: 'en' | 'fr';
  quarantined: number;
  n: number;
}

/** A day's distinct visitors of a path (`*`: the whole site) as sketch registers (server/stats/sketch.ts). */
export interface CountVisitorsTable {
  day: string;
  path: string;
  registers: string;
}

/** The weekly counts mail's claim: one row per ISO week (YYYY-Www), taken by the copy that sends it. */
export interface CountWeeklyMailsTable {
  week: string;
  claimed_at: number;
}

export interface Database {
  store_migrations: StoreMigrationsTable;
  subscribers: SubscribersTable;
  subscriber_departures: SubscriberDeparturesTable;
  count_pages: CountPagesTable;
  count_referrers: CountReferrersTable;
  count_leads: CountLeadsTable;
  count_visitors: CountVisitorsTable;
  count_weekly_mails: CountWeeklyMailsTable;
  outbox_messages: OutboxMessagesTable;
  outbox_attachments: OutboxAttachmentsTable;
  outbox_digest: OutboxDigestTable;
  outbox_moved_in: OutboxMovedInTable;
  rate_windows: RateWindowsTable;
  form_states: FormStatesTable;
  cap_hours: CapHoursTable;
  cap_days: CapDaysTable;
}
