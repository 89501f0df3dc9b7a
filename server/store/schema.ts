import type { Generated } from 'kysely';

// The store's tables as the query builder sees them: one interface per
// table, gathered in `Database`. A job that adds tables (a migration under
// migrations/) adds its interfaces here. Times are milliseconds since the
// epoch; `bigint` columns come back as numbers from both engines (the
// PostgreSQL pool parses int8 as a number, safe up to 2^53).

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

export interface StoreMigrationsTable {
  id: number;
  name: string;
  applied_at: number;
}

export interface Database {
  store_migrations: StoreMigrationsTable;
  subscribers: SubscribersTable;
  subscriber_departures: SubscriberDeparturesTable;
  rate_windows: RateWindowsTable;
  form_states: FormStatesTable;
}
