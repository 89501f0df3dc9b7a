// The newsletter's store on its own: a file per subscription, the older
// whole-list file moved in once, the pending bounds and whom they push out,
// and a write cut by kill -9 that leaves a readable store.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LIST_FILE,
  MAX_PAGE_CHARS,
  STORE_DIR,
  SubscriberFiles,
  newSid,
  type Subscriber,
} from '../../server/newsletter/subscriber-store';

const root = path.resolve(import.meta.dirname, '../..');
const fresh = () => mkdtempSync(path.join(tmpdir(), 'site-store-'));
const at = new Date('2026-03-02T10:00:00Z');
const noMail = async () => undefined;

function signUp(store: SubscriberFiles, email: string, client = 'c1') {
  return store.signUp({ email, lang: 'en', page: '/blog', client, now: at, mail: noMail });
}

const records = (dataDir: string) => readdirSync(path.join(dataDir, STORE_DIR, 'subscribers'));

describe('a subscriber store on files', () => {
  it('writes one small file per subscription, whatever the number already there', async () => {
    const dataDir = fresh();
    const store = new SubscriberFiles(dataDir);
    for (let i = 0; i < 30; i++) await signUp(store, `r${i}@example.org`, `c${i}`);
    const files = records(dataDir);
    expect(files).toHaveLength(30);
    const sizes = files.map((f) => readFileSync(path.join(dataDir, STORE_DIR, 'subscribers', f)).length);
    expect(Math.max(...sizes)).toBeLessThan(400);
    expect(store.pendingCount).toBe(30);
    // Another process (the operators' command) sees the same list.
    expect((await new SubscriberFiles(dataDir).list()).map((s) => s.email)).toHaveLength(30);
  });

  it('keeps the page signed up on as a short path, never a long query', async () => {
    const store = new SubscriberFiles(fresh());
    await store.signUp({
      email: 'a@example.org',
      lang: 'en',
      page: `/blog?tag=${'x'.repeat(280)}`,
      client: 'c',
      now: at,
      mail: noMail,
    });
    await store.signUp({
      email: 'b@example.org',
      lang: 'en',
      page: `/${'p'.repeat(200)}`,
      client: 'c',
      now: at,
      mail: noMail,
    });
    const [a, b] = (await store.list()).sort((x, y) => x.email.localeCompare(y.email));
    expect(a!.page).toBe('/blog');
    expect(b!.page).toBe('/');
    expect(MAX_PAGE_CHARS).toBeLessThan(200);
  });

  it('lets one client flooding sign-ups push out only its own oldest pending entries', async () => {
    const store = new SubscriberFiles(fresh(), { maxPending: 100, maxPendingPerClient: 5 });
    await signUp(store, 'visitor@example.org', 'visitor');
    for (let i = 0; i < 40; i++) await signUp(store, `bot${i}@example.org`, 'flood');
    const emails = (await store.list()).map((s) => s.email).sort();
    expect(emails).toContain('visitor@example.org');
    expect(emails.filter((e) => e.startsWith('bot'))).toEqual([35, 36, 37, 38, 39].map((i) => `bot${i}@example.org`));
    expect(store.pendingCount).toBe(6);
  });

  it('past the total, takes from the client holding most, not from visitors with one entry', async () => {
    const store = new SubscriberFiles(fresh(), { maxPending: 12, maxPendingPerClient: 4 });
    await signUp(store, 'one@example.org', 'v1');
    await signUp(store, 'two@example.org', 'v2');
    for (let net = 0; net < 5; net++)
      for (let i = 0; i < 4; i++) await signUp(store, `bot${net}.${i}@example.org`, `net${net}`);
    const emails = (await store.list()).map((s) => s.email);
    expect(emails).toEqual(expect.arrayContaining(['one@example.org', 'two@example.org']));
    expect(emails).toHaveLength(12);
    expect(store.pendingCount).toBe(12);
  });

  it('moves newsletter.json in once, logs it, deletes it, and does nothing more the second time', async () => {
    const dataDir = fresh();
    const list: Subscriber[] = [
      {
        email: 'p@example.org',
        sid: newSid(),
        status: 'pending',
        signedUpAt: at.toISOString(),
        lang: 'en',
        page: `/about?x=${'y'.repeat(290)}`,
        confirmMailAt: at.toISOString(),
      },
      {
        email: 'c@example.org',
        sid: newSid(),
        status: 'confirmed',
        signedUpAt: at.toISOString(),
        confirmedAt: at.toISOString(),
        lang: 'fr',
        page: '/fr',
      },
    ];
    writeFileSync(path.join(dataDir, LIST_FILE), JSON.stringify({ version: 1, subscribers: list }), { mode: 0o600 });
    const lines: string[] = [];
    const logger = { info: (_f: object, m: string) => lines.push(m), warn: () => undefined };
    const store = new SubscriberFiles(dataDir, { logger });
    await store.open();
    expect(existsSync(path.join(dataDir, LIST_FILE))).toBe(false);
    expect(lines.some((l) => l.includes(`moved ${LIST_FILE}`))).toBe(true);
    const moved = (await store.list()).sort((a, b) => b.email.localeCompare(a.email));
    expect(moved.map((s) => [s.email, s.sid, s.status])).toEqual(list.map((s) => [s.email, s.sid, s.status]));
    expect(moved[0]!.page).toBe('/about');
    // Its links keep working: the same ids.
    expect((await store.bySid(list[1]!.sid))?.email).toBe('c@example.org');

    // A crash after the records were written and before the old file went: the next start adds nothing twice.
    writeFileSync(path.join(dataDir, LIST_FILE), JSON.stringify({ version: 1, subscribers: list }), { mode: 0o600 });
    const again = new SubscriberFiles(dataDir, { logger });
    await again.open();
    expect(records(dataDir)).toHaveLength(2);
    expect(existsSync(path.join(dataDir, LIST_FILE))).toBe(false);
    lines.length = 0;
    await new SubscriberFiles(dataDir, { logger }).open();
    expect(lines).toEqual([]);
  });

  it('finds a link’s subscription while its index is still loading, and waits only for an older list not yet moved in', async () => {
    const dataDir = fresh();
    await signUp(new SubscriberFiles(dataDir), 'early@example.org');
    const [early] = await new SubscriberFiles(dataDir).list();
    // The lock held by a live process (this one) keeps the next store's open() from finishing.
    const lock = path.join(dataDir, STORE_DIR, 'lock');
    writeFileSync(lock, String(process.pid));
    const store = new SubscriberFiles(dataDir);
    let opened = false;
    const opening = store.open().then(() => (opened = true));
    expect((await store.bySid(early!.sid))?.email).toBe('early@example.org');
    expect(await store.departure(early!.sid)).toBeUndefined();
    expect(opened).toBe(false);
    rmSync(lock);
    await opening;

    // A record of the older list has no file until open() moves it in: its link waits for that.
    const old: Subscriber = {
      email: 'old@example.org',
      sid: newSid(),
      status: 'confirmed',
      signedUpAt: at.toISOString(),
      confirmedAt: at.toISOString(),
    };
    writeFileSync(path.join(dataDir, LIST_FILE), JSON.stringify({ version: 1, subscribers: [old] }), { mode: 0o600 });
    writeFileSync(lock, String(process.pid));
    const later = new SubscriberFiles(dataDir);
    const found = later.bySid(old.sid);
    await new Promise((r) => setTimeout(r, 100));
    rmSync(lock);
    expect((await found)?.email).toBe('old@example.org');
  });

  it('erases an address with no marker left, and remembers an unsubscribe by its time only', async () => {
    const dataDir = fresh();
    const store = new SubscriberFiles(dataDir);
    await signUp(store, 'leave@example.org');
    await signUp(store, 'erase@example.org');
    const [erase, leave] = (await store.list()).sort((x, y) => x.email.localeCompare(y.email));
    await store.unsubscribe({ sid: leave!.sid, valid: () => true, now: at });
    expect(await store.departure(leave!.sid)).toEqual({ at: at.toISOString() });
    expect(await store.remove('Erase@Example.org')).toBe(true);
    expect(await store.departure(erase!.sid)).toBeUndefined();
    const everything = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
      .join('\n');
    expect(everything).not.toContain('leave@example.org');
    expect(everything).not.toContain('erase@example.org');
  });

  it('is whole after a kill -9 in the middle of sign-ups: every record reads, none half-written', async () => {
    const dataDir = fresh();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { SubscriberFiles } from ${JSON.stringify(path.join(root, 'server/newsletter/subscriber-store.ts'))};
         const store = new SubscriberFiles(${JSON.stringify(dataDir)});
         for (let i = 0; ; i++) {
           await store.signUp({ email: 'k' + i + '@example.org', lang: 'en', page: '/', client: 'c' + (i % 40), now: new Date(), mail: async () => {} });
           if (i === 20) process.stdout.write('writing\\n');
         }`,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    await new Promise((r) => setTimeout(r, 150));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const store = new SubscriberFiles(dataDir);
    const list = await store.list();
    expect(list.length).toBeGreaterThan(20);
    for (const s of list) expect(s.email).toMatch(/^k\d+@example\.org$/);
    // The dead process's lock is broken at once: a change goes through.
    expect(await store.remove(list[0]!.email)).toBe(true);
    expect(records(dataDir).every((n) => /^[\w-]+\.json$/.test(n))).toBe(true);
  }, 30_000);
});
