// Formatting shared by pages and the server (spec 9: US English long dates).
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2025-05-04' -> 'May 4, 2025'. */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since a posting date, rounded up (spec 2.7); never below 0. */
export function daysSince(isoDate: string, now: Date): number {
  const posted = Date.parse(`${isoDate}T00:00:00Z`);
  return Math.max(0, Math.ceil((now.getTime() - posted) / DAY_MS));
}

export function postedAgo(isoDate: string, now: Date): string {
  const days = daysSince(isoDate, now);
  if (days === 0) return 'Posted today';
  return `Posted ${days} day${days === 1 ? '' : 's'} ago`;
}
