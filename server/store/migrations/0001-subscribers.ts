// The newsletter's subscribers (server/store/subscribers.ts). The database
// holds what the code around it must not get wrong: one row per normalised
// address (`unique`), a status among two, and the columns each status needs
// (a pending row names its client and when its link was mailed; a confirmed
// one has its confirmation time, and its consent unless it was imported).
// Times are milliseconds since the epoch (`bigint`), so both engines
// compare them as numbers.
import type { Migration } from '../migrate';

export const subscribers: Migration = {
  id: 1,
  name: 'subscribers',
  sql: `
create table subscribers (
  sid text primary key check (length(sid) between 16 and 32),
  email text not null unique check (length(email) between 3 and 320),
  status text not null check (status in ('pending', 'confirmed')),
  signed_up_at bigint not null,
  lang text check (lang in ('en', 'fr')),
  page text check (length(page) <= 120),
  confirm_mail_at bigint,
  confirmed_at bigint,
  consent_at bigint,
  consent_lang text check (consent_lang in ('en', 'fr')),
  consent_page text check (length(consent_page) <= 120),
  consent_wording text,
  imported smallint not null default 0 check (imported in (0, 1)),
  client text,
  check (status <> 'pending' or (confirm_mail_at is not null and client is not null and confirmed_at is null and consent_at is null)),
  check (status <> 'confirmed' or (confirmed_at is not null and client is null)),
  check (status <> 'confirmed' or imported = 1 or consent_at is not null),
  check ((consent_at is null) = (consent_lang is null) and (consent_at is null) = (consent_wording is null))
);
create index subscribers_pending_by_client on subscribers (client, confirm_mail_at) where status = 'pending';
create index subscribers_pending_by_age on subscribers (confirm_mail_at) where status = 'pending';
create table subscriber_departures (
  sid text primary key check (length(sid) between 16 and 32),
  departed_at bigint not null
);
create index subscriber_departures_by_age on subscriber_departures (departed_at);
`,
};
