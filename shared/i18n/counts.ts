// Counts as each language writes them: singular or plural, and whole numbers
// with their thousands grouped. French takes the singular for 0 and 1
// ("0 article", "+ 1 autre"), English for 1 only ("0 articles"); French groups
// thousands with a narrow no-break space ("5 000"), English with a comma
// ("5,000"). Written out, as shared/format.ts is, so that no Intl object is
// made on a page's path (docs/decisions/0013) and a form's strings do not
// carry the money code; tests/copy/french.test.ts holds both to
// Intl.PluralRules and to formatNumber.
import type { Lang } from './lang';

/** True when the language writes this count with the singular. */
export const takesSingular = (lang: Lang, n: number): boolean => (lang === 'fr' ? Math.abs(n) < 2 : Math.abs(n) === 1);

/** The word for a count: plural('fr', 2, 'autre', 'autres') -> 'autres'. */
export const plural = (lang: Lang, n: number, one: string, other: string): string =>
  takesSingular(lang, n) ? one : other;

/** A whole number with its thousands grouped: wholeNumber('fr', 10000) -> '10 000' (U+202F), wholeNumber('en', 10000) -> '10,000'. */
export const wholeNumber = (lang: Lang, n: number): string =>
  (n < 0 ? '-' : '') + String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u202f' : ',');
