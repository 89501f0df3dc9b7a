// Formatting shared by pages and the server (spec 9: US English long dates).
// Written out rather than through Intl.DateTimeFormat: the first Intl object
// a page makes loads ICU data, about 50 ms of main thread on this machine
// (four times that on the phone Lighthouse models), and the output must be
// the same in Node and every browser for hydration anyway.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2025-05-04' -> 'May 4, 2025' (the date as written, no time zone involved). */
export function formatDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) throw new RangeError(`not an ISO date: ${isoDate}`);
  return `${month} ${Number(m[3])}, ${m[1]}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since a posting date at the moment `now`, rounded up (spec 2.7); never below 0. */
export function daysSince(isoDate: string, now: Date): number {
  const posted = Date.parse(`${isoDate}T00:00:00Z`);
  return Math.max(0, Math.ceil((now.getTime() - posted) / DAY_MS));
}

/**
 * The posted age as it reads all through the day `today` ('YYYY-MM-DD').
 * Pages are rendered and cached per day, not per moment: at any moment of a
 * day after its midnight the time since the posting date is the whole days
 * between the two dates plus part of one, which spec 2.7's rounding up makes
 * one more day. So a job posted on the 20th reads 3 days on the 22nd (the
 * calendar difference, 2, was issue 11's complaint), and 1 day on the 20th.
 * A date after today reads 0.
 */
export function postedDays(isoDate: string, today: string): number {
  const calendarDays = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${isoDate}T00:00:00Z`)) / DAY_MS);
  return calendarDays < 0 ? 0 : calendarDays + 1;
}

export function postedAgo(isoDate: string, today: string): string {
  const days = postedDays(isoDate, today);
  if (days === 0) return 'Posted today';
  return `Posted ${days} day${days === 1 ? '' : 's'} ago`;
}
