// `npm run subscribers -- [--data-dir <path>] list | export --csv | remove <email>`
// The owner's view of the newsletter list in DATA_DIR, for a running site
// or a stopped one (changes take the list's lock, as the site's do):
//   list           every address: status, dates, language, consent
//   export --csv   the confirmed subscribers as CSV for a mailing provider,
//                  with the consent columns and each one's unsubscribe URLs
//                  (one-click, for List-Unsubscribe, and the page)
//   remove <email> erasure: the address leaves the list, pending or confirmed
// It says which folder it reads (on stderr, so the CSV on stdout stays
// clean) and refuses one that does not exist, rather than report an empty
// list while the real one is elsewhere. A cell that a spreadsheet would
// run as a formula (=, +, -, @, tab, CR first) is written with a leading
// quote (csv-stringify's escape_formulas): an address such as
// `=cmd|'/Ccalc'!A0@example.org` is valid mail syntax, and the export is
// opened in spreadsheets.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { loadConfig } from '../config';
import { dataDirOption, runAsProgram } from '../operator-command';
import { formSecret } from '../forms/time-trap';
import { STORE_DIR, SubscriberFiles, type Subscriber } from './subscriber-store';
import { newsletterKey, newsletterTokens } from './tokens';
import { unsubscribeUrls } from './link-urls';

const USAGE = 'usage: npm run subscribers -- [--data-dir <path>] list | export --csv | remove <email>';

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

export async function subscribersCommand(
  args: string[],
  io: CliOutput = { out: console.log, err: console.error },
): Promise<number> {
  const { dataDir, rest } = dataDirOption(args);
  const [command, arg] = rest;
  const known = command === 'list' || (command === 'export' && arg === '--csv') || (command === 'remove' && arg);
  if (!known) {
    io.err(USAGE);
    return 2;
  }
  const config = loadConfig();
  const dir = path.resolve(dataDir ?? config.DATA_DIR);
  const found = await stat(dir).catch(() => undefined);
  if (!found?.isDirectory()) {
    io.err(`${dir} does not exist: point DATA_DIR (or --data-dir) at the site's data folder`);
    return 1;
  }
  io.err(`newsletter list in ${path.join(dir, STORE_DIR)}`);
  // Moving an older list in, if the site has not yet, is said on stderr too.
  const say = (_fields: object, message: string) => io.err(message);
  const store = new SubscriberFiles(dir, { logger: { info: say, warn: say } });

  if (command === 'list') {
    const list = await store.list();
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
    const tokens = newsletterTokens(newsletterKey(formSecret(config.FORM_SECRET, dir)));
    const list = await store.list();
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
    const columns = [
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
    ];
    io.out(stringify(rows, { header: true, columns, record_delimiter: 'unix', escape_formulas: true }).trimEnd());
    const imported = confirmed.filter((s) => !s.consent).length;
    io.err(
      `${confirmed.length} confirmed subscriber(s) exported${imported ? `, ${imported} of them without a consent record (subscribed before double opt-in)` : ''}; ${list.length - confirmed.length} pending address(es) left out`,
    );
    return 0;
  }

  const address = arg!.trim().toLowerCase();
  const before = (await store.list()).find((s) => s.email === address);
  if (!(await store.remove(address))) {
    io.out(`${address} is not on the list`);
    return 1;
  }
  io.out(`removed ${address} (${before?.status ?? 'unknown'}): nothing about it is left in the list`);
  return 0;
}

await runAsProgram(import.meta.url, (args) => subscribersCommand(args));
