// A CV is checked as a PDF by its structure (parsed by pdf-lib in a worker
// thread), not by its first bytes: what is not a PDF is refused 415, a PDF
// with active content (JavaScript, a launch action, an embedded file) 422
// with a sentence in the visitor's language asking for a plain export, and
// nothing of a refused file stays on disk.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, testApp } from '../support/test-app';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildPdf, costlyPdfs, hostilePdfs, onePage, plainPdf, plainUpdatedPdf } from '../../scripts/fixtures/pdfs';
import { pdfOfSize, sha256, smallPdf } from '../../scripts/fixtures/files';
import { applicantFor, openJobsToday, postApplication } from '../support/posts';
import { cvOf } from '../support/outbox-rows';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';
import { pdfChecker } from '../../server/forms/apply/pdf-check';
import { MAX_RESUME_BYTES } from '../../shared/schemas/limits';
import { tmpdir } from 'node:os';

const applicant = applicantFor(openJobsToday()[0]!.id);

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ deliver: false });
});
afterAll(async () => {
  await ctx.close();
});

const apply = (bytes: Buffer, options: { lang?: 'fr'; accept?: string } = {}) =>
  postApplication(
    ctx,
    applicant,
    { bytes, name: 'cv.pdf' },
    { url: `/api/apply${options.lang ? `?lang=${options.lang}` : ''}`, accept: options.accept },
  );

/** A refused CV leaves nothing behind: no mail waiting, no partial file. */
async function expectRefused(bytes: Buffer, status: number, fieldErrors: Record<string, string[]>) {
  const pending = (await ctx.outbox.counts()).pending;
  const res = await apply(bytes);
  expect(res.status).toBe(status);
  expect(res.body.fieldErrors).toEqual(fieldErrors);
  expect((await ctx.outbox.counts()).pending).toBe(pending);
  expect(readdirSync(ctx.outbox.tmpDir)).toEqual([]);
}

describe('POST /api/apply checks the CV as a PDF', () => {
  it('accepts a plain PDF and stores its exact bytes', async () => {
    // pdf-lib's own output holds object streams and a cross-reference stream, as many exports do.
    const doc = await PDFDocument.create();
    doc
      .addPage()
      .drawText('Paul Ebai, Node/JavaScript developer', { font: await doc.embedFont(StandardFonts.Helvetica) });
    const saved = Buffer.from(await doc.save());
    for (const pdf of [plainPdf(), smallPdf(), pdfOfSize(MAX_RESUME_BYTES), plainUpdatedPdf(), saved]) {
      const res = await apply(pdf);
      expect(res.status, res.text).toBe(201);
      expect(sha256((await cvOf(ctx.outbox, res.body.id))!)).toBe(sha256(pdf));
    }
  });

  it.each([
    ['the header alone', Buffer.from('%PDF-', 'latin1')],
    [
      'a PDF header before HTML',
      Buffer.from('%PDF-<html><body><script>alert(document.cookie)</script></body></html>', 'latin1'),
    ],
    ['a catalog without pages', buildPdf(['<</Type/Catalog>>'])],
  ])('refuses %s as not a PDF (415, naming the field)', async (_name, bytes) => {
    await expectRefused(bytes, 415, { resume: [enForms.messages.forms.resumeNotPdf] });
  });

  const hostile = Object.entries(hostilePdfs()).filter(
    ([name]) => !['the header alone', 'a PDF header before HTML'].includes(name),
  );
  it.each(hostile)('refuses a PDF with %s (422), asking for a plain export', async (_name, bytes) => {
    await expectRefused(bytes, 422, { resume: [enForms.messages.forms.resumeActiveContent] });
  });

  it('says so in French for a French post', async () => {
    const res = await apply(hostilePdfs()['a JavaScript /OpenAction and a /Launch of cmd.exe']!, { lang: 'fr' });
    expect(res.status).toBe(422);
    expect(res.body.fieldErrors.resume).toEqual([frForms.messages.forms.resumeActiveContent]);
    expect(frForms.messages.forms.resumeActiveContent).not.toBe(enForms.messages.forms.resumeActiveContent);
  });

  it('shows a browser without JavaScript the form again with the sentence', async () => {
    const res = await apply(hostilePdfs()['an embedded file']!, { accept: 'text/html' });
    expect(res.status).toBe(303);
    // The saved form is shown to the browser that holds its cookie.
    const page = await follow(ctx.app, res);
    expect(page.text).toContain('Your CV contains active content');
  });

  it('refuses an encrypted PDF, asking for one without a password', async () => {
    const encrypted = buildPdf([
      ...onePage(),
      '<</Filter/Standard/V 1/R 2/O(0123456789abcdef0123456789abcdef)/U(0123456789abcdef0123456789abcdef)/P -4>>',
    ]);
    // The trailer names the encryption dictionary, as an encrypted file's does.
    const bytes = Buffer.from(
      encrypted.toString('latin1').replace('/Root 1 0 R>>', '/Root 1 0 R/Encrypt 4 0 R>>'),
      'latin1',
    );
    await expectRefused(bytes, 422, { resume: [enForms.messages.forms.resumeProtected] });
  });
});

describe('the CV check has bounded cost', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cv-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a stream that inflates far past any CV, without inflating it all', async () => {
    const checker = pdfChecker({ timeoutMs: 30_000, heapMb: 128 });
    try {
      const bomb = Object.values(costlyPdfs({ inflatedMb: 256, count: 1, depth: 1 }))[0];
      const file = path.join(dir, 'bomb.pdf');
      writeFileSync(file, bomb!);
      expect(bomb!.length).toBeLessThan(MAX_RESUME_BYTES);
      const verdict = await checker.check(file);
      expect(verdict).toMatchObject({ verdict: 'tooComplex', reason: expect.stringContaining('inflates past') });
    } finally {
      await checker.close();
    }
  });

  it('stops a check that runs past its time and refuses the file', async () => {
    // 100,000 objects cannot be parsed in 100 ms: the worker is stopped.
    const checker = pdfChecker({ timeoutMs: 100, heapMb: 128 });
    try {
      const many = costlyPdfs({ inflatedMb: 1, count: 100_000, depth: 1 });
      const name = Object.keys(many).find((n) => n.includes('tiny objects'))!;
      const file = path.join(dir, 'many.pdf');
      writeFileSync(file, many[name]!);
      expect(await checker.check(file)).toMatchObject({
        verdict: 'tooComplex',
        reason: expect.stringContaining('not checked within 100 ms'),
      });
    } finally {
      await checker.close();
    }
  });

  it('answers a too-complex CV 422 with its own sentence, and keeps nothing', async () => {
    const slow = await testApp({ deliver: false, limits: { CV_CHECK_TIMEOUT_MS: 100 } });
    try {
      const many = costlyPdfs({ inflatedMb: 1, count: 100_000, depth: 1 });
      const bytes = many[Object.keys(many).find((n) => n.includes('tiny objects'))!]!;
      const req = request(slow.app).post('/api/apply').set('Accept', 'application/json').set('Cookie', slow.cookie);
      for (const [k, v] of Object.entries(applicant)) req.field(k, v);
      const res = await req.attach('resume', bytes, 'cv.pdf');
      expect(res.status).toBe(422);
      expect(res.body.fieldErrors.resume).toEqual([enForms.messages.forms.resumeTooComplex]);
      expect(readdirSync(slow.outbox.tmpDir)).toEqual([]);
      expect((await slow.outbox.counts()).pending).toBe(0);
    } finally {
      await slow.close();
    }
  });
});
