// `npm run outbox -- list | show <ref> | retry <ref|all> | send [<ref>] [--wait] | purge --older-than 30d | spam | release <ref|all> | discard <ref>`
// The operators' view of the outbox in the store (SQLite in DATA_DIR, or
// --data-dir <path>; PostgreSQL when DATABASE_URL is set), for a running
// site or a stopped one. Each change is one statement or one transaction,
// as the worker's are, and the command never sends anything itself (`send`
// makes messages due; a running copy's worker delivers them within its
// 15 s scan).
import path from 'node:path';
import { existsSync } from 'node:fs';
import { loadConfig } from '../config';
import { dataDirOption, runAsProgram } from '../operator-command';
import { sendNow } from './send-now';
import { maskAddresses } from './relay-errors';
import { itemOf } from './quarantine';
import { fileSize } from './mail-format';
import { Messages, isForTeam } from '../store/messages';
import { openStore, storeOptions, type Store } from '../store/store';
import { SQLITE_FILE } from '../store/sqlite';
import type { MailRecord } from './mail-record';

const DAY = 24 * 60 * 60_000;

const USAGE =
  'usage: npm run outbox -- [--data-dir <path>] list | show <ref> | retry <ref|all> | send [<ref>] [--wait] | purge --older-than <N>d | spam | release <ref|all> | discard <ref>';

const age = (ms: number) =>
  ms >= DAY
    ? `${(ms / DAY).toFixed(1)} d`
    : ms >= 3_600_000
      ? `${(ms / 3_600_000).toFixed(1)} h`
      : `${Math.max(0, Math.round(ms / 60_000))} min`;

/** What a visitor typed, on one line and without control or direction characters, so it cannot rewrite the terminal. */
const printable = (text: string) => text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ');

/** The same, keeping line breaks: a message's body as the team reads it. */
const printableText = (text: string) => text.replace(/[^\P{Cc}\n\t]|[\p{Cf}\p{Zl}\p{Zp}]/gu, ' ');

export interface OutboxCommandOptions {
  err?: (line: string) => void;
  /** The store to work on (tests); by default the one DATA_DIR or DATABASE_URL names. */
  store?: Store;
  now?: () => number;
}

export async function outboxCommand(
  args: string[],
  out: (line: string) => void = console.log,
  options: OutboxCommandOptions = {},
): Promise<number> {
  const err = options.err ?? console.error;
  const { dataDir, rest } = dataDirOption(args);
  let store = options.store;
  if (!store) {
    const config = loadConfig();
    const dir = path.resolve(dataDir ?? config.DATA_DIR);
    // A wrong DATA_DIR must not read as an empty queue while mail waits elsewhere.
    if (!config.DATABASE_URL && !existsSync(path.join(dir, SQLITE_FILE))) {
      err(
        `no store at ${path.join(dir, SQLITE_FILE)}: set DATA_DIR (or --data-dir <path>) to the site's data folder, the one that holds ${SQLITE_FILE}`,
      );
      return 1;
    }
    out(config.DATABASE_URL ? 'outbox: PostgreSQL (DATABASE_URL)' : `outbox: ${path.join(dir, SQLITE_FILE)}`);
    store = await openStore(storeOptions(config, dir));
  }
  try {
    return await run(new Messages(store), rest, { out, err, now: (options.now ?? Date.now)() });
  } finally {
    if (!options.store) await store.close();
  }
}

async function run(
  messages: Messages,
  rest: string[],
  io: { out: (line: string) => void; err: (line: string) => void; now: number },
): Promise<number> {
  const { out, now } = io;
  const [command, arg, value] = rest;

  if (command === 'list') {
    for (const state of ['pending', 'failed'] as const) {
      const rows = await messages.list(state);
      out(`${state}: ${rows.length}`);
      for (const r of rows) {
        const next =
          state === 'failed'
            ? ''
            : r.lease_until !== null && r.lease_until > now
              ? '  sending now'
              : `  next try ${r.next_attempt_at <= now ? 'now' : `in ${age(r.next_attempt_at - now)}`}`;
        out(
          `  ${r.id.padEnd(14)} ${r.kind.padEnd(18)} to ${(isForTeam(r.kind) ? 'team' : 'visitor').padEnd(7)} age ${age(now - r.created_at).padStart(8)}  attempts ${String(r.attempts).padStart(3)}${next}${r.last_error ? `  last error: ${maskAddresses(r.last_error).slice(0, 120)}` : ''}`,
        );
      }
    }
    const held = (await messages.figures()).quarantined;
    out(`quarantined: ${held}${held ? ' (npm run outbox -- spam)' : ''}`);
    return 0;
  }

  if (command === 'show' && arg) {
    const row = await messages.get(arg);
    if (!row) {
      out(`no message ${arg}`);
      return 1;
    }
    const mail = JSON.parse(row.record) as MailRecord;
    const files = await messages.attachmentList(row.id);
    out(
      `${row.id}  ${row.state}${row.hold_reason ? ` (${row.hold_reason})` : ''}, ${mail.kind}, age ${age(now - row.created_at)}, attempts ${row.attempts}`,
    );
    out(`From: ${printable(mail.from)}`);
    out(`To: ${printable(mail.to)}`);
    if (mail.replyTo) out(`Reply-To: ${printable(mail.replyTo)}`);
    out(`Date: ${mail.createdAt}`);
    out(`Subject: ${printable(mail.subject)}`);
    for (const f of files) out(`Attachment: ${printable(f.filename)} (${fileSize(f.size, 'en')})`);
    out('');
    for (const line of printableText(mail.text).split('\n')) out(line);
    return 0;
  }

  if (command === 'retry' && arg) {
    const retried = await messages.retryFailed(arg, now);
    if (retried.length === 0) {
      out(`no failed message ${arg === 'all' ? '' : arg}`.trim());
      return arg === 'all' ? 0 : 1;
    }
    for (const id of retried) out(`retrying ${id}`);
    return 0;
  }

  if (command === 'send') {
    const options = rest.slice(1);
    const ids = options.filter((a) => !a.startsWith('--'));
    if (ids.length > 1 || options.some((a) => a.startsWith('--') && a !== '--wait')) return usage(io.err);
    return sendNow({ messages, id: ids[0], wait: options.includes('--wait'), out });
  }

  if (command === 'purge' && arg === '--older-than' && value && /^\d+d$/.test(value)) {
    const removed = await messages.purgeFailed(parseInt(value, 10) * DAY, now);
    out(`deleted ${removed} failed message(s) older than ${value}`);
    return 0;
  }

  if (command === 'spam') {
    const items = (await messages.list('quarantined')).map(itemOf);
    out(`quarantined: ${items.length}`);
    for (const i of items) {
      out(
        `  ${i.id.padEnd(14)} ${i.form.padEnd(8)} ${i.reason.padEnd(9)} age ${age(now - i.storedAt).padStart(8)}${i.form === 'apply' ? ' +CV' : ''}  ${printable(i.sender)}`,
      );
      if (i.excerpt) out(`      ${printable(i.excerpt).slice(0, 100)}`);
    }
    if (items.length)
      out('release one to delivery: npm run outbox -- release <reference> (or all); drop one: discard <reference>');
    return 0;
  }

  if (command === 'release' && arg) {
    const released = await messages.release(arg, now);
    if (released.length === 0) {
      out(arg === 'all' ? 'no quarantined message' : `no quarantined message ${arg}`);
      return arg === 'all' ? 0 : 1;
    }
    for (const id of released) out(`released ${id} to delivery; a running site sends it within 15 s`);
    return 0;
  }

  if (command === 'discard' && arg) {
    if (!(await messages.discard(arg))) {
      out(`no quarantined message ${arg}`);
      return 1;
    }
    out(`discarded ${arg}: deleted from the quarantine, never delivered`);
    return 0;
  }

  return usage(io.err);
}

function usage(err: (line: string) => void): number {
  err(USAGE);
  return 2;
}

await runAsProgram(import.meta.url, (args) => outboxCommand(args));
