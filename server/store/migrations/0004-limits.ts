// What bounds visitors' posts, shared by every copy of the site
// (server/store/limits.ts): the fixed windows of the rate limits, and the
// saved no-JS form states. On PostgreSQL they are UNLOGGED tables: a crash
// empties them, which at worst grants a client a fresh window or loses a
// form typed a few minutes ago, and no write of theirs waits for the
// write-ahead log. Keys and clients are keyed hashes of client networks,
// never addresses. On SQLite (one machine) both live in the process's
// bounded memory, so the migration leaves that engine as it is.
import type { Migration } from '../migrate';

export const limits: Migration = {
  id: 4,
  name: 'limits',
  sql: {
    sqlite: `select 1`,
    postgres: `
create unlogged table rate_windows (
  k text primary key check (length(k) between 16 and 64),
  hits bigint not null check (hits >= 1),
  reset_at bigint not null
);
create index rate_windows_by_end on rate_windows (reset_at);
create unlogged table form_states (
  key text primary key check (length(key) between 16 and 32),
  holder text not null check (length(holder) = 24),
  client text not null check (length(client) between 16 and 64),
  pathname text not null check (length(pathname) <= 200),
  state text not null check (length(state) <= 262144),
  seq bigint generated always as identity,
  expires_at bigint not null
);
create index form_states_by_client on form_states (client, seq);
create index form_states_by_end on form_states (expires_at);
`,
  },
};
