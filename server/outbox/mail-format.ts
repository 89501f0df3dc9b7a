// How mail writes dates, sizes, links, HTML text and file names: for people who read
// fifty of these a week. Dates are in the site's time zone (Buea), in
// words; sizes in KB/MB; links only ever http(s), mailto or tel; a CV's file
// name says whose it is, for which job, under which reference, in plain
// ASCII so every mail client and file system keeps it as written.
import transliterate from '@sindresorhus/transliterate';
import type { Lang } from '../../shared/i18n/lang';

/** The office's time zone (Buea, Cameroon: West Africa Time, UTC+1 all year). */
export const SITE_TIME_ZONE = 'Africa/Douala';

const dateParts = (date: Date, locale: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat(locale, {
      timeZone: SITE_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute', string>;

/**
 * The date and time in Buea, in words: "Wednesday, November 25, 2026 at
 * 16:30 (Buea time)" (the site's US English long date),
 * "mercredi 25 novembre 2026 à 16 h 30 (WAT, UTC+1)" (the time zone as the French pages write it). The 24-hour clock
 * in both: the office reads it so, and it has no AM/PM to misread.
 */
export function dateInWords(date: Date, lang: Lang = 'en'): string {
  if (lang === 'fr') {
    const p = dateParts(date, 'fr-FR');
    const day = p.day === '1' ? '1er' : p.day;
    return `${p.weekday} ${day} ${p.month} ${p.year} à ${Number(p.hour)}\u00a0h\u00a0${p.minute} (WAT, UTC+1)`;
  }
  const p = dateParts(date, 'en-US');
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year} at ${p.hour.padStart(2, '0')}:${p.minute} (Buea time)`;
}

/** A size as people read it: "240 KB", "4.8 MB" ("240 Ko", "4,8 Mo" in French). */
export function fileSize(bytes: number, lang: Lang = 'en'): string {
  const [kb, mb] = lang === 'fr' ? ['Ko', 'Mo'] : ['KB', 'MB'];
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0${kb}`;
  const value = (Math.round((bytes / (1024 * 1024)) * 10) / 10).toString();
  return `${lang === 'fr' ? value.replace('.', ',') : value}\u00a0${mb}`;
}

/**
 * Words in plain ASCII joined by hyphens: accents transliterated
 * ("Hélène" -> "Helene", "ß" -> "ss"), anything else dropped, at most
 * `max` characters, cut between words.
 */
export function asciiWords(value: string, max: number): string {
  const words = transliterate(value)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  let out = '';
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > max) return out || word.slice(0, max);
    out = next;
  }
  return out;
}

/**
 * The CV's file name: "Amara-Okafor_Senior-Machine-Learning-Engineer_APP-LA87GJVB.pdf".
 * The name is the visitor's, as typed (no guess at which part is the family
 * name), made harmless: ASCII letters, digits and hyphens only, so a
 * right-to-left override or "CV.pdf.bat" cannot survive into it.
 */
export function cvFileName(options: { name: string; jobTitle: string; reference: string }): string {
  const person = asciiWords(options.name, 40) || 'Applicant';
  const job = asciiWords(options.jobTitle, 40);
  return [person, job, options.reference].filter(Boolean).join('_') + '.pdf';
}

/** A link for a mail's HTML part, or nothing when the address is not http(s). */
export function webHref(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
}

/** mailto: with each part percent-encoded (a `?` or `&` in an address cannot add headers). */
export const mailtoHref = (email: string) => `mailto:${email.split('@').map(encodeURIComponent).join('@')}`;

export { telHref } from '../../shared/content/shell';
