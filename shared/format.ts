// Numbers, money, percentages and dates as each language writes them: the
// one place pages, structured data and the server turn a value into text.
//
// Numbers go through Intl.NumberFormat (grouping, rounding and the
// currency's symbol are ICU's), with two touches of the house style:
// the spaces are fixed characters (French groups with a narrow no-break
// space U+202F and puts a no-break space before the unit) whatever space an
// older ICU uses, so the server's HTML and the browser's render agree; and
// French writes the US dollar "$ US" ("140 000 à 180 000 $ US"), as French
// editors do, where ICU prints "$US". Formatters are made once per locale
// and kept: making the first one loads ICU data, which costs the main thread.
//
// Dates are written out from the ISO date, no Intl and no time zone: the
// page shows the date the content gives, and a page that shows only dates
// (every blog page) loads no ICU data for them. tests/unit/format.test.ts
// checks them day by day against Intl.DateTimeFormat.
import type { Lang } from './i18n/lang';

const LOCALE: Readonly<Record<Lang, string>> = { en: 'en-US', fr: 'fr-FR' };
const NBSP = '\u00a0';
const NNBSP = '\u202f';

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], options);
    formats.set(key, format);
  }
  return format;
}

/** Intl's parts, with the house's spaces: French groups with U+202F and keeps units on the line with U+00A0. */
function written(lang: Lang, options: Intl.NumberFormatOptions, value: number): string {
  return numberFormat(lang, options)
    .formatToParts(value)
    .map((part) => {
      if (lang !== 'fr') return part.value;
      if (part.type === 'group') return NNBSP;
      if (part.type === 'literal' && /^\s+$/u.test(part.value)) return NBSP;
      if (part.type === 'percentSign') return part.value;
      if (part.type === 'currency') return part.value.replace(/^\$(?=[A-Z])/, `$${NBSP}`);
      return part.value;
    })
    .join('');
}

/** 140000 -> '140,000' / '140 000' (U+202F between the groups). */
export function formatNumber(lang: Lang, value: number, options: Intl.NumberFormatOptions = {}): string {
  return written(lang, { maximumFractionDigits: 2, ...options }, value);
}

/** 0.95 -> '95%' / '95 %' (U+202F before the sign, as French writes it). */
export function formatPercent(lang: Lang, ratio: number): string {
  const text = written(lang, { style: 'percent', maximumFractionDigits: 1 }, ratio);
  return lang === 'fr' ? text.replace(/\s*%$/u, `${NNBSP}%`) : text;
}

/** Whole amounts in a currency: 140000 -> '$140,000' / '140 000 $ US'. */
export function formatMoney(lang: Lang, amount: number, currency = 'USD'): string {
  return written(lang, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }, amount);
}

/**
 * A range of amounts: '$140,000–$180,000' (an en dash, no spaces, as US
 * copy writes a range of amounts) / '140 000 à 180 000 $ US' (French writes
 * the range in words and the currency once, after the upper bound).
 */
export function formatMoneyRange(lang: Lang, min: number, max: number, currency = 'USD'): string {
  if (lang === 'fr') {
    const upper = formatMoney(lang, max, currency);
    return `${formatNumber(lang, min, { maximumFractionDigits: 0 })} à ${upper}`;
  }
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

const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
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
