// When a job takes applications: from its posting through the last day of
// its validThrough (UTC, as its JobPosting's `validThrough` says:
// `<date>T23:59:59Z`). Decided at request time from the server's day (the
// render cache and ETags are keyed by that day), so a job closes by itself
// at midnight UTC while the site runs, with no rebuild or restart.
import type { Job } from './content/schema';

/** What decides whether a job is open: its last day, and the owner's `closed: true`. */
type Closing = Pick<Job, 'validThrough' | 'closed'>;

/** `today` is 'YYYY-MM-DD' (UTC), as pages and the server's clock give it. `closed: true` closes it at once. */
export const isJobOpen = (job: Closing, today: string): boolean => !job.closed && today <= job.validThrough;

/** The jobs still taking applications on `today`, in their order. */
export const openJobs = <J extends Closing>(jobs: readonly J[], today: string): J[] =>
  jobs.filter((j) => isJobOpen(j, today));

/** How many days before its last day a job counts as closing soon (the content build lists those). */
export const CLOSING_SOON_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a job stands on `today`: open, open with its last day within CLOSING_SOON_DAYS, or closed. */
export function jobStatus(job: Closing, today: string): 'open' | 'closing-soon' | 'closed' {
  if (!isJobOpen(job, today)) return 'closed';
  const daysLeft = (Date.parse(`${job.validThrough}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return daysLeft < CLOSING_SOON_DAYS ? 'closing-soon' : 'open';
}

/** Today as 'YYYY-MM-DD' in UTC. */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);
