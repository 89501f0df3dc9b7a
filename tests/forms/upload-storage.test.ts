// Where a CV waits for delivery, and what a visitor hears when it cannot be
// stored: the file is readable by the site's user only, and a disk that
// refuses writes is "try again later" (503), never "your form could not be
// read" (400).
import fs, { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testApp } from '../support/test-app';
import { smallPdf } from '../../scripts/fixtures/files';
import { applicantFor, openJobsToday, postApplication } from '../support/posts';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';

const applicant = applicantFor(openJobsToday()[0]!.id);

function apply(ctx: Awaited<ReturnType<typeof testApp>>, query = '') {
  return postApplication(ctx, applicant, { bytes: smallPdf(), name: 'cv.pdf' }, { url: `/api/apply${query}` });
}

const mode = (p: string) => statSync(p).mode & 0o777;

describe('CV files in the outbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are written 0600 in folders of 0700', async () => {
    const ctx = await testApp({ deliver: false });
    try {
      expect((await apply(ctx)).status).toBe(201);
      const cv = readdirSync(ctx.outbox.pendingDir).find((n) => n.endsWith('.att0'))!;
      expect(cv).toBeDefined();
      expect(mode(path.join(ctx.outbox.pendingDir, cv))).toBe(0o600);
      for (const dir of [ctx.outbox.pendingDir, ctx.outbox.failedDir, ctx.outbox.tmpDir]) expect(mode(dir)).toBe(0o700);
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
      expect(readdirSync(ctx.outbox.pendingDir)).toEqual([]);
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
