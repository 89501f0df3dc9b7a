// Files that belong together (the newsletter's list and its index) are
// written as one group: all in place or none, and a later file that alone
// fails leaves the first, saying how many are in place.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoredInPartError, writeAtomicAll } from '../../server/outbox/files';

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
