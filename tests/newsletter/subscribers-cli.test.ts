// `npm run subscribers`: the owner's list, the export for a mailing
// provider (its one-click URL really unsubscribes), the import of what the
// export wrote, and erasure, on each engine of the store.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../support/test-app';
import { subscribersCommand } from '../../server/newsletter/cli';
import { storeMentions } from '../support/subscribers';
import { stored } from '../support/outbox-rows';
import enLinks from '../../shared/i18n/pages/en/newsletter-links';
import { eachEngine } from '../support/store';
import { subscriberAddress } from '../../server/store/subscribers';

eachEngine('npm run subscribers', (e) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    ctx = await testApp({ deliver: false, store: (dataDir) => e.open({ dataDir }) });
    // One address from the list kept before double opt-in.
    writeFileSync(
      path.join(ctx.dataDir, 'newsletter-subscribers.jsonl'),
      '{"email":"early@example.org","at":"2024-05-06T07:08:09.000Z"}\n',
    );
  });
  afterAll(() => ctx.close());

  /**
   * The command on the app's data folder: on SQLite it opens the store itself,
   * as an operator's shell does; PostgreSQL's test schema is handed to it.
   */
  async function run(...args: string[]) {
    return runWith({ env: {} }, ...args);
  }

  async function runWith(deps: { env: NodeJS.ProcessEnv }, ...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await subscribersCommand(
      ['--data-dir', ctx.dataDir, ...args],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { ...deps, store: e.engine === 'postgres' ? ctx.store : undefined },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const signUp = (email: string) =>
    request(ctx.app)
      .post('/api/newsletter')
      .set('Accept', 'application/json')
      .set('Cookie', ctx.cookie)
      .send({ email, returnTo: '/about' });

  /** The confirmation token queued for `email` (the outbox is not delivering), once the sign-up's work has queued it. */
  async function queuedToken(email: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    do {
      for (const { mail } of await stored(ctx.outbox, 'pending')) {
        if (mail.to === subscriberAddress(email)) return /confirm\?token=([\w.-]+)/.exec(mail.text)![1]!;
      }
      await new Promise((r) => setTimeout(r, 20));
    } while (Date.now() < deadline);
    throw new Error(`no mail queued for ${email}`);
  }

  async function subscribe(email: string) {
    expect((await signUp(email)).status).toBe(201);
    const res = await request(ctx.app)
      .post('/api/newsletter/confirm')
      .set('Accept', 'application/json')
      .send({ token: await queuedToken(email) });
    expect(res.status).toBe(200);
  }

  it('refuses a data folder that does not exist, naming it', async () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'site-cli-')), 'nope');
    const err: string[] = [];
    const code = await subscribersCommand(['--data-dir', missing, 'list'], {
      out: () => undefined,
      err: (l) => err.push(l),
    });
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(`${missing} does not exist`);
  });

  it('lists pending, confirmed and imported addresses with their status, dates, language and consent', async () => {
    await signUp('pending@example.org');
    await queuedToken('pending@example.org');
    await signUp('fan@example.org');
    const confirmed = await request(ctx.app)
      .post('/api/newsletter/confirm')
      .set('Accept', 'application/json')
      .send({ token: await queuedToken('fan@example.org') });
    expect(confirmed.status).toBe(200);

    const { code, out, err } = await run('list');
    expect(code).toBe(0);
    expect(err).toContain(
      `newsletter list in ${e.engine === 'postgres' ? 'PostgreSQL' : path.join(ctx.dataDir, 'site.db')}`,
    );
    expect(out).toContain('2 confirmed, 1 pending');
    expect(out).toMatch(
      /pending@example\.org\s+pending\s+signed up \d{4}-\d\d-\d\d \d\d:\d\d\s+confirmed -\s+language en\s+consent: none yet/,
    );
    expect(out).toMatch(/fan@example\.org\s+confirmed .*language en\s+consent: confirmed .* on \/about \(en\)/);
    expect(out).toMatch(
      /early@example\.org\s+confirmed\s+signed up 2024-05-06 07:08 .*consent: not recorded \(subscribed before double opt-in\)/,
    );
  });

  it('exports the confirmed subscribers as CSV with the consent columns and a one-click URL that works', async () => {
    const { code, out, err } = await run('export', '--csv');
    expect(code).toBe(0);
    const [header, ...rows] = out.split('\n');
    expect(header).toBe(
      'email,language,signed_up_at,confirmed_at,consent_recorded,consent_at,consent_language,consent_page,consent_wording,list_unsubscribe_url,unsubscribe_page_url',
    );
    expect(rows).toHaveLength(2);
    const fan = rows.find((r) => r.startsWith('fan@example.org,'))!;
    // The wording has commas: quoted, as CSV wants.
    expect(fan).toContain(`,yes,`);
    expect(fan).toContain(`"${enLinks.confirm.consent}"`);
    expect(rows.find((r) => r.startsWith('early@example.org,'))).toContain(',no,');
    expect(out).not.toContain('pending@example.org');
    expect(err).toContain('2 confirmed subscriber(s) exported, 1 of them without a consent record');

    const oneClick = /(\/api\/newsletter\/unsubscribe\?token=[\w.-]+)/.exec(fan)![1]!;
    const res = await request(ctx.app).post(oneClick).type('form').send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect((await run('list')).out).not.toContain('fan@example.org');
  });

  it('erases an address on request, pending included, and says when it is not on the list', async () => {
    // The link its confirmation mail carries, still waiting in the outbox (which is not delivering).
    const token = await queuedToken('pending@example.org');
    const removed = await run('remove', 'Pending@Example.org');
    expect(removed.code).toBe(0);
    expect(removed.out).toContain('removed pending@example.org (pending)');
    // Nothing readable is left: not the list's row, not the mail to it waiting in the outbox, on either engine.
    expect(storeMentions(ctx.dataDir, 'pending@example.org')).toEqual([]);
    const outbox = [...(await stored(ctx.outbox, 'pending')), ...(await stored(ctx.outbox, 'failed'))];
    expect(outbox.filter((m) => m.record.includes('pending@example.org'))).toEqual([]);
    // Its confirmation link is dead now.
    const late = await request(ctx.app)
      .post('/api/newsletter/confirm')
      .set('Accept', 'application/json')
      .send({ token });
    expect(late.status).toBe(410);

    expect((await run('remove', 'early@example.org')).code).toBe(0);
    const again = await run('remove', 'early@example.org');
    expect(again.code).toBe(1);
    expect(again.out).toBe('early@example.org is not on the list');
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    const hostile = ["=cmd|'/Ccalc'!A0@example.org", '+1+2@example.org', '-2+3@example.org'];
    for (const email of hostile) await subscribe(email);
    const { code, out } = await run('export', '--csv');
    expect(code).toBe(0);
    const cells = out.split('\n').map((row) => row.split(',')[0]!);
    // Stored lower-cased, as every address is; the leading quote makes each one text.
    expect(cells).toEqual(
      expect.arrayContaining(["'=cmd|'/ccalc'!a0@example.org", "'+1+2@example.org", "'-2+3@example.org"]),
    );
    // No cell of any row starts with a formula character.
    for (const row of out.split('\n')) for (const cell of row.split(',')) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    for (const email of hostile) await run('remove', email);
  });

  it('finds an address however it is typed: case and a domain in another script, as sign-up stores it', async () => {
    await subscribe('Anna@Exämple.org');
    expect((await run('list')).out).toContain('anna@xn--exmple-cua.org');
    const removed = await run('remove', 'Anna@Exämple.org');
    expect(removed.code).toBe(0);
    expect(removed.out).toContain('removed anna@xn--exmple-cua.org (confirmed)');
    expect((await run('list')).out).not.toContain('anna@');
    expect(await ctx.subscribers.byEmail('anna@xn--exmple-cua.org')).toBeUndefined();
  });

  it('warns on stderr, never in the CSV, when SITE_URL is unset, and uses it when set', async () => {
    await subscribe('reader@example.org');
    const unset = await run('export', '--csv');
    expect(unset.err).toMatch(
      /SITE_URL is not set: the unsubscribe URLs in this export point at http:\/\/localhost:3000/,
    );
    expect(unset.out).not.toContain('SITE_URL');
    const set = await runWith({ env: { SITE_URL: 'https://www.example.com' } }, 'export', '--csv');
    expect(set.err).not.toContain('SITE_URL');
    expect(set.out).toContain('https://www.example.com/api/newsletter/unsubscribe?token=u.');
  });

  it('imports what export wrote, keeping consent dates and links, and names each refused row by its line', async () => {
    const exported = await run('export', '--csv');
    const before = await ctx.subscribers.list();
    const reader = before.find((s) => s.email === 'reader@example.org')!;
    expect(reader.consent).toBeDefined();
    // Erased here, then taken back from the export, with two broken rows after it.
    await run('remove', 'reader@example.org');
    const [header, ...rows] = exported.out.split('\n');
    const file = path.join(ctx.dataDir, 'import.csv');
    writeFileSync(
      file,
      [
        header,
        rows.find((r) => r.startsWith('reader@')),
        'not-an-address,en,2026-01-01T00:00:00.000Z,,no',
        'ok@example.org,en,yesterday,,no',
      ].join('\n'),
    );
    const imported = await run('import', file);
    expect(imported.code).toBe(1);
    expect(imported.out).toBe('imported 1 subscriber(s); 0 already on the list; 2 row(s) refused');
    expect(imported.err).toContain('refused line 3: the email is not an address');
    expect(imported.err).toContain('refused line 4: signed_up_at is not a date');
    const back = await ctx.subscribers.byEmail('reader@example.org');
    expect(back).toMatchObject({
      status: 'confirmed',
      sid: reader.sid,
      signedUpAt: reader.signedUpAt,
      confirmedAt: reader.confirmedAt,
      consent: reader.consent,
    });
    // Imported again: nothing twice.
    writeFileSync(file, [header, rows.find((r) => r.startsWith('reader@'))].join('\n'));
    expect((await run('import', file)).out).toBe('imported 0 subscriber(s); 1 already on the list; 0 row(s) refused');
  });

  it('prints its usage for an unknown command', async () => {
    const { code, err } = await run('export');
    expect(code).toBe(2);
    expect(err).toContain('usage: npm run -s subscribers');
  });
});
