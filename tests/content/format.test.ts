import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatPercent,
  formatSalary,
  parseMoneyRange,
} from '../../shared/format';
import { postedDays } from '../../shared/posted-days';
import careersEn from '../../shared/i18n/pages/en/careers';

const { postedAgo } = careersEn;

/** The days-since-posting rule at a moment: days since the posting date, rounded up, never below 0 (the oracle for postedDays). */
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
    // Not calendar days (2 on the 22nd for the 20th).
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

/** Intl's French text with the house's spaces: U+202F between digit groups and before %, U+00A0 before a unit, "$ US". */
const house = (intl: string) =>
  intl
    .replace(/(?<=\d)[\s\u00a0\u202f](?=\d)/g, NNBSP)
    .replace(/[\s\u00a0\u202f]*%$/, `${NNBSP}%`)
    .replace(/[\s\u00a0\u202f]*\$US$/, `${NBSP}$${NBSP}US`)
    .replace(/[\s\u00a0\u202f]*€$/, `${NBSP}€`);

/** Amounts from 0 to past ten million: every value below 2,000, then a spread of larger ones. */
const AMOUNTS = [
  ...Array.from({ length: 2000 }, (_, i) => i),
  ...Array.from({ length: 3000 }, (_, i) => Math.round(1.0047 ** (i + 1) * 1000) + i * 7),
  10_000_000,
  123_456_789,
];

describe('money against Intl', () => {
  it('writes whole amounts exactly as Intl.NumberFormat does, in both languages', () => {
    const enUsd = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    const frUsd = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    const frEur = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    for (const n of [...AMOUNTS, -1500]) {
      expect(formatMoney('en', n), String(n)).toBe(enUsd.format(n));
      expect(formatMoney('fr', n), String(n)).toBe(house(frUsd.format(n)));
      expect(formatMoney('fr', n, 'EUR'), String(n)).toBe(house(frEur.format(n)));
    }
  });

  it('writes a salary range as each language does', () => {
    expect(formatSalary('en', '$140,000-$180,000')).toBe('$140,000\u2013$180,000');
    expect(formatSalary('fr', '$140,000-$180,000')).toBe(`140${NNBSP}000 à 180${NNBSP}000${NBSP}$${NBSP}US`);
    expect(formatMoneyRange('fr', 110000, 140000)).toBe(`110${NNBSP}000 à 140${NNBSP}000${NBSP}$${NBSP}US`);
  });

  it("reads the content's range and refuses anything else", () => {
    expect(parseMoneyRange('$110,000-$140,000')).toEqual([110000, 140000]);
    expect(() => parseMoneyRange('110000-140000')).toThrow(RangeError);
    expect(() => parseMoneyRange('$110,000')).toThrow(RangeError);
  });
});

describe('numbers and percentages against Intl', () => {
  it('group and round as Intl.NumberFormat does', () => {
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const fr = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
    const values = [...AMOUNTS, 0.5, 1.5, 1.25, 2.75, 12.5, 99.99, 1234.5, 0.1, 3.4, 4.3, -2.5, -1234.25];
    for (const n of values) {
      expect(formatNumber('en', n), String(n)).toBe(en.format(n));
      expect(formatNumber('fr', n), String(n)).toBe(house(fr.format(n)));
    }
  });

  it('write percentages as Intl.NumberFormat does, with the French space', () => {
    const en = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
    const fr = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });
    for (const ratio of [0, 0.05, 0.1, 0.125, 0.3, 0.5, 0.95, 1, 1.5, 0.333, 0.666]) {
      expect(formatPercent('en', ratio), String(ratio)).toBe(en.format(ratio));
      expect(formatPercent('fr', ratio), String(ratio)).toBe(house(fr.format(ratio)));
    }
    expect(formatPercent('fr', 0.95)).toBe(`95${NNBSP}%`);
  });
});
