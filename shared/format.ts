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
