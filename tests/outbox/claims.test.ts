// Several copies of the site on one store: each message is sent by the copy
// that claims it; a claim is a lease, renewed while a send runs and taken
// over once it lapses; a submission is one transaction. Time is a fake
// clock: no test waits for a lease.
import { expect, it } from 'vitest';
import { pino } from 'pino';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Outbox, LEASE_MS } from '../../server/outbox/outbox';
import type { MailRecord } from '../../server/outbox/mail-record';
import type { MailTransport } from '../../server/outbox/transport';
import type { Store } from '../../server/store/store';
import { eachEngine } from '../support/store';
import { stored } from '../support/outbox-rows';

const record = (id: string, kind: MailRecord['kind'] = 'contact'): MailRecord => ({
  id,
  kind,
  createdAt: new Date(0).toISOString(),
  from: 'site@example.com',
  to: 'team@example.com',
  subject: id,
  text: id,
  html: `<p>${id}</p>`,
});

/** A copy of the site's outbox on `store`, its clock `clock.now`, its sends recorded in `sent`. */
function copy(store: Store, owner: string, clock: { now: number }, sent: string[] = []) {
  const transport: MailTransport = {
    name: 'test',
    send: async (mail: MailRecord) => void sent.push(mail.id),
  } as unknown as MailTransport;
  return new Outbox({
    dir: mkdtempSync(path.join(tmpdir(), 'outbox-copy-')),
    store,
    owner,
    transport,
    logger: pino({ level: 'silent' }),
    retryBaseMs: 5_000,
    retryMaxMs: 15 * 60_000,
    maxAgeMs: 96 * 3600_000,
    failedRetentionMs: 30 * 24 * 3600_000,
    now: () => clock.now,
  });
}

eachEngine('claims on one store', (e) => {
  it('gives a due message to one copy only, until its lease lapses; then another copy takes it over', async () => {
    const store = await e.open();
    const clock = { now: 1_000_000 };
    const a = await copy(store, 'copy-a', clock).init();
    const b = copy(store, 'copy-b', clock);
    await a.enqueue(record('MSG-LEASE1'));
    const claims = await Promise.all([
      a.messages.claim({ owner: 'copy-a', now: clock.now, leaseMs: LEASE_MS }),
      b.messages.claim({ owner: 'copy-b', now: clock.now, leaseMs: LEASE_MS }),
    ]);
    expect(claims.filter((c) => c !== undefined).map((c) => c!.id)).toEqual(['MSG-LEASE1']);
    const holder = claims.find((c) => c)!.lease_owner!;
    const other = holder === 'copy-a' ? b : a;
    const otherName = holder === 'copy-a' ? 'copy-b' : 'copy-a';
    // The holder renews while it sends: past the first lease's end, the message is still its own.
    clock.now += LEASE_MS - 1_000;
    expect(await a.messages.renew({ id: 'MSG-LEASE1', owner: holder, until: clock.now + LEASE_MS })).toBe(true);
    clock.now += LEASE_MS - 1_000;
    expect(await other.messages.claim({ owner: otherName, now: clock.now, leaseMs: LEASE_MS })).toBeUndefined();
    // The holder dies: no renewal. Once the lease lapses, the other copy takes the message over.
    clock.now += 2_000;
    const taken = await other.messages.claim({ owner: otherName, now: clock.now, leaseMs: LEASE_MS });
    expect(taken?.id).toBe('MSG-LEASE1');
    // The dead copy's late renewal or delete changes nothing: the claim is no longer its own.
    expect(await a.messages.renew({ id: 'MSG-LEASE1', owner: holder, until: clock.now + LEASE_MS })).toBe(false);
    expect(await a.messages.delivered('MSG-LEASE1', holder)).toBe(false);
    expect(await other.messages.delivered('MSG-LEASE1', otherName)).toBe(true);
    expect((await a.counts()).pending).toBe(0);
  });

  it('sends each of 30 messages once when two copies run their workers on the same store', async () => {
    const store = await e.open();
    const clock = { now: Date.now() };
    const sent: string[] = [];
    const a = await copy(store, 'copy-a', clock, sent).init();
    const b = await copy(store, 'copy-b', clock, sent).init();
    for (let i = 0; i < 30; i++) await (i % 2 ? a : b).enqueue(record(`MSG-TWO${String(i).padStart(3, '0')}`));
    a.start();
    b.start();
    const deadline = Date.now() + 15_000;
    while ((await a.counts()).pending > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await Promise.all([a.stop(), b.stop()]);
    expect(sent.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `MSG-TWO${String(i).padStart(3, '0')}`));
  });

  it('stores a submission in one transaction: when its acknowledgement cannot be stored, neither is, and the CV file goes', async () => {
    const store = await e.open();
    const outbox = await copy(store, 'copy-a', { now: 1_000 }).init();
    const cv = path.join(outbox.tmpDir, 'cv-upload');
    writeFileSync(cv, '%PDF-1.4 staged');
    const team = {
      ...record('APP-ONE1'),
      attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', file: cv, size: 15 }],
    };
    // The database refuses a kind it does not know: the check constraint fails the second insert.
    const broken = { ...record('APP-ONE1-ACK'), kind: 'bogus' as MailRecord['kind'] };
    await expect(outbox.enqueue(team, broken)).rejects.toThrow();
    expect(await stored(outbox, 'pending')).toEqual([]);
    expect(readdirSync(outbox.tmpDir)).toEqual([]);
  });

  it('refuses in the database a state, a lease or a quarantine without what it needs', async () => {
    const store = await e.open();
    const row = { id: 'MSG-CHECK1', kind: 'contact', for_team: 1, record: '{}', bytes: 2, created_at: 0 };
    const insert = (values: Record<string, unknown>) =>
      store.db
        .insertInto('outbox_messages')
        .values({ ...row, state: 'pending', ...values } as never)
        .execute();
    await expect(insert({ state: 'sent' })).rejects.toThrow();
    await expect(insert({ state: 'failed' })).rejects.toThrow(); // no failed_at
    await expect(insert({ state: 'quarantined' })).rejects.toThrow(); // no reason nor facts
    await expect(insert({ lease_owner: 'x' })).rejects.toThrow(); // a lease without its end
    await expect(insert({ state: 'failed', failed_at: 1, lease_owner: 'x', lease_until: 2 })).rejects.toThrow();
    await insert({});
    await expect(insert({})).rejects.toThrow(); // one row per reference
  });
});
