// The counts' life beside the site: the tally written to the store every
// minute and once more at shutdown (index.ts's graceful stop), the weekly
// mail to the support mailbox claimed by one copy, and the sweep of counts
// older than the retention, hourly. Every step logs its failure and leaves
// the site serving: counting never stands in a visitor's way.
import type { Logger } from 'pino';
import type { Outbox } from '../outbox/outbox';
import type { Store } from '../store/store';
import { siteDay } from '../outbox/spam-digest';
import { addCounts, addDays, claimWeek, countsReport, dailyFigures, releaseWeek, sweepCounts } from './counts-store';
import type { PageCounts } from './page-views';
import { weeklyCountsMail, type WeekCounts } from './weekly-mail';
import type { TallyBounds } from './tally';

/** How long counts are kept: thirteen months, so a month compares with the same month a year before. */
export const RETENTION_MONTHS = 13;
const MINUTE = 60_000;

/** The Monday (YYYY-MM-DD) of a day's ISO week. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** A day's ISO week, YYYY-Www (the year of its Thursday). */
export function isoWeek(day: string): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(mondayOf(`${year}-01-04`), 3);
  const n = Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(n).padStart(2, '0')}`;
}

/** The first day kept: the same day RETENTION_MONTHS months before (the month's last day when it has fewer). */
export function retentionStart(today: string, months = RETENTION_MONTHS): string {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1 - months;
  const d = Number(today.slice(8, 10));
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

export interface CountsJobOptions {
  store: Pick<Store, 'db' | 'engine'>;
  counts: PageCounts;
  /** The one call to the outbox: the weekly mail is queued like every other team mail. */
  outbox: Pick<Outbox, 'enqueue'>;
  mail: { from: string; to: string };
  logger: Logger;
  now?: () => number;
  bounds?: TallyBounds;
  flushEveryMs?: number;
  /** How often the weekly mail and the sweep are looked at. */
  checkEveryMs?: number;
}

export function countsJob(options: CountsJobOptions) {
  const { store, counts, logger } = options;
  const now = options.now ?? Date.now;
  const flushEveryMs = options.flushEveryMs ?? MINUTE;
  const timers: NodeJS.Timeout[] = [];
  let writing: Promise<void> = Promise.resolve();

  /** Write what was counted since the last write; on failure it is kept for the next. */
  function flush(): Promise<void> {
    writing = writing.then(async () => {
      if (counts.tally.empty) return;
      const drained = counts.tally.drain();
      try {
        await addCounts(store, drained, options.bounds);
      } catch (err) {
        counts.tally.restore(drained);
        logger.error({ err }, 'counts: could not write to the store; kept in memory for the next try');
      }
    });
    return writing;
  }

  async function weekCounts(monday: string): Promise<WeekCounts> {
    const range = { from: monday, to: addDays(monday, 6) };
    return {
      week: isoWeek(monday),
      ...range,
      days: await dailyFigures(store.db, range),
      report: await countsReport(store.db, range),
    };
  }

  /**
   * The last whole week's mail, sent by the one copy whose claim of the week
   * goes in. A week is looked at a few minutes after it ends, once every
   * copy has written its last minute of it.
   */
  async function weekly(): Promise<boolean> {
    const t = now();
    const thisMonday = mondayOf(siteDay(t - 3 * flushEveryMs));
    const last = addDays(thisMonday, -7);
    const week = isoWeek(last);
    if (!(await claimWeek(store.db, week, t))) return false;
    try {
      const input = { week: await weekCounts(last), before: await weekCounts(addDays(last, -7)) };
      // A site just installed (or not yet visited) has nothing to tell: the week stays claimed, no mail.
      if (![input.week, input.before].some((w) => w.days.some((d) => d.views || d.notFound) || w.report.leads.length)) {
        logger.info({ week }, 'counts: nothing counted in the last two weeks; no weekly mail');
        return false;
      }
      await options.outbox.enqueue(weeklyCountsMail({ ...input, now: new Date(t), ...options.mail }));
    } catch (err) {
      await releaseWeek(store.db, week).catch(() => undefined);
      throw err;
    }
    logger.info({ week }, 'counts: weekly mail queued for the support mailbox');
    return true;
  }

  /** Delete the counts older than the retention. */
  async function sweep(): Promise<number> {
    const deleted = await sweepCounts(store.db, retentionStart(siteDay(now())));
    if (deleted) logger.info({ deleted }, 'counts: rows past the retention deleted');
    return deleted;
  }

  /** Checks in progress: a stop waits for them before the store is closed. */
  const checking = new Set<Promise<unknown>>();
  const check = () => {
    const run = Promise.all([
      weekly().catch((err: unknown) => logger.error({ err }, 'counts: the weekly mail could not be made or queued')),
      sweep().catch((err: unknown) => logger.error({ err }, 'counts: the retention sweep failed')),
    ]);
    checking.add(run);
    void run.finally(() => checking.delete(run));
    return run;
  };

  return {
    flush,
    weekly,
    sweep,
    start() {
      timers.push(setInterval(() => void flush(), flushEveryMs).unref());
      timers.push(setInterval(() => void check(), options.checkEveryMs ?? 60 * MINUTE).unref());
      void check();
    },
    /** Stop the timers, let a check in progress finish, and write the last counts. */
    async stop(): Promise<void> {
      for (const t of timers) clearInterval(t);
      await Promise.all(checking);
      await flush();
    },
  };
}
