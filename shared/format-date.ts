// Dates as each language writes them, written out from the ISO date (no Intl,
// no time zone: the page shows the date the content gives). Part of the
// formatting helper (shared/format.ts re-exports it); a module of its own so
// the dictionaries every page loads do not carry the money code.
// tests/content/format.test.ts checks every day of four years against
// Intl.DateTimeFormat in both languages.
import type { Lang } from './i18n/lang';

const NBSP = '\u00a0';

const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/**
 * '2025-05-04' -> 'May 4, 2025' / '4 mai 2025' (the date as written, no time
 * zone involved); French writes the first of the month '1er' and keeps the
 * three words on one line (no-break spaces).
 */
export function formatDate(isoDate: string, lang: Lang = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = m ? MONTHS[lang][Number(m[2]) - 1] : undefined;
  if (!m || !month) throw new RangeError(`not an ISO date: ${isoDate}`);
  const day = Number(m[3]);
  if (lang === 'fr') return `${day === 1 ? '1er' : day}${NBSP}${month}${NBSP}${m[1]}`;
  return `${month} ${day}, ${m[1]}`;
}
