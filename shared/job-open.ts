// When a job takes applications: from its posting through the last day of
// its validThrough (UTC, as its JobPosting's `validThrough` says:
// `<date>T23:59:59Z`). Decided at request time from the server's day (the
// render cache and ETags are keyed by that day), so a job closes by itself
// at midnight UTC while the site runs, with no rebuild or restart.
import type { Job } from './content/schema';

/** `today` is 'YYYY-MM-DD' (UTC), as pages and the server's clock give it. */
export const isJobOpen = (job: Pick<Job, 'validThrough'>, today: string): boolean => today <= job.validThrough;

/** The jobs still taking applications on `today`, in their order. */
export const openJobs = <J extends Pick<Job, 'validThrough'>>(jobs: readonly J[], today: string): J[] =>
  jobs.filter((j) => isJobOpen(j, today));

/** Today as 'YYYY-MM-DD' in UTC. */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);
