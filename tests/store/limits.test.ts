// The rate limits' windows as the store keeps them, on each engine: this
// process's memory beside SQLite, the shared table on PostgreSQL, where the
// table must hold hashes, forget passed windows and stay within its cap.
// Two copies of the site on one PostgreSQL meet one limit and read each
// other's saved no-JS forms.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'kysely';
import { pino } from 'pino';
import { limitTables } from '../../server/store/limits';
import { sharedRateLimiter } from '../../server/http/rate-limit';
import { eachEngine } from '../support/store';
import { BROWSER_UA, contact, follow, testApp } from '../support/test-app';

const secret = Buffer.alloc(32, 7);

eachEngine('rate-limit windows', (e) => {
  it('counts each client in its own fixed window, each limit apart', async () => {
    const { windows } = limitTables(await e.open(), { secret });
    const [forms, links] = [windows('forms'), windows('links')];
    expect(await forms.hit('203.0.113.5', 1_000, 60_000)).toEqual({ count: 1, resetAt: 61_000 });
    expect(await forms.hit('203.0.113.5', 2_000, 60_000)).toEqual({ count: 2, resetAt: 61_000 });
    expect(await forms.hit('203.0.113.6', 2_000, 60_000)).toEqual({ count: 1, resetAt: 62_000 });
    expect(await links.hit('203.0.113.5', 2_000, 60_000)).toEqual({ count: 1, resetAt: 62_000 });
    // The window has passed: a fresh one.
    expect(await forms.hit('203.0.113.5', 61_000, 60_000)).toEqual({ count: 1, resetAt: 121_000 });
  });

  it('refuses the post past the limit, and again once the next window is used up', async () => {
    let t = 0;
    const { windows } = limitTables(await e.open(), { secret });
    const limit = sharedRateLimiter({ max: 3, windowMs: 10_000, store: windows('forms'), now: () => t });
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push((await limit('2001:db8:1:2::9')).ok);
    // Another address of the same /64 is the same client.
    verdicts.push((await limit('2001:db8:1:2::77')).ok);
    expect(verdicts).toEqual([true, true, true, false, false]);
    t = 10_000;
    expect((await limit('2001:db8:1:2::9')).ok).toBe(true);
  });

  if (e.engine === 'postgres') {
    it('keeps keyed hashes, never addresses, and sweeps passed windows and what is past its cap', async () => {
      let clock = 0;
      const store = await e.open();
      const { windows } = limitTables(store, { secret, maxKeys: 50, now: () => clock });
      const forms = windows('forms');
      for (let i = 0; i < 200; i++) await forms.hit(`198.51.100.${i}`, clock + i, 60_000);
      const keys = await store.db.selectFrom('rate_windows').select('k').execute();
      expect(keys).toHaveLength(200);
      expect(keys.filter((r) => r.k.includes('198.51.100'))).toEqual([]);
      // The next sweep (every 10 s) brings the table within its cap: the windows ending soonest go.
      clock = 10_000;
      await forms.hit('203.0.113.5', clock, 60_000);
      const count = async () =>
        Number((await sql<{ n: string }>`select count(*) as n from rate_windows`.execute(store.db)).rows[0]!.n);
      const deadline = Date.now() + 10_000;
      // The sweep is not awaited by the hit that starts it: that hit may land after it, one row past the cap.
      while ((await count()) > 51 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await count()).toBeLessThanOrEqual(51);
      // The newest windows stay, so the client that just posted is still counted.
      expect((await forms.hit('203.0.113.5', clock, 60_000)).count).toBe(2);
      // Every window has passed: the next sweep leaves the table empty but for the new hit.
      clock = 200_000;
      await forms.hit('203.0.113.7', clock, 60_000);
      while ((await count()) > 1 && Date.now() < deadline + 10_000) await new Promise((r) => setTimeout(r, 20));
      expect(await count()).toBe(1);
    });

    it('keeps counting in memory while the database does not answer', async () => {
      // A server that refuses the connection (closing the store would not do: Kysely opens its pool again).
      const store = await e.open({ databaseUrl: 'postgres://postgres@127.0.0.1:1/postgres', migrate: false });
      const lines: string[] = [];
      const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
      const { windows } = limitTables(store, { secret, logger });
      const forms = windows('forms');
      expect((await forms.hit('203.0.113.5', 0, 60_000)).count).toBe(1);
      expect((await forms.hit('203.0.113.5', 1, 60_000)).count).toBe(2);
      expect(lines.filter((l) => l.includes('the store did not answer; this copy counts alone'))).toHaveLength(1);
    });
  }
  if (e.engine === 'postgres')
    describe('two copies of the site sharing one PostgreSQL', () => {
      const env = { FORM_SECRET: 'one key for every copy of the site, 32+' };
      const twoCopies = async () => {
        const place = e.place();
        const options = { env, limits: { RATE_LIMIT_MAX: 10 }, deliver: false, store: () => e.open({ place }) };
        return [await testApp(options), await testApp(options)] as const;
      };

      it('meet one limit per client: posts alternating between them get the 429 at post 11', async () => {
        const [a, b] = await twoCopies();
        try {
          const statuses: number[] = [];
          // Without the form cookie, so the tight limit (RATE_LIMIT_MAX) applies.
          for (let i = 0; i < 12; i++)
            statuses.push(
              (
                await request((i % 2 ? b : a).app)
                  .post('/api/contact')
                  .set('Accept', 'application/json')
                  .send(contact(i))
              ).status,
            );
          expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
          expect(statuses.slice(10)).toEqual([429, 429]);
        } finally {
          await a.close();
          await b.close();
        }
      });

      it('show on one a no-JS form the other saved, only to the browser it belongs to', async () => {
        const [a, b] = await twoCopies();
        try {
          const refused = await request(a.app)
            .post('/api/contact')
            .set('Accept', 'text/html')
            .set('User-Agent', BROWSER_UA)
            .set('Cookie', a.cookie)
            .type('form')
            .send({ ...contact(1), email: 'not-an-address', message: 'Our mobile money chatbot answers slowly.' });
          expect(refused.status).toBe(303);
          expect(String(refused.headers.location)).toContain('form=');
          const shown = await follow(b.app, refused);
          expect(shown.status).toBe(200);
          expect(shown.text).toContain('mobile money chatbot answers slowly');
          expect(shown.text).toContain('value="not-an-address"');
          // The same address without the browser's cookie: the plain form.
          const other = await request(b.app)
            .get(String(refused.headers.location).split('#')[0]!)
            .set('Accept', 'text/html')
            .set('User-Agent', BROWSER_UA);
          expect(other.text).not.toContain('mobile money chatbot answers slowly');
        } finally {
          await a.close();
          await b.close();
        }
      });
    });
});
