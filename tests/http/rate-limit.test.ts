import { describe, expect, it } from 'vitest';
import { clientKey, memoryStore, rateLimiter, type RateLimitStore } from '../../server/http/rate-limit';
import { expectEach } from '../support/each';

describe('clientKey', () => {
  it('groups IPv6 addresses by their /64, whatever their spelling', () => {
    expectEach(clientKey, {
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd': '2001:db8:1:2::/64',
      '2001:DB8:1:2::1': '2001:db8:1:2::/64',
      '2001:0db8:0001:0002:0:0:0:9': '2001:db8:1:2::/64',
      '2001:db8::1': '2001:db8:0:0::/64',
      'fe80::1%eth0': 'fe80:0:0:0::/64',
      '::1': '0:0:0:0::/64',
    });
  });

  it('keeps IPv4 as it is, also when it arrives IPv4-mapped', () => {
    expectEach(clientKey, { '203.0.113.7': '203.0.113.7', '::ffff:203.0.113.7': '203.0.113.7', unknown: 'unknown' });
  });
});

describe('rateLimiter', () => {
  it('refuses the post past max in a window and says when to retry', () => {
    let t = 1_000_000;
    const limit = rateLimiter({ max: 2, windowMs: 60_000, now: () => t });
    expect(limit('203.0.113.7').ok).toBe(true);
    expect(limit('203.0.113.7').ok).toBe(true);
    t += 15_000;
    expect(limit('203.0.113.7')).toEqual({ ok: false, retryAfterS: 45 });
    expect(limit('203.0.113.8').ok).toBe(true);
    t += 45_000;
    expect(limit('203.0.113.7').ok).toBe(true);
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const limit = rateLimiter({ max: 3, windowMs: 60_000 });
    const verdicts = Array.from({ length: 6 }, (_, i) => limit(`2001:db8:aa:bb::${i + 1}`).ok);
    expect(verdicts).toEqual([true, true, true, false, false, false]);
    expect(limit('2001:db8:aa:bc::1').ok).toBe(true);
  });

  it('tracks at most maxKeys clients, forgetting the oldest first', () => {
    let t = 0;
    const store = memoryStore({ maxKeys: 1000 });
    const limit = rateLimiter({ max: 1, windowMs: 10_000, now: () => t, store });
    for (let i = 0; i < 50_000; i++) limit(`10.0.${i >> 8}.${i & 255}`);
    expect(store.size).toBeLessThanOrEqual(1000);
    expect(store.size).toBeGreaterThanOrEqual(500);
    // The newest clients are still limited: the table dropped the oldest.
    expect(limit('10.0.195.79').ok).toBe(false);
    t = 20_000;
    limit('192.0.2.1');
    expect(store.size).toBeLessThanOrEqual(1000);
    expect(limit('10.0.195.79').ok).toBe(true);
  });

  it('keeps an open window across a generation turn', () => {
    let t = 0;
    const limit = rateLimiter({ max: 2, windowMs: 10_000, now: () => t, maxKeys: 100 });
    limit('198.51.100.9'); // the table's first generation starts at 0
    t = 9_000;
    limit('198.51.100.1');
    limit('198.51.100.1');
    t = 10_500; // the table turns; the window opened at 9 s runs to 19 s
    limit('198.51.100.2');
    expect(limit('198.51.100.1').ok).toBe(false);
    t = 19_000;
    expect(limit('198.51.100.1').ok).toBe(true);
  });

  it('keeps every count through a generation turn, for thousands of clients at once', () => {
    let t = 0;
    const store = memoryStore({ maxKeys: 20_000 });
    const limit = rateLimiter({ max: 3, windowMs: 10_000, now: () => t, store });
    const ips = Array.from({ length: 5_000 }, (_, i) =>
      i % 2 ? `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}` : `2001:db8:${i.toString(16)}:1::7`,
    );
    limit('192.0.2.1'); // the table's first generation starts at 0
    t = 5_000;
    for (const ip of ips) limit(ip); // windows open until 15 s
    t = 10_000; // turns: all 5,000 are now in the older generation, each moved forward on its next post
    for (const ip of ips.toReversed()) limit(ip);
    expect(store.size).toBe(5_001);
    for (const ip of ips) expect(limit(ip).ok, ip).toBe(true); // the third post
    for (const ip of ips) expect(limit(ip).ok, ip).toBe(false); // the fourth
  });

  it('tells IPv4, IPv6 /64s and other keys apart, even when their bits agree', () => {
    const limit = rateLimiter({ max: 1, windowMs: 60_000 });
    expect(limit('0.0.0.1').ok).toBe(true);
    expect(limit('0:0:0:1::1').ok).toBe(true);
    expect(limit('0:0:0:1::2').ok).toBe(false);
    expect(limit('unknown').ok).toBe(true);
    expect(limit('unknown').ok).toBe(false);
    expect(limit('not an address').ok).toBe(true);
  });

  it('stays within maxKeys and keeps limiting recent clients under 600,000 unique addresses', () => {
    const store = memoryStore({ maxKeys: 100_000 });
    const limit = rateLimiter({ max: 2, windowMs: 600_000, store });
    for (let i = 0; i < 600_000; i++) {
      limit(
        i % 2
          ? `${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}.${(i >>> 24) | 1}`
          : `2001:db8:${(i >>> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`,
      );
      if (i % 10_000 === 0) {
        limit('198.51.100.77');
        expect(store.size).toBeLessThanOrEqual(100_000);
      }
    }
    // Posted every 10,000 addresses: moved forward each time, never forgotten.
    expect(limit('198.51.100.77').ok).toBe(false);
  });

  it('counts in whatever store it is given', () => {
    const seen: string[] = [];
    const store: RateLimitStore = {
      hit(key, now, windowMs) {
        seen.push(key);
        return { count: 7, resetAt: now + windowMs };
      },
    };
    const limit = rateLimiter({ max: 5, windowMs: 30_000, store, now: () => 0 });
    expect(limit('2001:db8:1:2::9')).toEqual({ ok: false, retryAfterS: 30 });
    expect(seen).toEqual(['2001:db8:1:2::/64']);
  });
});
