import { describe, expect, it } from 'vitest';
import { daysSince, formatDate, postedAgo } from '../../shared/format';

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

  it('reads naturally', () => {
    expect(postedAgo('2026-11-21', new Date('2026-11-22T00:00:00Z'))).toBe('Posted 1 day ago');
    expect(postedAgo('2026-11-01', new Date('2026-11-22T00:00:00Z'))).toBe('Posted 21 days ago');
    expect(postedAgo('2026-11-22', new Date('2026-11-22T00:00:00Z'))).toBe('Posted today');
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
