// The caps on what a stranger can make the site send, shared by every copy
// (server/store/caps.ts): the hourly counts (mail to visitors, site-wide and
// per client; applications mailed and held) and the daily counts per
// mailbox (acknowledgements). UNLOGGED, as the rate limits' windows are: a
// crash empties them, which at worst allows one more hour's or day's few
// mails, and no count waits for the write-ahead log. Keys are keyed hashes,
// never addresses. An hourly row is the memory's sixty one-minute buckets
// (server/http/hourly-count.ts) as two arrays, so a check-and-take is one
// update of one row. On SQLite (one machine) the caps stay in the process's
// memory, so the migration leaves that engine as it is.
import type { Migration } from '../migrate';

export const caps: Migration = {
  id: 5,
  name: 'caps',
  sql: {
    sqlite: `select 1`,
    postgres: `
create unlogged table cap_hours (
  k text primary key check (length(k) between 16 and 64),
  minutes bigint[] not null check (cardinality(minutes) = 60),
  counts bigint[] not null check (cardinality(counts) = 60),
  expires_at bigint not null
);
create index cap_hours_by_end on cap_hours (expires_at);
create unlogged table cap_days (
  k text primary key check (length(k) between 16 and 64),
  day text not null check (length(day) = 10),
  n bigint not null check (n >= 0),
  expires_at bigint not null
);
create index cap_days_by_end on cap_days (expires_at);
`,
  },
};
