// What we accept as a phone number, and the one form it is stored and sent
// in (E.164: `+237699123456`). People write numbers with brackets, spaces,
// dots and dashes, with `+` or `00` before the country code, or without it:
// « (+237) 699 12 34 56 », `+237.699.12.34.56`, `699 12 34 56`. A number
// without a country code is read as Cameroonian, the company's country and
// most of its callers'. The reading is libphonenumber-js's (Google's
// libphonenumber metadata, kept up to date by its maintainer, no install
// script) rather than a pattern of our own: it knows each country's calling
// code and lengths, so a number that cannot be dialled is refused and the
// team gets one it can call. `isPossible` (the length for the country), not
// `isValid` (the number ranges in use): a range opened after the metadata was
// published must not turn a real caller away. The `min` metadata (about 20 KB
// gzipped) loads with the schema, when the visitor starts on a form.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The country of a number written without its country code. */
const HOME_COUNTRY = 'CM';

/** What people put between digits: spaces of any kind, dots, hyphens and dashes, brackets. */
const SEPARATORS = /[\s.()\-\u2010-\u2015]/g;

/** Left once the separators are gone: digits, after `+` or `00` for a country code. */
const DIGITS = /^(?:\+|00)?\d{4,17}$/;

/** The number in E.164 form (`+237699123456`), or undefined when it is not one we can call. */
export function phoneE164(value: string): string | undefined {
  // NFKC: full-width digits (typed with an East Asian keyboard) are digits.
  const compact = value.normalize('NFKC').replace(SEPARATORS, '');
  if (!DIGITS.test(compact)) return undefined;
  const parsed = parsePhoneNumberFromString(compact.replace(/^00/, '+'), {
    defaultCountry: HOME_COUNTRY,
    extract: false,
  });
  return parsed?.isPossible() ? parsed.number : undefined;
}
