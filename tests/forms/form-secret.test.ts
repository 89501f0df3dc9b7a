// The form-signing key: written whole or not at all, never accepted empty
// or short, from the file or from FORM_SECRET.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formSecret, FormSecretError, MIN_KEY_BYTES, timeTrap } from '../../server/forms/time-trap';
import { loadConfig } from '../../server/config';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'form-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A disk that takes the file's name but none of its bytes, as a full one does. */
const fullDisk = (file: string) => {
  writeFileSync(file, '');
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
};

describe('formSecret', () => {
  it('makes a key of 32 random bytes once, mode 0600, and reads the same one after a restart', () => {
    const dir = scratch();
    const key = formSecret(undefined, dir);
    expect(key.length).toBe(MIN_KEY_BYTES);
    expect(statSync(path.join(dir, 'form-secret')).mode & 0o777).toBe(0o600);
    expect(formSecret(undefined, dir).equals(key)).toBe(true);
    expect(readdirSync(dir)).toEqual(['form-secret']); // no temporary file left
  });

  it('leaves no file at all when the disk is full, and says which file and why in one line', () => {
    const dir = scratch();
    let error: unknown;
    try {
      formSecret(undefined, dir, { writeNew: fullDisk });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(FormSecretError);
    const message = (error as Error).message;
    expect(message).toContain(path.join(dir, 'form-secret'));
    expect(message).toContain('ENOSPC');
    expect(message).toContain('FORM_SECRET');
    expect(message).not.toContain('\n');
    expect(readdirSync(dir)).toEqual([]);
    // The next start, with space again, makes a good key.
    expect(formSecret(undefined, dir).length).toBe(MIN_KEY_BYTES);
  });

  it('refuses an empty, short or garbled key file, naming it and what is expected', () => {
    for (const content of ['', '\n', 'c2hvcnQ', 'not base64url at all, though long enough to pass a length check!!']) {
      const dir = scratch();
      writeFileSync(path.join(dir, 'form-secret'), content);
      expect(() => formSecret(undefined, dir), JSON.stringify(content)).toThrow(FormSecretError);
      expect(() => formSecret(undefined, dir)).toThrow(
        new RegExp(`^${path.join(dir, 'form-secret')} holds no usable form-signing key .*at least 32 random bytes`),
      );
      // Left as it was: the operator decides.
      expect(readFileSync(path.join(dir, 'form-secret'), 'utf8')).toBe(content);
    }
  });

  it('refuses a FORM_SECRET that is short or blank, and takes a long one as it is', () => {
    expect(() => formSecret('short', scratch())).toThrow(/^FORM_SECRET is 5 characters; at least 32 are expected/);
    expect(() => formSecret(' '.repeat(40), scratch())).toThrow(/^FORM_SECRET is 0 characters/);
    const long = 'k'.repeat(40);
    const dir = scratch();
    expect(formSecret(long, dir).toString()).toBe(long);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is refused by the configuration too, naming FORM_SECRET', () => {
    expect(() => loadConfig({ FORM_SECRET: 'x'.repeat(10) })).toThrow(/FORM_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ FORM_SECRET: ' '.repeat(32) })).toThrow(
      /FORM_SECRET: must be at least 32 characters, not blanks/,
    );
  });

  it('never lets a cookie signed with an empty key pass the time trap', () => {
    const dir = scratch();
    const key = formSecret(undefined, dir);
    const now = 1_800_000_000_000;
    const forger = timeTrap({ secret: Buffer.alloc(0), minFillMs: 0, secure: false, now: () => now - 60_000 });
    const site = timeTrap({ secret: key, minFillMs: 0, secure: false, now: () => now });
    const headers: Record<string, string> = {};
    forger.onPageView(
      { method: 'GET', headers: { accept: 'text/html' } } as never,
      { appendHeader: (_: string, v: string) => (headers.cookie = v.split(';')[0]!) } as never,
    );
    expect(headers.cookie).toMatch(/^ft=\d+\./);
    expect(site.check({ headers: { cookie: headers.cookie } } as never)).toBe('forged');
  });
});
