// The outbox (server/store/messages.ts): every message the site has
// accepted and not yet delivered, those the mail server refused (failed),
// and the posts held in the quarantine, with their attachments' bytes in
// the store itself, so a copy of the site that loses its disk loses no
// visitor's message. The database holds what the code around it must not
// get wrong: one row per reference, a state among three, the columns each
// state needs, a lease only on a pending message, and an attachment only
// beside its message. Times are milliseconds since the epoch (`bigint`).
import type { Migration } from '../migrate';

const tables = (blob: string) => `
create table outbox_messages (
  id text primary key check (length(id) between 1 and 64),
  kind text not null check (kind in ('contact', 'newsletter', 'newsletter-confirm', 'application', 'acknowledgement', 'spam-digest', 'weekly-counts')),
  state text not null check (state in ('pending', 'failed', 'quarantined')),
  for_team smallint not null check (for_team in (0, 1)),
  record text not null,
  bytes bigint not null check (bytes >= 0),
  created_at bigint not null,
  seq smallint not null default 0 check (seq between 0 and 99),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at bigint not null default 0,
  last_error text,
  retried_at bigint,
  failed_at bigint,
  lease_owner text,
  lease_until bigint,
  hold_reason text,
  client text,
  facts text,
  check ((lease_owner is null) = (lease_until is null)),
  check (lease_owner is null or state = 'pending'),
  check ((state = 'failed') = (failed_at is not null)),
  check ((state = 'quarantined') = (hold_reason is not null and facts is not null)),
  check (state = 'quarantined' or client is null)
);
create index outbox_due on outbox_messages (next_attempt_at, created_at, seq) where state = 'pending';
create index outbox_by_age on outbox_messages (state, created_at, seq);
create index outbox_held_by_client on outbox_messages (client, created_at) where state = 'quarantined';
create table outbox_attachments (
  message_id text not null references outbox_messages (id) on delete cascade,
  position smallint not null check (position between 0 and 9),
  filename text not null check (length(filename) between 1 and 255),
  content_type text not null,
  size bigint not null check (size >= 0),
  content ${blob} not null,
  primary key (message_id, position)
);
create table outbox_digest (
  id smallint primary key check (id = 1),
  sent_at bigint not null,
  listed_up_to bigint not null
);
create table outbox_moved_in (
  id text primary key,
  moved_at bigint not null
);
`;

export const outbox: Migration = {
  id: 3,
  name: 'outbox',
  sql: { sqlite: tables('blob'), postgres: tables('bytea') },
};
