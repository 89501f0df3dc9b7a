// `npm run stats -- [--data-dir <path>] [--days N] [--json]`
// The owner's counts of the last N days (30 by default), today included:
// a chart of views per day in text bars, then the top pages, not-found
// paths, form posts and referring sites. `--json` prints only
// {"pages":[{"path","views","visitors"}],"notFound":[{"path","count"}],
//  "leads":[{"form","service","lang","count","quarantined"}],
//  "referrers":[{"host","count"}]} on stdout (run with `npm run -s` so npm
// adds nothing), for a script or a spreadsheet. A running site writes its
// counts every minute: the last minute may not be in yet.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { dataDirOption, runAsProgram } from '../operator-command';
import { openStore, storeOptions, type StoreOptions } from '../store/store';
import { siteDay } from '../outbox/spam-digest';
import { addDays, countsReport, dailyFigures, type CountsReport, type DailyFigures } from './counts-store';
import { textBar } from './weekly-mail';
import { RETENTION_MONTHS } from './counts-job';

const USAGE = 'usage: npm run stats -- [--data-dir <path>] [--days N] [--json]';
const DEFAULT_DAYS = 30;
/** Thirteen months of days: what the store keeps at most. */
const MAX_DAYS = Math.ceil(RETENTION_MONTHS * 31);
/** Rows of each list in the text form (the JSON has them all). */
const TOP = 15;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Visitor-chosen text (a path, a host) made safe to print on a terminal. */
const printable = (s: string) =>
  [...s]
    .map((c) => (c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f) ? '?' : c))
    .join('');

export function statsText(days: DailyFigures[], report: CountsReport): string[] {
  const max = Math.max(0, ...days.map((d) => d.views));
  const total = (f: (d: DailyFigures) => number) => days.reduce((n, d) => n + f(d), 0);
  const list = <T>(title: string, rows: T[], line: (r: T) => string) => [
    '',
    title,
    ...(rows.length ? rows.slice(0, TOP).map(line) : ['  none']),
    ...(rows.length > TOP ? [`  … and ${rows.length - TOP} more (--json lists every one)`] : []),
  ];
  return [
    `Counts from ${days[0]!.day} to ${days.at(-1)!.day}: ${total((d) => d.views)} views, ${total((d) => d.visitors)} visitors (distinct each day, summed), ${total((d) => d.prefetches)} prefetched, ${total((d) => d.notFound)} not found.`,
    '',
    'day           views  visitors',
    ...days.map((d) =>
      `${d.day}  ${String(d.views).padStart(6)}  ${String(d.visitors).padStart(8)}  ${textBar(d.views, max)}`.trimEnd(),
    ),
    ...list(
      'Pages (views, visitors):',
      report.pages,
      (p) => `  ${String(p.views).padStart(6)}  ${String(p.visitors).padStart(6)}  ${printable(p.path)}`,
    ),
    ...list(
      'Not found (a broken link somewhere):',
      report.notFound,
      (p) => `  ${String(p.count).padStart(6)}  ${printable(p.path)}`,
    ),
    ...list(
      'Form posts (accepted, held as spam):',
      report.leads,
      (l) =>
        `  ${String(l.count).padStart(6)}  ${String(l.quarantined).padStart(6)}  ${l.form} ${l.service || '-'} ${l.lang}`,
    ),
    ...list(
      'Sites that sent visitors:',
      report.referrers,
      (r) => `  ${String(r.count).padStart(6)}  ${printable(r.host)}`,
    ),
  ];
}

export interface StatsCommandOptions {
  io?: Io;
  now?: () => number;
  /** Where the store is, past the configuration's (tests: a store of their own). */
  store?: Partial<StoreOptions>;
}

export async function statsCommand(args: string[], options: StatsCommandOptions = {}): Promise<number> {
  const io = options.io ?? { out: console.log, err: console.error };
  const now = options.now ?? Date.now;
  const { dataDir, rest } = dataDirOption(args);
  let days = DEFAULT_DAYS;
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--json') json = true;
    else if (rest[i] === '--days' && /^\d+$/.test(rest[i + 1] ?? '') && Number(rest[i + 1]) >= 1)
      days = Number(rest[++i]);
    else {
      io.err(rest[i] === '--days' ? `--days takes a whole number of days, 1 to ${MAX_DAYS}` : USAGE);
      return 2;
    }
  }
  days = Math.min(days, MAX_DAYS);
  const config = loadConfig();
  const where = { ...storeOptions(config, path.resolve(dataDir ?? config.DATA_DIR)), ...options.store };
  if (!where.databaseUrl && !(await stat(where.dataDir).catch(() => undefined))?.isDirectory()) {
    io.err(`${where.dataDir} does not exist: point DATA_DIR (or --data-dir) at the site's data folder`);
    return 1;
  }
  const store = await openStore(where);
  try {
    const to = siteDay(now());
    const range = { from: addDays(to, 1 - days), to };
    const report = await countsReport(store.db, range);
    if (json) io.out(JSON.stringify(report));
    else for (const line of statsText(await dailyFigures(store.db, range), report)) io.out(line);
    return 0;
  } finally {
    await store.close();
  }
}

await runAsProgram(import.meta.url, (args) => statsCommand(args));
