import { describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/format';
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
