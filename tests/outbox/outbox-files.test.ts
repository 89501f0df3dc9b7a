// A submission and its acknowledgement are written as one group: both in
// place or neither, and a companion that alone fails leaves the first.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { StoredInPartError, writeAtomicAll } from '../../server/outbox/files';
import { Outbox } from '../../server/outbox/outbox';
import type { MailRecord } from '../../server/outbox/mail-record';
import type { MailTransport } from '../../server/outbox/transport';

let root: string;
let dir: string;
let tmp: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'outbox-files-'));
  dir = path.join(root, 'pending');
  tmp = path.join(root, 'tmp');
  mkdirSync(dir);
  mkdirSync(tmp);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A folder of `name`'s name in place, not empty: a file cannot be renamed over it. */
function blockRename(name: string) {
  mkdirSync(path.join(dir, name));
  writeFileSync(path.join(dir, name, 'x'), '');
}

/** Writes the group a.json and b.json; what it throws, if anything. */
const writeGroup = () =>
  writeAtomicAll(dir, tmp, [
    { name: 'a.json', data: '1' },
    { name: 'b.json', data: '2' },
  ]).catch((e: unknown) => e);

describe('writeAtomicAll', () => {
  it('puts every file of the group in place, each whole, and leaves nothing in tmp/', async () => {
    await writeAtomicAll(dir, tmp, [
      { name: 'a.json', data: '{"a":1}' },
      { name: 'b.json', data: '{"b":2}' },
    ]);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.json']);
    expect(readFileSync(path.join(dir, 'b.json'), 'utf8')).toBe('{"b":2}');
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('puts none of them in place when a write fails', async () => {
    rmSync(tmp, { recursive: true }); // nowhere to write
    await expect(
      writeAtomicAll(dir, tmp, [
        { name: 'a.json', data: '1' },
        { name: 'b.json', data: '2' },
      ]),
    ).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps the first file and says how many are in place when a later rename fails', async () => {
    blockRename('b.json');
    const error = await writeGroup();
    expect(error).toBeInstanceOf(StoredInPartError);
    expect((error as StoredInPartError).stored).toBe(1);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('1');
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('throws the rename error itself, with nothing in place, when the first rename fails', async () => {
    blockRename('a.json');
    const error = await writeGroup();
    expect(error).not.toBeInstanceOf(StoredInPartError);
    expect(readdirSync(dir)).toEqual(['a.json']);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe('Outbox.enqueue with a companion', () => {
  const record = (id: string, kind: MailRecord['kind']): MailRecord => ({
    id,
    kind,
    createdAt: new Date(0).toISOString(),
    from: 'site@example.com',
    to: 'team@example.com',
    subject: id,
    text: id,
    html: `<p>${id}</p>`,
  });
  const outboxAt = async (now: number, warnings: object[]) => {
    const logger = pino(
      { level: 'warn' },
      new Writable({ write: (chunk: Buffer, _e, cb) => (warnings.push(JSON.parse(chunk.toString()) as object), cb()) }),
    );
    const transport = { send: async () => undefined } as unknown as MailTransport;
    return new Outbox({
      dir: root,
      transport,
      logger,
      retryBaseMs: 1000,
      retryMaxMs: 1000,
      maxAgeMs: 60_000,
      failedRetentionMs: 60_000,
      now: () => now,
    }).init();
  };

  it('stores the message and its acknowledgement together', async () => {
    const outbox = await outboxAt(1_000_000, []);
    await outbox.enqueue(record('MSG-1', 'contact'), record('MSG-1-ack', 'acknowledgement'));
    expect(readdirSync(outbox.pendingDir).filter((n) => n.endsWith('.json'))).toHaveLength(2);
  });

  it('keeps the message, logs the lost acknowledgement and resolves when only the acknowledgement cannot be stored', async () => {
    const warnings: object[] = [];
    const now = 1_000_000;
    const outbox = await outboxAt(now, warnings);
    // The acknowledgement's name is the second of this millisecond; a non-empty folder holds it.
    const taken = path.join(outbox.pendingDir, `${now.toString(36).padStart(9, '0')}01-MSG-2-ack.json`);
    mkdirSync(taken);
    writeFileSync(path.join(taken, 'x'), '');
    await outbox.enqueue(record('MSG-2', 'contact'), record('MSG-2-ack', 'acknowledgement'));
    const stored = readdirSync(outbox.pendingDir).filter((n) => n.endsWith('.json') && n !== path.basename(taken));
    expect(stored).toEqual([`${now.toString(36).padStart(9, '0')}00-MSG-2.json`]);
    expect(warnings).toContainEqual(expect.objectContaining({ id: 'MSG-2', lost: ['MSG-2-ack'] }));
  });
});
