// What the site counts for its owner (server/stats/): page views, prefetches
// and not-found paths per day, path and language; referring hosts per day;
// form posts per day, form, service and language, the quarantined apart;
// distinct visitors per day and path as sketch registers (never an address
// or a per-visitor hash); and the weekly mail's claim, one row per week, so
// one copy of the site sends it. Every count is a sum that copies add to
// (`n = n + excluded.n`); a day is the site's calendar day (YYYY-MM-DD).
import type { Migration } from '../migrate';

export const counts: Migration = {
  id: 2,
  name: 'counts',
  sql: `
create table count_pages (
  day text not null check (length(day) = 10),
  kind text not null check (kind in ('view', 'prefetch', 'not-found')),
  path text not null check (length(path) between 1 and 200),
  lang text not null check (lang in ('en', 'fr')),
  n bigint not null check (n >= 0),
  primary key (day, kind, path, lang)
);
create table count_referrers (
  day text not null check (length(day) = 10),
  host text not null check (length(host) between 1 and 100),
  n bigint not null check (n >= 0),
  primary key (day, host)
);
create table count_leads (
  day text not null check (length(day) = 10),
  form text not null check (length(form) between 1 and 40),
  service text not null check (length(service) <= 80),
  lang text not null check (lang in ('en', 'fr')),
  quarantined smallint not null check (quarantined in (0, 1)),
  n bigint not null check (n >= 0),
  primary key (day, form, service, lang, quarantined)
);
create table count_visitors (
  day text not null check (length(day) = 10),
  path text not null check (length(path) between 1 and 200),
  registers text not null check (length(registers) <= 5120),
  primary key (day, path)
);
create table count_weekly_mails (
  week text primary key check (length(week) = 8),
  claimed_at bigint not null
);
`,
};
