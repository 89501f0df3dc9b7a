// How many days ago a job was posted, in no language: the careers page's
// strings of each language word it (shared/i18n/pages/<lang>/careers.ts).
// Apart from format.ts (English dates), so a French page's chunks carry no
// English words and an English page's none of the careers page's.
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The posted age as it reads all through the day `today` ('YYYY-MM-DD').
 * Pages are rendered and cached per day, not per moment: at any moment of a
 * day after its midnight the time since the posting date is the whole days
 * between the two dates plus part of one, which the rounding up makes
 * one more day. So a job posted on the 20th reads 3 days on the 22nd (not the
 * calendar difference, 2), and 1 day on the 20th.
 * A date after today reads 0.
 */
export function postedDays(isoDate: string, today: string): number {
  const calendarDays = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${isoDate}T00:00:00Z`)) / DAY_MS);
  return calendarDays < 0 ? 0 : calendarDays + 1;
}
