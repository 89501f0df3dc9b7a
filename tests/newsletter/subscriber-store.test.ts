// The newsletter's subscribers in the store, on each engine: the pending
// bounds and whom they push out, one row per address however it is typed,
// erasure that leaves no copy, the lists kept in files before the store
// moved in once (a move cut short resumes, adding nothing twice, and links
// mailed before keep working), and a kill -9 that leaves a whole store.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveOldFilesIn } from '../../server/newsletter/move-in';
import { keptPage, MAX_PAGE_CHARS } from '../../server/newsletter/subscriber';
import { openStore } from '../../server/store/store';
import { newSid, subscriberTable, type Subscriber, type SubscriberStore } from '../../server/store/subscribers';
import { eachEngine } from '../support/store';
import { storeMentions } from '../support/subscribers';

const root = path.resolve(import.meta.dirname, '../..');
const at = new Date('2026-03-02T10:00:00Z');
const noMail = async () => undefined;

function signUp(store: SubscriberStore, email: string, client = 'c1', now = at) {
  return store.signUp({ email, lang: 'en', page: '/blog', client, now, mail: noMail });
}

/** Files written the way the site kept its list before the store: one JSON file per subscription, departures beside. */
function writeOldFolder(dataDir: string, records: Subscriber[], departed: Record<string, string>) {
  const dir = path.join(dataDir, 'newsletter');
  for (const sub of ['subscribers', 'departed', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
  for (const s of records) writeFileSync(path.join(dir, 'subscribers', `${s.sid}.json`), `${JSON.stringify(s)}\n`);
  for (const [sid, when] of Object.entries(departed))
    writeFileSync(path.join(dir, 'departed', `${sid}.json`), `${JSON.stringify({ at: when })}\n`);
  writeFileSync(path.join(dir, 'lock'), '12345');
}

describe('the page kept with a sign-up', () => {
  it('is a short path, never a long query', () => {
    expect(keptPage(`/blog?tag=${'x'.repeat(280)}`)).toBe('/blog');
    expect(keptPage(`/${'p'.repeat(200)}`)).toBe('/');
    expect(MAX_PAGE_CHARS).toBeLessThan(200);
  });
});

eachEngine('the subscribers in the store', (e) => {
  it('keeps one row per address however it is typed, and a sign-up again renews the pending link', async () => {
    const subs = subscriberTable(await e.open());
    expect(await signUp(subs, 'Anna@Exämple.org')).toBe('mailed-new');
    expect(await signUp(subs, ' anna@EXÄMPLE.org ', 'c1', new Date(at.getTime() + 60_000))).toBe('mailed-pending');
    const list = await subs.list();
    expect(list.map((s) => [s.email, s.status, s.confirmMailAt])).toEqual([
      ['anna@xn--exmple-cua.org', 'pending', new Date(at.getTime() + 60_000).toISOString()],
    ]);
    expect((await subs.byEmail('ANNA@exämple.org'))?.sid).toBe(list[0]!.sid);
  });

  it('puts a row back as it was when its mail cannot be queued', async () => {
    const subs = subscriberTable(await e.open());
    const failing = async () => {
      throw new Error('disk full');
    };
    await expect(
      subs.signUp({ email: 'x@example.org', lang: 'en', page: '/', client: 'c', now: at, mail: failing }),
    ).rejects.toThrow('disk full');
    expect(await subs.list()).toEqual([]);
    await signUp(subs, 'x@example.org');
    const later = new Date(at.getTime() + 3_600_000);
    await expect(
      subs.signUp({ email: 'x@example.org', lang: 'fr', page: '/fr', client: 'c', now: later, mail: failing }),
    ).rejects.toThrow();
    expect(await subs.byEmail('x@example.org')).toMatchObject({ lang: 'en', confirmMailAt: at.toISOString() });
  });

  it("commits a sign-up's row with its mail, in the transaction the mail is queued in", async () => {
    const place = e.place();
    const subs = subscriberTable(await e.open({ place }));
    // Another connection to the same store (a second copy of the site) reads what is committed.
    const other = subscriberTable(await e.open({ place, migrate: false }));
    const seen: (string | undefined)[] = [];
    const outcome = await subs.signUp({
      email: 'both@example.org',
      lang: 'en',
      page: '/',
      client: 'c',
      now: at,
      mail: async (s) => {
        seen.push((await other.byEmail(s.email))?.status);
      },
    });
    expect(outcome).toBe('mailed-new');
    // While its mail was being queued the row was not committed yet; once signUp resolves, it is.
    expect(seen).toEqual([undefined]);
    expect((await other.byEmail('both@example.org'))?.status).toBe('pending');
  });

  it('lets one client flooding sign-ups push out only its own oldest pending entries', async () => {
    const subs = subscriberTable(await e.open(), { maxPending: 100, maxPendingPerClient: 5 });
    await signUp(subs, 'visitor@example.org', 'visitor');
    for (let i = 0; i < 40; i++) await signUp(subs, `bot${i}@example.org`, 'flood', new Date(at.getTime() + i));
    const emails = (await subs.list()).map((s) => s.email).sort();
    expect(emails).toContain('visitor@example.org');
    expect(emails.filter((m) => m.startsWith('bot'))).toEqual([35, 36, 37, 38, 39].map((i) => `bot${i}@example.org`));
    expect(await subs.pendingCount()).toBe(6);
  });

  it('past the total, takes from the client holding most, not from visitors with one entry', async () => {
    const subs = subscriberTable(await e.open(), { maxPending: 12, maxPendingPerClient: 4 });
    await signUp(subs, 'one@example.org', 'v1');
    await signUp(subs, 'two@example.org', 'v2');
    for (let net = 0; net < 5; net++)
      for (let i = 0; i < 4; i++)
        await signUp(subs, `bot${net}.${i}@example.org`, `net${net}`, new Date(at.getTime() + net * 10 + i));
    const emails = (await subs.list()).map((s) => s.email);
    expect(emails).toEqual(expect.arrayContaining(['one@example.org', 'two@example.org']));
    expect(emails).toHaveLength(12);
    expect(await subs.pendingCount()).toBe(12);
  });

  it('confirms a pending row once, and puts it back to pending when the team cannot be told', async () => {
    const subs = subscriberTable(await e.open());
    await signUp(subs, 'c@example.org');
    const [row] = await subs.list();
    const consent = () => ({ at: at.toISOString(), lang: 'en' as const, page: '/blog', wording: 'Yes' });
    await expect(
      subs.confirm({
        sid: row!.sid,
        valid: () => true,
        consent,
        notify: async () => {
          throw new Error('outbox full');
        },
      }),
    ).rejects.toThrow();
    expect((await subs.bySid(row!.sid))?.status).toBe('pending');
    let told = 0;
    const confirm = () => subs.confirm({ sid: row!.sid, valid: () => true, consent, notify: async () => void told++ });
    const [first, second] = await Promise.all([confirm(), confirm()]);
    expect([first?.status, second?.status].sort()).toEqual(['confirmed', undefined]);
    expect(told).toBe(1);
    expect(await subs.bySid(row!.sid)).toMatchObject({ status: 'confirmed', consent: consent() });
    expect((await subs.bySid(row!.sid))?.client).toBeUndefined();
  });

  it('erases an address with no marker left, and remembers an unsubscribe by its time only', async () => {
    const place = e.place();
    const subs = subscriberTable(await e.open({ place }));
    await signUp(subs, 'leave@example.org');
    await signUp(subs, 'anna@exämple.org');
    const leave = (await subs.byEmail('leave@example.org'))!;
    const anna = (await subs.byEmail('anna@xn--exmple-cua.org'))!;
    await subs.unsubscribe({ sid: leave.sid, valid: () => true, now: at });
    expect(await subs.departure(leave.sid)).toEqual({ at: at.toISOString() });
    expect((await subs.remove('Anna@Exämple.org'))?.email).toBe('anna@xn--exmple-cua.org');
    expect(await subs.departure(anna.sid)).toBeUndefined();
    expect(await subs.list()).toEqual([]);
    // SQLite: not a byte of either address is left in the file or its log (secure_delete, then a checkpoint).
    expect(storeMentions(place.dataDir, 'leave@example.org')).toEqual([]);
    expect(storeMentions(place.dataDir, 'anna@xn--exmple-cua.org')).toEqual([]);
  });

  it('purges pending rows whose link expired and departures past their year, and nothing else', async () => {
    const subs = subscriberTable(await e.open());
    await signUp(subs, 'old@example.org', 'c', new Date(at.getTime() - 1000));
    await signUp(subs, 'new@example.org', 'c', at);
    await signUp(subs, 'gone@example.org', 'c', at);
    const gone = (await subs.byEmail('gone@example.org'))!;
    await subs.unsubscribe({ sid: gone.sid, valid: () => true, now: at });
    const removed = await subs.purgeExpired({ pendingMailedBefore: at.getTime() - 1, departedBefore: at.getTime() });
    expect(removed).toBe(1);
    expect((await subs.list()).map((s) => s.email)).toEqual(['new@example.org']);
    expect(await subs.departure(gone.sid)).toEqual({ at: at.toISOString() });
    await subs.purgeExpired({ pendingMailedBefore: 0, departedBefore: at.getTime() + 1 });
    expect(await subs.departure(gone.sid)).toBeUndefined();
  });

  it('moves the files kept before the store in once, logged, then removes them; a move cut short adds nothing twice', async () => {
    const place = e.place();
    const dataDir = place.dataDir;
    const pending: Subscriber = {
      email: 'p@example.org',
      sid: newSid(),
      status: 'pending',
      signedUpAt: at.toISOString(),
      lang: 'en',
      page: '/about',
      confirmMailAt: at.toISOString(),
      client: 'tag1',
    };
    const confirmed: Subscriber = {
      email: 'c@example.org',
      sid: newSid(),
      status: 'confirmed',
      signedUpAt: at.toISOString(),
      confirmedAt: at.toISOString(),
      lang: 'fr',
      page: '/fr',
      consent: { at: at.toISOString(), lang: 'fr', page: '/fr', wording: 'Oui' },
    };
    const listed: Subscriber = { ...confirmed, email: 'l@example.org', sid: newSid(), consent: undefined };
    const departedSid = newSid();
    writeOldFolder(dataDir, [pending, confirmed], { [departedSid]: at.toISOString() });
    writeFileSync(
      path.join(dataDir, 'newsletter.json'),
      JSON.stringify({ version: 1, subscribers: [listed, pending] }),
    );
    writeFileSync(
      path.join(dataDir, 'newsletter-subscribers.jsonl'),
      '{"email":"j@example.org","at":"2024-05-06T07:08:09.000Z"}\n',
    );
    const lines: string[] = [];
    const logger = { info: (_f: object, m: string) => lines.push(m), warn: (_f: object, m: string) => lines.push(m) };
    const subs = subscriberTable(await e.open({ place }));
    await moveOldFilesIn(dataDir, subs, logger);

    const moved = await subs.list();
    expect(moved.map((s) => s.email).sort()).toEqual([
      'c@example.org',
      'j@example.org',
      'l@example.org',
      'p@example.org',
    ]);
    // The same ids: links mailed before keep working.
    expect(await subs.bySid(pending.sid)).toEqual(pending);
    expect(await subs.bySid(confirmed.sid)).toEqual(confirmed);
    expect(await subs.bySid(listed.sid)).toMatchObject({ email: 'l@example.org', imported: true });
    expect(await subs.departure(departedSid)).toEqual({ at: at.toISOString() });
    expect(lines).toEqual([
      expect.stringContaining('moved newsletter/subscribers/ and departed/ into the store'),
      expect.stringContaining('moved newsletter.json into the store'),
      expect.stringContaining('moved newsletter-subscribers.jsonl into the store'),
    ]);
    for (const f of ['newsletter', 'newsletter.json', 'newsletter-subscribers.jsonl'])
      expect(existsSync(path.join(dataDir, f))).toBe(false);

    // Cut short: the files are back (as if the rows were committed and the process died before deleting them).
    writeOldFolder(dataDir, [pending, confirmed], { [departedSid]: at.toISOString() });
    writeFileSync(path.join(dataDir, 'newsletter.json'), JSON.stringify({ version: 1, subscribers: [listed] }));
    await moveOldFilesIn(dataDir, subscriberTable(await e.open({ place })), logger);
    expect(await subs.list()).toHaveLength(4);
    expect(existsSync(path.join(dataDir, 'newsletter'))).toBe(false);
    lines.length = 0;
    await moveOldFilesIn(dataDir, subs, logger);
    expect(lines).toEqual([]);
  });
});

describe('the SQLite store after a kill -9', () => {
  it('is whole in the middle of sign-ups: every row reads, and the next change goes through', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-store-'));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { openStore } from ${JSON.stringify(path.join(root, 'server/store/store.ts'))};
         import { subscriberTable } from ${JSON.stringify(path.join(root, 'server/store/subscribers.ts'))};
         const subs = subscriberTable(await openStore({ dataDir: ${JSON.stringify(dataDir)} }));
         for (let i = 0; ; i++) {
           await subs.signUp({ email: 'k' + i + '@example.org', lang: 'en', page: '/', client: 'c' + (i % 40), now: new Date(), mail: async () => {} });
           if (i === 20) process.stdout.write('writing\\n');
         }`,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    await new Promise((r) => setTimeout(r, 150));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const store = await openStore({ dataDir });
    const subs = subscriberTable(store);
    const list = await subs.list();
    expect(list.length).toBeGreaterThan(20);
    for (const s of list) expect(s.email).toMatch(/^k\d+@example\.org$/);
    expect((await subs.remove(list[0]!.email))?.email).toBe(list[0]!.email);
    await store.close();
  }, 30_000);
});
