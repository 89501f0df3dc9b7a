// Numbers, money, percentages and dates as each language writes them: the
// one place pages, structured data and the server turn a value into text.
//
// Written out rather than through Intl: the first Intl object a page makes
// loads ICU data, and a French currency format measured 120 to 310 ms of
// main thread in Chromium on this machine (docs/decisions/0040), on every
// careers page, at hydration. The output must also be the same in Node and
// every browser, whatever ICU each ships. tests/content/format.test.ts holds
// every function to Intl.NumberFormat and Intl.DateTimeFormat over wide
// ranges, with the two touches of house style written there: French groups
// digits with a narrow no-break space (U+202F) and keeps a unit on the line
// with a no-break space (U+00A0); French writes the US dollar "$ US"
// ("140 000 à 180 000 $ US"), as French editors do, where ICU prints "$US".
import type { Lang } from './i18n/lang';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Digits in groups of three: 1234567 -> '1,234,567' / '1 234 567'. */
function grouped(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** 140000 -> '140,000' / '140 000' (U+202F between the groups); 1.5 -> '1.5' / '1,5'. */
export function formatNumber(lang: Lang, value: number, options: { maximumFractionDigits?: number } = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const digits = options.maximumFractionDigits ?? 2;
  const [whole, fraction = ''] = Math.abs(value).toFixed(digits).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const sign = value < 0 && Number(`${whole}.${trimmed || 0}`) !== 0 ? '-' : '';
  const text = grouped(whole!, lang === 'fr' ? NNBSP : ',');
  return sign + text + (trimmed ? (lang === 'fr' ? ',' : '.') + trimmed : '');
}

/** 0.95 -> '95%' / '95 %' (U+202F before the sign, as French writes it). */
export function formatPercent(lang: Lang, ratio: number): string {
  const number = formatNumber(lang, ratio * 100, { maximumFractionDigits: 1 });
  return lang === 'fr' ? `${number}${NNBSP}%` : `${number}%`;
}

/** The currencies the site prices in, as each language marks them. */
const CURRENCY = {
  USD: { en: '$', fr: `$${NBSP}US` },
  EUR: { en: '€', fr: '€' },
} as const;
export type Currency = keyof typeof CURRENCY;

/** Whole amounts in a currency: 140000 -> '$140,000' / '140 000 $ US'. */
export function formatMoney(lang: Lang, amount: number, currency: Currency = 'USD'): string {
  const number = formatNumber(lang, Math.abs(amount), { maximumFractionDigits: 0 });
  const sign = amount < 0 && number !== '0' ? '-' : '';
  return lang === 'fr' ? `${sign}${number}${NBSP}${CURRENCY[currency].fr}` : `${sign}${CURRENCY[currency].en}${number}`;
}

/**
 * A range of amounts: '$140,000–$180,000' (an en dash, no spaces, as US
 * copy writes a range of amounts) / '140 000 à 180 000 $ US' (French writes
 * the range in words and the currency once, after the upper bound).
 */
export function formatMoneyRange(lang: Lang, min: number, max: number, currency: Currency = 'USD'): string {
  if (lang === 'fr')
    return `${formatNumber(lang, min, { maximumFractionDigits: 0 })} à ${formatMoney(lang, max, currency)}`;
  return `${formatMoney(lang, min, currency)}\u2013${formatMoney(lang, max, currency)}`;
}

/** The content's salary text '$140,000-$180,000' -> [140000, 180000]. */
export function parseMoneyRange(text: string): [number, number] {
  const m = /^\$(\d{1,3}(?:,\d{3})*)-\$(\d{1,3}(?:,\d{3})*)$/.exec(text.trim());
  if (!m) throw new RangeError(`not a range of dollars such as $140,000-$180,000: ${text}`);
  return [Number(m[1]!.replace(/,/g, '')), Number(m[2]!.replace(/,/g, ''))];
}

/** A salary as the content writes it ('$140,000-$180,000'), in a language. */
export const formatSalary = (lang: Lang, text: string) => formatMoneyRange(lang, ...parseMoneyRange(text));

// Dates live in their own module, so the dictionaries every page loads take
// them without the money code (a bundler keeps a module's exports together).
export { formatDate } from './format-date';
