// Where a CV waits for delivery, and what a visitor hears when it cannot be
// stored: in the store, whose file and staging folder are the site's user's
// only, and a disk that refuses writes is "try again later" (503), never
// "your form could not be read" (400).
import fs, { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testApp } from '../support/test-app';
import { sha256, smallPdf } from '../../scripts/fixtures/files';
import { cvOf } from '../support/outbox-rows';
import { SQLITE_FILE } from '../../server/store/sqlite';
import { applicantFor, openJobsToday, postApplication } from '../support/posts';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';

const applicant = applicantFor(openJobsToday()[0]!.id);

function apply(ctx: Awaited<ReturnType<typeof testApp>>, query = '') {
  return postApplication(ctx, applicant, { bytes: smallPdf(), name: 'cv.pdf' }, { url: `/api/apply${query}` });
}

const mode = (p: string) => statSync(p).mode & 0o777;

describe('a CV waiting for delivery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is in the store (a 0600 file) with its exact bytes, and no file of its own is left', async () => {
    const ctx = await testApp({ deliver: false });
    try {
      const res = await apply(ctx);
      expect(res.status).toBe(201);
      expect(sha256((await cvOf(ctx.outbox, res.body.id))!)).toBe(sha256(smallPdf()));
      expect(mode(path.join(ctx.dataDir, SQLITE_FILE))).toBe(0o600);
      expect(mode(ctx.outbox.tmpDir)).toBe(0o700);
      expect(readdirSync(ctx.outbox.tmpDir)).toEqual([]);
      expect(readdirSync(path.join(ctx.dataDir, 'outbox'))).toEqual(['tmp']);
    } finally {
      await ctx.close();
    }
  });
});

describe('a CV upload to storage that refuses writes', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The disk answers every new file as a read-only mount does (the tests run as root, whom chmod does not stop). */
  function readOnlyDisk() {
    const realCreate = fs.createWriteStream;
    return vi.spyOn(fs, 'createWriteStream').mockImplementation(((file: fs.PathLike, options?: unknown) => {
      if (!String(file).includes(`${path.sep}outbox${path.sep}`)) return realCreate(file, options as never);
      const stream = new PassThrough();
      process.nextTick(() =>
        stream.destroy(
          Object.assign(new Error(`EROFS: read-only file system, open '${String(file)}'`), {
            code: 'EROFS',
            errno: -30,
            syscall: 'open',
          }),
        ),
      );
      return stream as unknown as fs.WriteStream;
    }) as typeof fs.createWriteStream);
  }

  it('answers 503 "try again later" with Retry-After, not 400, and keeps nothing', async () => {
    const ctx = await testApp({ deliver: false });
    try {
      const disk = readOnlyDisk();
      const res = await apply(ctx);
      expect(disk).toHaveBeenCalled();
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body.error).toBe(enForms.messages.forms.unavailable);
      expect((await ctx.outbox.counts()).pending).toBe(0);
      expect(readdirSync(ctx.outbox.tmpDir)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('says so in French for a French post', async () => {
    const ctx = await testApp({ deliver: false });
    try {
      readOnlyDisk();
      const res = await apply(ctx, '?lang=fr');
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(frForms.messages.forms.unavailable);
    } finally {
      await ctx.close();
    }
  });
});
