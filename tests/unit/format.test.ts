import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatMoneyRange, formatNumber, formatPercent, formatSalary, parseMoneyRange } from '../../shared/format';
import { postedDays } from '../../shared/posted-days';
import careersEn from '../../shared/i18n/pages/en/careers';

const { postedAgo } = careersEn;

/** Spec 2.7's rule at a moment: days since the posting date, rounded up, never below 0 (the oracle for postedDays). */
function daysSince(isoDate: string, now: Date): number {
  const posted = Date.parse(`${isoDate}T00:00:00Z`);
  return Math.max(0, Math.ceil((now.getTime() - posted) / 86_400_000));
}

describe('formatDate', () => {
  it('writes dates in US English long format', () => {
    expect(formatDate('2025-05-04')).toBe('May 4, 2025');
  });
});

describe('posted age', () => {
  it('counts days since the posting date, rounded up', () => {
    expect(daysSince('2026-11-20', new Date('2026-11-22T00:00:00Z'))).toBe(2);
    expect(daysSince('2026-11-20', new Date('2026-11-22T00:00:01Z'))).toBe(3);
    expect(daysSince('2026-11-22', new Date('2026-11-22T00:00:00Z'))).toBe(0);
    expect(daysSince('2026-11-23', new Date('2026-11-22T00:00:00Z'))).toBe(0);
  });

  it('reads through a whole day what the rounded-up days since the date say at every moment of it', () => {
    // Issue 11: the page showed calendar days (2 on the 22nd for the 20th).
    expect(postedDays('2026-11-20', '2026-11-22')).toBe(3);
    for (const posted of ['2026-11-22', '2026-11-21', '2026-11-01', '2025-12-31', '2026-02-28']) {
      for (let ms = 1; ms < 86_400_000; ms += 3_599_999) {
        const now = new Date(Date.parse('2026-11-22T00:00:00Z') + ms);
        expect(postedDays(posted, '2026-11-22'), `${posted} at ${now.toISOString()}`).toBe(daysSince(posted, now));
      }
    }
    expect(postedDays('2026-11-23', '2026-11-22')).toBe(0);
  });

  it('reads naturally', () => {
    expect(postedAgo('2026-11-22', '2026-11-22')).toBe('Posted 1 day ago');
    expect(postedAgo('2026-11-01', '2026-11-22')).toBe('Posted 22 days ago');
    expect(postedAgo('2026-11-23', '2026-11-22')).toBe('Posted today');
  });
});

describe('formatDate against Intl', () => {
  it('writes every day of four years exactly as Intl.DateTimeFormat en-US long does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(intl.format(new Date(t)));
    }
  });

  it('refuses what is not an ISO date', () => {
    expect(() => formatDate('May 4')).toThrow(RangeError);
    expect(() => formatDate('2025-13-01')).toThrow(RangeError);
  });
});

describe('formatDate in French against Intl', () => {
  it('writes every day of four years as Intl.DateTimeFormat fr-FR long does, with 1er for the first and no-break spaces', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const expected = intl.format(new Date(t)).replace(/^1 /, '1er ').replace(/ /g, '\u00a0');
      expect(formatDate(iso, 'fr')).toBe(expected);
    }
    expect(formatDate('2026-03-01', 'fr')).toBe('1er\u00a0mars\u00a02026');
  });
});

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('money', () => {
  it('writes a salary range as each language does', () => {
    expect(formatSalary('en', '$140,000-$180,000')).toBe('$140,000\u2013$180,000');
    expect(formatSalary('fr', '$140,000-$180,000')).toBe(`140${NNBSP}000 à 180${NNBSP}000${NBSP}$${NBSP}US`);
  });

  it('takes its digits, grouping and symbol from Intl', () => {
    const intlEn = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const n of [0, 7, 950, 8000, 110000, 1234567]) {
      expect(formatMoney('en', n)).toBe(intlEn.format(n));
      // French: Intl's text, with the house's spaces and "$ US".
      const intlFr = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
      expect(formatMoney('fr', n)).toBe(intlFr.replace(/[\s\u00a0\u202f](?=\d)/g, NNBSP).replace(/[\s\u00a0\u202f]*\$US$/, `${NBSP}$${NBSP}US`));
    }
    expect(formatMoney('fr', 8000, 'EUR')).toBe(`8${NNBSP}000${NBSP}€`);
    expect(formatMoneyRange('fr', 110000, 140000)).toBe(`110${NNBSP}000 à 140${NNBSP}000${NBSP}$${NBSP}US`);
  });

  it('reads the content\'s range and refuses anything else', () => {
    expect(parseMoneyRange('$110,000-$140,000')).toEqual([110000, 140000]);
    expect(() => parseMoneyRange('110000-140000')).toThrow(RangeError);
    expect(() => parseMoneyRange('$110,000')).toThrow(RangeError);
  });
});

describe('numbers and percentages', () => {
  it('group thousands and place the percent sign as each language does', () => {
    expect(formatNumber('en', 1234567)).toBe('1,234,567');
    expect(formatNumber('fr', 1234567)).toBe(`1${NNBSP}234${NNBSP}567`);
    expect(formatNumber('fr', 1.5)).toBe('1,5');
    expect(formatPercent('en', 0.95)).toBe('95%');
    expect(formatPercent('fr', 0.95)).toBe(`95${NNBSP}%`);
    expect(formatPercent('fr', 0.125)).toBe(`12,5${NNBSP}%`);
  });
});
