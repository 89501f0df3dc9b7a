// `npm run -s subscribers -- [--data-dir <path>] list | export --csv | import <file.csv> | remove <email>`
// The owner's view of the newsletter list in the store (SQLite in DATA_DIR,
// or PostgreSQL when DATABASE_URL is set), for a running site or a stopped one:
//   list              every address: status, dates, language, consent
//   export --csv      the confirmed subscribers as CSV for a mailing provider,
//                     with the consent columns and each one's unsubscribe URLs
//                     (one-click, for List-Unsubscribe, and the page); only
//                     CSV goes to stdout (`npm run -s` keeps npm's banner out)
//   import <file.csv> what export writes, taken in as confirmed subscribers
//                     with their consent dates; each refused row is named by
//                     its line
//   remove <email>    erasure: the address leaves the list, pending or
//                     confirmed, however it is written (case, a domain in
//                     another script)
// It says which store it reads (on stderr, so the CSV on stdout stays
// clean) and refuses a data folder that does not exist, rather than report
// an empty list while the real one is elsewhere. A cell that a spreadsheet
// would run as a formula (=, +, -, @, tab, CR first) is written with a
// leading quote (csv-stringify's escape_formulas): an address such as
// `=cmd|'/Ccalc'!A0@example.org` is valid mail syntax, and the export is
// opened in spreadsheets; import takes that quote off again.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { loadConfig } from '../config';
import { dataDirOption, runAsProgram } from '../operator-command';
import { formSecret } from '../forms/time-trap';
import { openStore, storeOptions, type Store } from '../store/store';
import { SQLITE_FILE } from '../store/sqlite';
import { newSid, subscriberAddress, subscriberTable, type Subscriber } from '../store/subscribers';
import { isEmailAddress } from '../../shared/schemas/email-rule';
import { moveOldFilesIn } from './move-in';
import { newsletterKey, newsletterTokens } from './tokens';
import { unsubscribeUrls } from './link-urls';

const USAGE =
  'usage: npm run -s subscribers -- [--data-dir <path>] list | export --csv | import <file.csv> | remove <email>';

/** The export's columns, in order; import reads the same. */
const COLUMNS = [
  'email',
  'language',
  'signed_up_at',
  'confirmed_at',
  'consent_recorded',
  'consent_at',
  'consent_language',
  'consent_page',
  'consent_wording',
  'list_unsubscribe_url',
  'unsubscribe_page_url',
] as const;

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const day = (iso: string | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

/** How the list names a subscriber's consent. */
function consentOf(s: Subscriber): string {
  if (s.consent) return `confirmed ${day(s.consent.at)} on ${s.consent.page || '?'} (${s.consent.lang})`;
  if (s.imported) return 'not recorded (subscribed before double opt-in)';
  return 'none yet (pending)';
}

/** A cell as export wrote it, without the quote that kept a spreadsheet from running it. */
const cell = (v: string | undefined) => (v && /^'[=+\-@\t\r]/.test(v) ? v.slice(1) : (v ?? ''));

/** The subscription id an exported unsubscribe URL names (`token=u.<id>.…`). */
function sidOfLink(url: string): string | undefined {
  const token = URL.canParse(url) ? new URL(url).searchParams.get('token') : null;
  return /^u\.([A-Za-z0-9_-]{16,32})\./.exec(token ?? '')?.[1];
}

/** One exported row as a subscriber, or why it is refused. */
function fromCsv(row: Record<string, string | undefined>): Subscriber | string {
  const email = cell(row.email).trim();
  if (!isEmailAddress(email)) return 'the email is not an address';
  const signedUp = cell(row.signed_up_at);
  if (Number.isNaN(Date.parse(signedUp))) return 'signed_up_at is not a date';
  const confirmed = cell(row.confirmed_at) || signedUp;
  if (Number.isNaN(Date.parse(confirmed))) return 'confirmed_at is not a date';
  const lang = cell(row.language);
  const s: Subscriber = {
    email: subscriberAddress(email),
    // The id its exported links name, so they keep working where the same FORM_SECRET signs; a new one otherwise.
    sid: sidOfLink(cell(row.list_unsubscribe_url)) ?? newSid(),
    status: 'confirmed',
    signedUpAt: new Date(signedUp).toISOString(),
    confirmedAt: new Date(confirmed).toISOString(),
  };
  if (lang === 'en' || lang === 'fr') s.lang = lang;
  if (cell(row.consent_recorded) === 'yes') {
    const at = cell(row.consent_at);
    const consentLang = cell(row.consent_language);
    if (Number.isNaN(Date.parse(at))) return 'consent_at is not a date';
    if (consentLang !== 'en' && consentLang !== 'fr') return 'consent_language is not en or fr';
    s.consent = {
      at: new Date(at).toISOString(),
      lang: consentLang,
      page: cell(row.consent_page),
      wording: cell(row.consent_wording),
    };
  } else s.imported = true;
  return s;
}

export async function subscribersCommand(
  args: string[],
  io: CliOutput = { out: console.log, err: console.error },
  deps: { env?: NodeJS.ProcessEnv; store?: Store } = {},
): Promise<number> {
  const { dataDir, rest } = dataDirOption(args);
  const [command, arg] = rest;
  const known =
    command === 'list' ||
    (command === 'export' && arg === '--csv') ||
    ((command === 'remove' || command === 'import') && arg);
  if (!known) {
    io.err(USAGE);
    return 2;
  }
  const env = deps.env ?? process.env;
  const config = loadConfig(env);
  const dir = path.resolve(dataDir ?? config.DATA_DIR);
  const found = await stat(dir).catch(() => undefined);
  if (!found?.isDirectory()) {
    io.err(`${dir} does not exist: point DATA_DIR (or --data-dir) at the site's data folder`);
    return 1;
  }
  const store = deps.store ?? (await openStore(storeOptions(config, dir)));
  io.err(
    `newsletter list in ${store.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(dir, SQLITE_FILE)}`,
  );
  // Moving an older list in, if the site has not yet, is said on stderr too.
  const say = (_fields: object, message: string) => io.err(message);
  const subscribers = subscriberTable(store, { logger: { info: say, warn: say } });
  try {
    await moveOldFilesIn(dir, subscribers, { info: say, warn: say });
    return await run(command!, arg);
  } finally {
    if (!deps.store) await store.close();
  }

  async function run(command: string, arg: string | undefined): Promise<number> {
    if (command === 'list') {
      const list = await subscribers.list();
      const confirmed = list.filter((s) => s.status === 'confirmed').length;
      io.out(`${confirmed} confirmed, ${list.length - confirmed} pending`);
      for (const s of list) {
        io.out(
          [
            s.email.padEnd(32),
            s.status.padEnd(9),
            `signed up ${day(s.signedUpAt)}`,
            `confirmed ${day(s.confirmedAt)}`,
            `language ${s.lang ?? '-'}`,
            `consent: ${consentOf(s)}`,
          ].join('  '),
        );
      }
      return 0;
    }

    if (command === 'export') {
      if (!env.SITE_URL)
        io.err(
          `SITE_URL is not set: the unsubscribe URLs in this export point at ${config.SITE_URL}. Set SITE_URL to the public address and export again`,
        );
      const tokens = newsletterTokens(newsletterKey(formSecret(config.FORM_SECRET, dir)));
      const list = await subscribers.list();
      const confirmed = list.filter((s) => s.status === 'confirmed');
      const rows = confirmed.map((s) => {
        const urls = unsubscribeUrls(config.SITE_URL, tokens, s);
        return {
          email: s.email,
          language: s.lang ?? '',
          signed_up_at: s.signedUpAt,
          confirmed_at: s.confirmedAt ?? '',
          consent_recorded: s.consent ? 'yes' : 'no',
          consent_at: s.consent?.at ?? '',
          consent_language: s.consent?.lang ?? '',
          consent_page: s.consent?.page ?? '',
          consent_wording: s.consent?.wording ?? '',
          list_unsubscribe_url: urls.oneClick,
          unsubscribe_page_url: urls.page,
        };
      });
      io.out(
        stringify(rows, {
          header: true,
          columns: [...COLUMNS],
          record_delimiter: 'unix',
          escape_formulas: true,
        }).trimEnd(),
      );
      const imported = confirmed.filter((s) => !s.consent).length;
      io.err(
        `${confirmed.length} confirmed subscriber(s) exported${imported ? `, ${imported} of them without a consent record (subscribed before double opt-in)` : ''}; ${list.length - confirmed.length} pending address(es) left out`,
      );
      return 0;
    }

    if (command === 'import') {
      let records: { record: Record<string, string>; info: { lines: number } }[];
      try {
        records = parse(await readFile(path.resolve(arg!), 'utf8'), {
          columns: true,
          info: true,
          skip_empty_lines: true,
          relax_column_count: true,
        }) as typeof records;
      } catch (err) {
        io.err(`${arg} is not a CSV file export would write: ${(err as Error).message}`);
        return 1;
      }
      const good: Subscriber[] = [];
      const refused: string[] = [];
      for (const { record, info } of records) {
        const s = fromCsv(record);
        if (typeof s === 'string') refused.push(`line ${info.lines}: ${s}`);
        else good.push(s);
      }
      const added = await subscribers.addMissing(good);
      for (const line of refused) io.err(`refused ${line}`);
      io.out(
        `imported ${added} subscriber(s); ${good.length - added} already on the list; ${refused.length} row(s) refused`,
      );
      return refused.length ? 1 : 0;
    }

    const address = subscriberAddress(arg!);
    const removed = await subscribers.remove(address);
    if (!removed) {
      io.out(`${address} is not on the list`);
      return 1;
    }
    io.out(`removed ${address} (${removed.status}): nothing about it is left in the list`);
    return 0;
  }
}

await runAsProgram(import.meta.url, (args) => subscribersCommand(args));
