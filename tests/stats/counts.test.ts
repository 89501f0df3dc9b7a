// The owner's counts, end to end on both engines: pages answered by two
// copies of the site add up in one store, a visitor seen by both counts
// once, what is not a visitor's view is not counted as one, the day's
// bounds hold, nothing in the store names a visitor, the weekly mail goes
// out once and old days are swept.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { eachEngine } from '../support/store';
import { stored } from '../support/outbox-rows';
import { BROWSER_UA, testApp } from '../support/test-app';
import { post, otherPost } from '../support/served';
import { postJson } from '../support/posts';
import { publicFiles } from '../../server/app';
import { SERVICE_OPTIONS } from '../../shared/schemas/contact-fields';
import { pageCounts, dayKeyOf, visitorDigest } from '../../server/stats/page-views';
import { countsJob } from '../../server/stats/counts-job';
import { addCounts, addDays, countsReport, dailyFigures } from '../../server/stats/counts-store';
import { OTHER, Tally } from '../../server/stats/tally';
import { siteDay } from '../../server/outbox/spam-digest';
import { statsCommand } from '../../server/stats/cli';
import { openStore, type Store } from '../../server/store/store';
import type { MailRecord } from '../../server/outbox/mail-record';

const SITE_URL = 'https://www.example.com';
const logger = pino({ level: 'silent' });
const secret = randomBytes(32);
const today = () => siteDay(Date.now());
const range = () => ({ from: today(), to: today() });

/** A copy of the site with counts, sharing `store` and the secret with every other copy. */
async function copyOfSite(store: Store, options: { now?: () => number } = {}) {
  const counts = pageCounts({ secret, siteUrl: SITE_URL, trustProxy: 0, now: options.now });
  const site = await testApp({ counts, deliver: false });
  await site.pages.ready();
  // testApp's own first page view (it fetches the form cookie) is not the test's.
  counts.tally.drain();
  const job = countsJob({
    store,
    counts,
    outbox: site.outbox,
    mail: { from: site.config.MAIL_FROM, to: site.config.MAIL_TO_SUPPORT },
    logger,
    now: options.now,
  });
  const get = (url: string, ua = BROWSER_UA) =>
    request(site.app).get(url).set('User-Agent', ua).set('Accept', 'text/html').set('Accept-Encoding', 'gzip');
  return { site, counts, job, get };
}

/** Run `test` against one copy of the site on a fresh store of engine `e`, closing the copy after it. */
async function withCopy(
  e: { open: () => Promise<Store> },
  test: (c: Awaited<ReturnType<typeof copyOfSite>>, store: Store) => Promise<void>,
) {
  const store = await e.open();
  const c = await copyOfSite(store);
  try {
    await test(c, store);
  } finally {
    await c.site.close();
  }
}

const views = (r: Awaited<ReturnType<typeof countsReport>>, p: string) => r.pages.find((x) => x.path === p);

eachEngine('the owner’s counts', (e) => {
  it('adds the views of two copies in the store, and counts a visitor seen by both once', async () => {
    const store = await e.open();
    const a = await copyOfSite(store);
    const b = await copyOfSite(store);
    try {
      // The first answer renders, the next come from the fast path's cache: both are counted.
      for (let i = 0; i < 3; i++) expect((await a.get(post.path)).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await b.get(post.path)).status).toBe(200);
      expect((await b.get(post.frPath)).status).toBe(200);
      await a.job.flush();
      await b.job.flush();
      // A second write of each adds to the first.
      expect((await a.get(post.path)).status).toBe(200);
      await a.job.flush();
      const report = await countsReport(store.db, range());
      expect(views(report, post.path)).toEqual({ path: post.path, views: 6, visitors: 1 });
      expect(views(report, post.frPath)).toEqual({ path: post.frPath, views: 1, visitors: 1 });
      const [day] = await dailyFigures(store.db, range());
      expect(day).toMatchObject({ views: 7, visitors: 1, prefetches: 0, notFound: 0 });
      const langs = await store.db
        .selectFrom('count_pages')
        .select(['path', 'lang'])
        .where('kind', '=', 'view')
        .execute();
      expect(langs.find((r) => r.path === post.frPath)?.lang).toBe('fr');
    } finally {
      await a.site.close();
      await b.site.close();
    }
  });

  it('counts no robot, HEAD, asset, redirect or POST; a prefetch and a not-found path apart; another site as referrer', async () => {
    await withCopy(e, async (c, store) => {
      expect((await c.get(post.path)).status).toBe(200);
      c.counts.tally.drain();
      expect(
        (await c.get(post.path, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).status,
      ).toBe(200);
      expect((await request(c.site.app).get(post.path).set('Accept', 'text/html')).status).toBe(200); // no User-Agent
      expect((await request(c.site.app).head(post.path).set('User-Agent', BROWSER_UA)).status).toBe(200);
      const file = [...publicFiles(path.resolve('public'))][0]!;
      expect((await c.get(file)).status).toBe(200);
      const redirect = await c.get(`${post.path}?unread=1`);
      expect(redirect.status).toBe(302);
      expect((await postJson(c.site, '/api/content/nothing', {})).status).toBe(404);
      await c.job.flush();
      expect(await store.db.selectFrom('count_pages').selectAll().execute()).toEqual([]);

      expect((await c.get(otherPost.path).set('Sec-Purpose', 'prefetch;prerender')).status).toBe(200);
      expect((await c.get(otherPost.path).set('Sec-Purpose', 'prefetch')).status).toBe(200);
      const missing = `/no-such-page-${randomBytes(4).toString('hex')}`;
      expect((await c.get(missing)).status).toBe(404);
      expect((await c.get(`/fr${missing}`)).status).toBe(404);
      expect((await c.get(post.path).set('Referer', 'https://news.example.org/a/story')).status).toBe(200);
      expect((await c.get(post.path).set('Referer', `${SITE_URL}/blog`)).status).toBe(200);
      await c.job.flush();
      const rows = await store.db
        .selectFrom('count_pages')
        .select(['kind', 'path', 'lang', 'n'])
        .orderBy('kind')
        .orderBy('path')
        .execute();
      expect(rows).toEqual([
        { kind: 'not-found', path: `/fr${missing}`, lang: 'fr', n: 1 },
        { kind: 'not-found', path: missing, lang: 'en', n: 1 },
        { kind: 'prefetch', path: otherPost.path, lang: 'en', n: 2 },
        { kind: 'view', path: post.path, lang: 'en', n: 2 },
      ]);
      const report = await countsReport(store.db, range());
      expect(report.referrers).toEqual([{ host: 'news.example.org', count: 1 }]);
      expect(report.notFound.map((n) => n.path).sort()).toEqual([missing, `/fr${missing}`].sort());
    });
  });

  it('counts a prerendered page the visitor opened when the site’s script reports it, and refuses bad reports', async () => {
    await withCopy(e, async (c, store) => {
      const beacon = () => request(c.site.app).post('/api/view').set('User-Agent', BROWSER_UA).type('text/plain');
      expect((await beacon().set('Origin', SITE_URL).send(otherPost.path)).status).toBe(204);
      const cross = await beacon().set('Origin', 'https://evil.example').send(otherPost.path);
      expect(cross.status).toBe(403);
      const bad = await beacon().send('https://elsewhere.example/');
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toHaveProperty('path');
      const big = await beacon().send(`/${'a'.repeat(4000)}`);
      expect(big.status).toBe(413);
      await c.job.flush();
      const report = await countsReport(store.db, range());
      expect(report.pages).toEqual([{ path: otherPost.path, views: 1, visitors: 1 }]);
    });
  });

  it('counts form posts by form, service and language, the ones held as spam apart', async () => {
    await withCopy(e, async (c, store) => {
      const service = SERVICE_OPTIONS[1]!;
      const message = { name: 'Amina Fon', email: 'amina@example.org', service, message: 'A chatbot, please.' };
      expect((await postJson(c.site, '/api/contact', message)).status).toBe(201);
      expect((await postJson(c.site, '/api/contact', message)).status).toBe(201);
      // Judged spam, it gets the answer a real post would, and is counted apart.
      const spam = await postJson(c.site, '/api/contact', { ...message, website: 'http://spam.example' });
      expect(spam.status).toBe(201);
      expect((await postJson(c.site, '/api/contact', { ...message, email: 'nope' })).status).toBe(400);
      await c.job.flush();
      const report = await countsReport(store.db, range());
      expect(report.leads).toEqual([{ form: 'contact', service, lang: 'en', count: 2, quarantined: 1 }]);
    });
  });

  it('writes the 501st path of a day as “other”, in memory and in the store, whichever copy brings it', async () => {
    const store = await e.open();
    const day = today();
    const one = new Tally();
    for (let i = 0; i < 501; i++) one.page({ day, kind: 'not-found', lang: 'en', path: `/a${i}` });
    await addCounts(store, one.drain());
    let report = await countsReport(store.db, range());
    expect(report.notFound).toHaveLength(501);
    expect(report.notFound.find((p) => p.path === OTHER)).toEqual({ path: OTHER, count: 1 });
    expect(report.notFound.find((p) => p.path === '/a500')).toBeUndefined();
    // Another copy's new paths go to "other" too: the bound is the day's, not the copy's.
    const two = new Tally();
    two.page({ day, kind: 'not-found', lang: 'en', path: '/a0' });
    two.page({ day, kind: 'not-found', lang: 'en', path: '/b0' });
    await addCounts(store, two.drain());
    report = await countsReport(store.db, range());
    expect(report.notFound).toHaveLength(501);
    expect(report.notFound.find((p) => p.path === '/a0')?.count).toBe(2);
    expect(report.notFound.find((p) => p.path === OTHER)?.count).toBe(2);
    // Referring hosts: 200 a day.
    const hosts = new Tally();
    for (let i = 0; i < 201; i++) hosts.referrer(day, `h${i}.example`);
    await addCounts(store, hosts.drain());
    report = await countsReport(store.db, range());
    expect(report.referrers).toHaveLength(201);
    expect(report.referrers.find((r) => r.host === OTHER)?.count).toBe(1);
  });

  it('keeps no address, browser or visitor hash in any table', async () => {
    await withCopy(e, async (c, store) => {
      const ua = `${BROWSER_UA} Marker/${randomBytes(6).toString('hex')}`;
      expect((await c.get(post.path, ua).set('Referer', 'https://news.example.org/')).status).toBe(200);
      await c.job.flush();
      const digest = visitorDigest(dayKeyOf(secret, today()), { address: '127.0.0.1', userAgent: ua });
      const tables =
        store.engine === 'sqlite'
          ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(store.db)
          : await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
              store.db,
            );
      const dump = [] as string[];
      for (const { name } of tables.rows)
        dump.push(JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(store.db)).rows));
      const all = dump.join('\n');
      expect(all).toContain(post.path);
      for (const secretThing of [
        '127.0.0.1',
        ua.split(' ').at(-1)!,
        digest,
        digest.slice(0, 16),
        digest.slice(0, 8),
        Buffer.from(digest, 'hex').toString('base64'),
      ])
        expect(all).not.toContain(secretThing);
    });
  });

  it('answers `stats --json` with pages, not-found paths, leads and referrers of the last N days', async () => {
    const place = e.place();
    const store = await e.open({ place });
    const day = today();
    const t = new Tally();
    t.page({ day, kind: 'view', lang: 'en', path: post.path, visitor: randomBytes(8) });
    t.page({ day: addDays(day, -3), kind: 'view', lang: 'en', path: post.path, visitor: randomBytes(8) });
    t.page({ day: addDays(day, -9), kind: 'view', lang: 'en', path: post.path, visitor: randomBytes(8) });
    t.page({ day, kind: 'not-found', lang: 'en', path: '/gone' });
    t.lead(day, { form: 'contact', service: SERVICE_OPTIONS[0]!, lang: 'fr', quarantined: false });
    t.referrer(day, 'news.example.org');
    await addCounts(store, t.drain());
    const out: string[] = [];
    const err: string[] = [];
    const code = await statsCommand(['--json', '--days', '7'], {
      io: { out: (l) => out.push(l), err: (l) => err.push(l) },
      store: { ...place, migrate: true },
    });
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0]!)).toEqual({
      pages: [{ path: post.path, views: 2, visitors: 2 }],
      notFound: [{ path: '/gone', count: 1 }],
      leads: [{ form: 'contact', service: SERVICE_OPTIONS[0]!, lang: 'fr', count: 1, quarantined: 0 }],
      referrers: [{ host: 'news.example.org', count: 1 }],
    });
    const text: string[] = [];
    expect(await statsCommand([], { io: { out: (l) => text.push(l), err: () => undefined }, store: place })).toBe(0);
    expect(text.join('\n')).toContain(post.path);
    expect(text.filter((l) => /^\d{4}-\d\d-\d\d /.test(l))).toHaveLength(30);
    expect(
      await statsCommand(['--days', 'x'], { io: { out: () => undefined, err: () => undefined }, store: place }),
    ).toBe(2);
  });

  it('sends the weekly mail once with two copies, and sends it again only for the next week', async () => {
    const store = await e.open();
    // A Wednesday noon in Buea, so the week before is whole.
    let t = Date.parse('2026-11-25T11:00:00Z');
    const now = () => t;
    const a = await copyOfSite(store, { now });
    const b = await copyOfSite(store, { now });
    try {
      // Nothing counted yet: no mail (a site just installed has nothing to say).
      expect(await a.job.weekly()).toBe(false);
      expect((await a.site.outbox.counts()).pending).toBe(0);
      await store.db.deleteFrom('count_weekly_mails').execute();
      const last = new Tally();
      last.page({ day: '2026-11-17', kind: 'view', lang: 'en', path: post.path, visitor: randomBytes(8), n: 40 });
      last.page({ day: '2026-11-10', kind: 'view', lang: 'en', path: post.path, visitor: randomBytes(8), n: 10 });
      await addCounts(store, last.drain());
      const sent = await Promise.all([a.job.weekly(), b.job.weekly(), a.job.weekly()]);
      expect(sent.filter(Boolean)).toHaveLength(1);
      const pending = (await a.site.outbox.counts()).pending + (await b.site.outbox.counts()).pending;
      expect(pending).toBe(1);
      const [row] = await stored((sent[1] ? b : a).site.outbox, 'pending');
      const mail: MailRecord = row!.mail;
      expect(mail.to).toBe(a.site.config.MAIL_TO_SUPPORT);
      expect(mail.subject).toBe('Site counts, week 2026-W47: 40 views, 0 form posts');
      expect(mail.text).toContain('Page views: 40 (week before: 10, +300 %)');
      expect(mail.html).toMatch(/<td width="240" height="12" bgcolor="#[0-9a-f]{6}"/);
      // A week later, the next week's mail, once.
      t += 7 * 86_400_000;
      expect(await Promise.all([b.job.weekly(), a.job.weekly()])).toEqual(expect.arrayContaining([true, false]));
      expect((await a.site.outbox.counts()).pending + (await b.site.outbox.counts()).pending).toBe(2);
    } finally {
      await a.site.close();
      await b.site.close();
    }
  });

  it('deletes the counts of days older than thirteen months, and keeps the rest', async () => {
    const store = await e.open();
    const t = Date.parse('2026-12-06T11:00:00Z');
    const counts = pageCounts({ secret, siteUrl: SITE_URL, trustProxy: 0 });
    const job = countsJob({
      store,
      counts,
      outbox: { enqueue: async () => undefined },
      mail: { from: 'a@b.example', to: 'c@d.example' },
      logger,
      now: () => t,
    });
    const old = new Tally();
    for (const day of ['2025-11-05', '2025-11-06', '2026-12-01'])
      old.page({ day, kind: 'view', lang: 'en', path: post.path, visitor: randomBytes(8) });
    old.referrer('2025-11-05', 'old.example');
    old.lead('2025-11-05', { form: 'contact', service: '', lang: 'en', quarantined: true });
    await addCounts(store, old.drain());
    // The old day's view, its two sketches (the page's and the whole site's), its referrer and its lead.
    expect(await job.sweep()).toBe(5);
    const days = await store.db.selectFrom('count_pages').select('day').orderBy('day').execute();
    expect(days.map((d) => d.day)).toEqual(['2025-11-06', '2026-12-01']);
    expect(await store.db.selectFrom('count_referrers').selectAll().execute()).toEqual([]);
    expect(await store.db.selectFrom('count_leads').selectAll().execute()).toEqual([]);
    const sketches = await store.db.selectFrom('count_visitors').select('day').execute();
    expect(sketches.map((d) => d.day).sort()).toEqual(['2025-11-06', '2025-11-06', '2026-12-01', '2026-12-01']);
  });
});

describe('the counts job at a stop', () => {
  it('lets the check it began at start finish before the store is closed', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const store = await openStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'site-store-')) });
    const errors: string[] = [];
    const job = countsJob({
      store,
      counts: pageCounts({ secret, siteUrl: SITE_URL, trustProxy: 0 }),
      outbox: { enqueue: async () => undefined },
      mail: { from: 'a@b.example', to: 'c@d.example' },
      logger: pino({ level: 'error' }, { write: (line: string) => void errors.push(line) }),
    });
    // The graceful stop's order (server/index.ts): the job stops, then the store closes.
    job.start();
    await job.stop();
    await store.close();
    expect(errors).toEqual([]);
  });
});

describe('the counts when the store cannot be written', () => {
  it('keeps them in memory and writes them at the next try', async () => {
    const counts = pageCounts({ secret, siteUrl: SITE_URL, trustProxy: 0 });
    counts.tally.page({ day: today(), kind: 'view', lang: 'en', path: post.path, n: 3 });
    let fail = true;
    const written: number[] = [];
    const store = {
      engine: 'sqlite' as const,
      db: {
        transaction: () => ({
          execute: async () => {
            if (fail) throw new Error('disk full');
            written.push(1);
          },
        }),
      },
    } as unknown as Store;
    const job = countsJob({
      store,
      counts,
      outbox: { enqueue: async () => undefined },
      mail: { from: 'a@b.example', to: 'c@d.example' },
      logger,
    });
    await job.flush();
    expect(counts.tally.empty).toBe(false);
    fail = false;
    await job.flush();
    expect(written).toEqual([1]);
    expect(counts.tally.empty).toBe(true);
  });
});
