// The caps on what a stranger can make the site send, as the store keeps
// them on each engine: this process's memory beside SQLite, the shared
// tables on PostgreSQL, where the tables must hold hashes, forget passed
// hours and days, take the last unit once, and leave the count to each
// copy's memory while the database does not answer. Two copies of the site
// on one PostgreSQL allow the hour's mail to visitors, a mailbox's
// acknowledgements and newsletter links, and the applications' burst number
// once between them.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { sql } from 'kysely';
import { limitTables } from '../../server/store/limits';
import { visitorMailCap } from '../../server/outbox/visitor-mail-cap';
import { applicationBurst } from '../../server/forms/apply/burst';
import { sharedDailyCounter } from '../../server/forms/acknowledgement/daily-cap';
import type { Store } from '../../server/store/store';
import { eachEngine } from '../support/store';
import { stored } from '../support/outbox-rows';
import { testApp, type TestAppOptions } from '../support/test-app';
import { smallPdf } from '../../scripts/fixtures/files';
import { jobs } from '../../shared/content/jobs';
import { isJobOpen, utcDay } from '../../shared/job-open';

const secret = Buffer.alloc(32, 7);
const logger = pino({ level: 'silent' });
const HOUR = 60 * 60_000;

eachEngine('caps on mail to visitors and applications', (e) => {
  /** The caps' counts as the server chooses them for the store: none on SQLite (memory), the tables on PostgreSQL. */
  const capsOf = (store: Store, now?: () => number) => limitTables(store, { secret, now }).caps;

  /**
   * The shared counts of the copies of the site: on PostgreSQL two copies
   * on one store, each check going to the next of them; on SQLite the one
   * process there is.
   */
  const copiesOf = async () => {
    const place = e.place();
    const stores = e.engine === 'postgres' ? [await e.open({ place }), await e.open({ place })] : [await e.open()];
    return stores.map((store) => capsOf(store));
  };
  /** `make` once per copy, and a way to take turns between them. */
  const each = async <T>(make: (shared: ReturnType<typeof capsOf>) => T) => {
    const made = (await copiesOf()).map(make);
    let turn = 0;
    return () => made[turn++ % made.length]!;
  };

  it('sends the hour’s number of mails to visitors, each client within its share, and again as the hour slides', async () => {
    let t = Date.parse('2026-03-02T10:00:00Z');
    const cap = await each((shared) => visitorMailCap({ perHour: 5, logger, now: () => t, shared }));
    const taken = [];
    // A fifth of 5: one mail a client an hour.
    for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])
      taken.push(await cap().take('acknowledgement', { client }));
    expect(taken).toEqual([true, false, true, true, true]);
    expect(await cap().take('newsletter-confirm', { client: '203.0.113.5' })).toBe(true);
    // The hour is spent: a client with its share untouched gets nothing either, nor a mail from no known client.
    expect(await cap().take('acknowledgement', { client: '203.0.113.6' })).toBe(false);
    expect(await cap().take('acknowledgement')).toBe(false);
    expect(await cap().figures()).toEqual({ perHour: 5, sentLastHour: 5, notSentLastHour: 3 });
    // The refused client's share was not spent by the refusal: an hour later it has room.
    t += HOUR;
    expect(await cap().take('acknowledgement', { client: '203.0.113.6' })).toBe(true);
    expect(await cap().figures()).toEqual({ perHour: 5, sentLastHour: 1, notSentLastHour: 0 });
  });

  it('counts a mailbox’s acknowledgements per Buea day, gives one back, and starts again the next day', async () => {
    const counter = await each((shared) =>
      sharedDailyCounter({ name: 'acknowledgements', perDay: 2, maxEntries: 100, shared }),
    );
    const morning = new Date('2026-03-02T08:00:00Z');
    const taken = [];
    for (let i = 0; i < 3; i++) taken.push(await counter().take('reader@example.org', morning));
    taken.push(await counter().take('other@example.org', morning));
    expect(taken).toEqual([true, true, false, true]);
    await counter().giveBack('reader@example.org', morning);
    expect(await counter().take('reader@example.org', morning)).toBe(true);
    expect(await counter().take('reader@example.org', morning)).toBe(false);
    // 23:30 in Buea (UTC+1) is the next day already.
    expect(await counter().take('reader@example.org', new Date('2026-03-02T23:30:00Z'))).toBe(true);
  });

  it('holds the applications past the hour’s number for review, and counts both', async () => {
    let t = Date.parse('2026-03-02T10:00:00Z');
    const burst = await each((shared) => applicationBurst({ perHour: 2, now: () => t, shared }));
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await burst().verdict());
    expect(verdicts).toEqual([undefined, undefined, 'burst', 'burst']);
    expect(await burst().figures()).toEqual({ perHour: 2, mailedLastHour: 2, heldLastHour: 2 });
    // An hour on, the hour has room again.
    t += HOUR;
    expect(await burst().verdict()).toBe(undefined);
  });

  if (e.engine === 'postgres') {
    it('gives the last unit once when copies take it at the same moment', async () => {
      const place = e.place();
      const [a, b] = [capsOf(await e.open({ place })), capsOf(await e.open({ place }))];
      const t = Date.parse('2026-03-02T10:00:00Z');
      const caps = [a, b].map((shared) => visitorMailCap({ perHour: 5, logger, now: () => t, shared }));
      const bursts = [a, b].map((shared) => applicationBurst({ perHour: 3, now: () => t, shared }));
      const counters = [a, b].map((shared) =>
        sharedDailyCounter({ name: 'acknowledgements', perDay: 2, maxEntries: 100, shared }),
      );
      const day = new Date(t);
      const [mails, verdicts, acks] = await Promise.all([
        Promise.all(Array.from({ length: 12 }, (_, i) => caps[i % 2]!.take('acknowledgement'))),
        Promise.all(Array.from({ length: 8 }, (_, i) => bursts[i % 2]!.verdict())),
        Promise.all(Array.from({ length: 6 }, (_, i) => counters[i % 2]!.take('reader@example.org', day))),
      ]);
      expect(mails.filter(Boolean)).toHaveLength(5);
      expect(verdicts.filter((v) => v === undefined)).toHaveLength(3);
      expect(acks.filter(Boolean)).toHaveLength(2);
      // Both copies read the same figures.
      expect(await caps[1]!.figures()).toEqual({ perHour: 5, sentLastHour: 5, notSentLastHour: 7 });
      expect(await bursts[0]!.figures()).toEqual({ perHour: 3, mailedLastHour: 3, heldLastHour: 5 });
    });

    it('keeps keyed hashes, never addresses or networks, and sweeps passed hours and days', async () => {
      let clock = Date.parse('2026-03-02T10:00:00Z');
      const store = await e.open();
      const shared = capsOf(store, () => clock);
      const cap = visitorMailCap({ perHour: 100, logger, now: () => clock, shared });
      const counter = sharedDailyCounter({ name: 'acknowledgements', perDay: 3, maxEntries: 100, shared });
      for (let i = 0; i < 5; i++) {
        expect(await cap.take('acknowledgement', { client: `198.51.100.${i}` })).toBe(true);
        expect(await counter.take(`reader${i}@example.org`, new Date(clock))).toBe(true);
      }
      const keys = async () => [
        ...(await store.db.selectFrom('cap_hours').select('k').execute()),
        ...(await store.db.selectFrom('cap_days').select('k').execute()),
      ];
      // The site's hour, five clients' shares, five mailboxes.
      expect(await keys()).toHaveLength(11);
      // Keyed hashes only: no address, network or cap name.
      expect((await keys()).filter((r) => !/^[\w-]{32}$/.test(r.k))).toEqual([]);
      const count = async () =>
        Number(
          (
            await sql<{
              n: string;
            }>`select (select count(*) from cap_hours) + (select count(*) from cap_days) as n`.execute(store.db)
          ).rows[0]!.n,
        );
      // A day later every hour and day has passed: the next sweep (every 10 s) leaves only the new counts.
      clock += 24 * HOUR + 60_000;
      expect(await cap.take('acknowledgement', { client: '203.0.113.5' })).toBe(true);
      const deadline = Date.now() + 10_000;
      // The sweep is not awaited by the count that starts it.
      while ((await count()) > 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await count()).toBe(2);
    });

    it('keeps counting in memory while the database does not answer, so every check still answers', async () => {
      // A server that refuses the connection (closing the store would not do: Kysely opens its pool again).
      const store = await e.open({ databaseUrl: 'postgres://postgres@127.0.0.1:1/postgres', migrate: false });
      const shared = capsOf(store);
      const t = Date.parse('2026-03-02T10:00:00Z');
      const lines: string[] = [];
      const told = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
      const cap = visitorMailCap({ perHour: 2, logger: told, now: () => t, shared });
      const burst = applicationBurst({ perHour: 1, now: () => t, shared, logger: told });
      const counter = sharedDailyCounter({
        name: 'acknowledgements',
        perDay: 1,
        maxEntries: 100,
        shared,
        logger: told,
      });
      const mails = [];
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        mails.push(await cap.take('acknowledgement', { client }));
      expect(mails).toEqual([true, true, false]);
      expect(await cap.figures()).toEqual({ perHour: 2, sentLastHour: 2, notSentLastHour: 1 });
      expect([await burst.verdict(), await burst.verdict()]).toEqual([undefined, 'burst']);
      const day = new Date(t);
      expect([await counter.take('a@example.org', day), await counter.take('a@example.org', day)]).toEqual([
        true,
        false,
      ]);
      // The operator is told once for each cap (again a minute later at most), and the cap's own line once.
      const saying = (text: string) => lines.filter((l) => l.includes(text)).length;
      expect(saying('the store did not answer; this copy counts alone')).toBe(3);
      expect(saying('the hourly cap (VISITOR_MAIL_PER_HOUR) is reached')).toBe(1);
    });
  }

  if (e.engine === 'postgres')
    describe('two copies of the site sharing one PostgreSQL', () => {
      const env = { FORM_SECRET: 'one key for every copy of the site, 32+', TRUST_PROXY: '1' };
      const twoCopies = async (options: Pick<TestAppOptions, 'env' | 'limits'> = {}) => {
        const place = e.place();
        const both = {
          env: { ...env, ...options.env },
          limits: options.limits,
          deliver: false,
          store: () => e.open({ place }),
        };
        return [await testApp(both), await testApp(both)] as const;
      };
      type Copy = Awaited<ReturnType<typeof twoCopies>>[number];
      const postContact = (copy: Copy, email: string, from: string) =>
        request(copy.app)
          .post('/api/contact')
          .set('Accept', 'application/json')
          .set('Cookie', copy.cookie)
          .set('X-Forwarded-For', from)
          .send({ name: 'Amina Fon', email, service: 'Other', message: 'Hello from Buea.' });
      /** The acknowledgements both copies stored (one outbox: the store's). */
      const acknowledgements = async (copy: Copy) =>
        (await stored(copy.outbox, 'pending')).filter((m) => m.kind === 'acknowledgement').map((m) => m.mail.to);

      it('send the hour’s mail to visitors once between them: the sixth is refused whichever copy it reaches', async () => {
        const [a, b] = await twoCopies({ env: { VISITOR_MAIL_PER_HOUR: '5' } });
        try {
          // Six visitors from six networks, each within its share, alternating between the copies.
          for (let i = 1; i <= 6; i++)
            expect((await postContact(i % 2 ? a : b, `visitor${i}@example.org`, `203.0.113.${i}`)).status).toBe(201);
          expect((await stored(a.outbox, 'pending')).filter((m) => m.kind !== 'acknowledgement')).toHaveLength(6);
          expect((await acknowledgements(a)).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `visitor${i}@example.org`));
          // Either copy tells the operator the shared hour.
          const health = await request(a.app).get('/healthz');
          expect(health.body.visitorMail).toEqual({ perHour: 5, sentLastHour: 5, notSentLastHour: 1 });
        } finally {
          await a.close();
          await b.close();
        }
      });

      it('send a mailbox its acknowledgements per day once between them', async () => {
        const [a, b] = await twoCopies({ limits: { ACK_PER_ADDRESS_PER_DAY: 2 } });
        try {
          const addresses = [
            'Reader@Example.org',
            'reader+forms@example.org',
            'reader@example.org',
            'READER@example.org',
          ];
          for (const [i, email] of addresses.entries())
            expect((await postContact(i % 2 ? b : a, email, `203.0.113.${i + 1}`)).status).toBe(201);
          expect(await acknowledgements(a)).toHaveLength(2);
        } finally {
          await a.close();
          await b.close();
        }
      });

      it('send a mailbox one newsletter link a day between them, however often it signs up', async () => {
        const [a, b] = await twoCopies();
        try {
          for (const [i, copy] of [a, b, a, b].entries()) {
            const answer = await request(copy.app)
              .post('/api/newsletter')
              .set('Accept', 'application/json')
              .set('Cookie', copy.cookie)
              .set('X-Forwarded-For', `203.0.113.${i + 1}`)
              .send({ email: i % 2 ? 'Reader+news@example.org' : 'reader@example.org' });
            expect(answer.status).toBe(201);
            // A sign-up is answered before its work: each is done before the next, as a person's would be.
            await copy.subscribers.idle();
          }
          const links = (await stored(a.outbox, 'pending')).filter((m) => m.kind === 'newsletter-confirm');
          expect(links).toHaveLength(1);
        } finally {
          await a.close();
          await b.close();
        }
      });

      it('hold the application past the burst number for review, whichever copy it reaches', async () => {
        const [a, b] = await twoCopies({ env: { APPLY_BURST_PER_HOUR: '2' } });
        const job = jobs.find((j) => isJobOpen(j, utcDay()))!;
        const apply = (copy: Copy, email: string) => {
          const req = request(copy.app).post('/api/apply').set('Accept', 'application/json').set('Cookie', copy.cookie);
          const fields = { jobId: job.id, name: 'Paul Nji', email, phone: '+237 670 12 34 56', coverLetter: 'Hello.' };
          for (const [k, v] of Object.entries(fields)) req.field(k, v);
          return req.attach('resume', smallPdf(), 'cv.pdf');
        };
        try {
          const answers = [];
          for (const [i, copy] of [a, b, a, b].entries()) answers.push(await apply(copy, `applicant${i}@example.org`));
          expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
          const held = (await stored(b.outbox, 'quarantined')).filter((m) => m.hold_reason === 'burst');
          expect(held.map((m) => m.id).sort()).toEqual([answers[2]!.body.id, answers[3]!.body.id].sort());
          const health = await request(b.app).get('/healthz');
          expect(health.body.applications).toEqual({ perHour: 2, mailedLastHour: 2, heldLastHour: 2 });
        } finally {
          await a.close();
          await b.close();
        }
      });
    });
});
