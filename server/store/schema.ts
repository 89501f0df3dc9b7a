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

export interface StoreMigrationsTable {
  id: number;
  name: string;
  applied_at: number;
}

export interface Database {
  store_migrations: StoreMigrationsTable;
  subscribers: SubscribersTable;
  subscriber_departures: SubscriberDeparturesTable;
}
