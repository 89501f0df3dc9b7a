import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { testApp } from './test-app';
import { SmtpSink } from './smtp-sink';
import { pdfOfSize, pngBytes, sha256, smallPdf } from '../fixtures/files';
import { jobs } from '../../shared/content/jobs';
import { messages } from '../../shared/messages';
import { MAX_RESUME_BYTES } from '../../shared/schemas/limits';

const sink = await new SmtpSink().start();
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ env: sink.env() });
});
const pendingFiles = () => readdirSync(path.join(ctx.dataDir, 'outbox', 'pending'));
afterAll(async () => {
  await ctx.close();
  await sink.stop();
});
// Each test starts with an empty outbox and an empty mailbox.
afterEach(async () => {
  const deadline = Date.now() + 20_000;
  while (pendingFiles().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  sink.mails.length = 0;
});

const json = (url: string, body: unknown) => request(ctx.app).post(url).set('Accept', 'application/json').send(body as object);
const browser = (url: string) => request(ctx.app).post(url).set('Accept', 'text/html,application/xhtml+xml').type('form');
const contact = { name: 'Amina Fon', email: 'amina@example.org', phone: '+237 650 11 22 33', company: 'Fon Logistics', service: 'Chatbot Solutions', message: 'We need a chatbot for mobile money questions.' };
const job = jobs[0]!;

function apply(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) {
  const req = request(ctx.app).post('/api/apply').set('Accept', 'application/json');
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (file) req.attach('resume', file.bytes, { filename: file.name, contentType: file.type ?? 'application/pdf' });
  return req;
}
const applicant = { jobId: job.id, name: 'Hélène Ekane', email: 'helene@example.org', phone: '+237 677 00 11 22', linkedIn: 'https://www.linkedin.com/in/example', coverLetter: 'I have shipped ML systems for five years.' };


describe('POST /api/contact', () => {
  it('delivers the message to the support mailbox with Reply-To the sender', async () => {
    const res = await json('/api/contact', contact);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.stringMatching(/^MSG-[A-Z0-9]{8}$/) });
    await sink.waitFor(1);
    const mail = sink.mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(ctx.config.MAIL_TO_SUPPORT);
    expect(mail.subject).toBe('New Contact Form Submission from Amina Fon');
    expect(mail.replyTo?.text).toBe('amina@example.org');
    for (const v of [contact.email, contact.phone, contact.company, contact.service, contact.message, res.body.id]) {
      expect(mail.text).toContain(v);
    }
    expect(mail.text).toMatch(/Timestamp: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/);
    expect(mail.html).toContain('mobile money');
  });

  it('uses AI Agent Development when no service is chosen', async () => {
    const { service: _omit, ...rest } = contact;
    expect((await json('/api/contact', rest)).status).toBe(201);
    await sink.waitFor(1);
    expect(sink.mails[0]!.text).toContain('Service: AI Agent Development');
  });

  it('escapes every value in the HTML body', async () => {
    await json('/api/contact', { ...contact, message: '<script>alert("x")</script> & <b>bold</b>' });
    await sink.waitFor(1);
    expect(sink.mails[0]!.html).not.toContain('<script>');
    expect(sink.mails[0]!.html).toContain('&lt;script&gt;');
  });

  it('answers 400 naming each missing or malformed field', async () => {
    const res = await json('/api/contact', { name: ' ', email: 'not-an-email', service: 'Astrology' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.forms.fixErrors);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['email', 'message', 'name', 'service']);
    expect(res.body.fieldErrors.email).toEqual([messages.forms.invalidEmail]);
  });

  it('refuses CR/LF in a value that reaches a mail header', async () => {
    const res = await json('/api/contact', { ...contact, name: 'Eve\r\nBcc: victim@example.org' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.name).toBeDefined();
    expect(pendingFiles()).toEqual([]);
  });

  it('answers 413 to an oversized body and 415 to a wrong content type', async () => {
    const big = await json('/api/contact', { ...contact, message: 'x'.repeat(64 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/too large/);
    const plain = await request(ctx.app).post('/api/contact').set('Accept', 'application/json').set('Content-Type', 'text/plain').send('hello');
    expect(plain.status).toBe(415);
    const broken = await request(ctx.app).post('/api/contact').set('Accept', 'application/json').set('Content-Type', 'application/json').send('{"name":');
    expect(broken.status).toBe(400);
  });

  it('redirects a browser post without JavaScript to the confirmation (303)', async () => {
    const res = await browser('/api/contact').send(contact);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    await sink.waitFor(1);
  });

  it('re-renders the contact page with the errors and the values kept for a browser', async () => {
    const res = await browser('/api/contact').send({ ...contact, email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(messages.forms.invalidEmail);
    expect(res.text).toContain('We need a chatbot for mobile money questions.');
    expect(res.text).toContain('"form":"contact"');
  });

  it('drops a post that fills the honeypot, with the same success answer', async () => {
    const res = await json('/api/contact', { ...contact, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 150));
    expect(sink.mails).toHaveLength(0);
    expect(pendingFiles()).toEqual([]);
  });
});

describe('spam timing and rate limits', () => {
  it('drops a form submitted faster than a person can fill it', async () => {
    const strict = await testApp({ env: { ...sink.env(), FORM_MIN_FILL_MS: '2500' } });
    const res = await request(strict.app).post('/api/contact').set('Accept', 'application/json').send({ ...contact, startedAt: String(Date.now() - 100) });
    expect(res.status).toBe(201);
    const ok = await request(strict.app).post('/api/contact').set('Accept', 'application/json').send({ ...contact, startedAt: String(Date.now() - 10_000) });
    expect(ok.status).toBe(201);
    await sink.waitFor(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(sink.mails).toHaveLength(1);
    await strict.close();
  });

  it('answers 429 past the per-IP limit', async () => {
    const limited = await testApp({ env: { RATE_LIMIT_MAX: '2' } });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await request(limited.app).post('/api/newsletter').set('Accept', 'application/json').send({ email: `a${i}@example.org` })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    await limited.close();
  });
});

describe('POST /api/newsletter', () => {
  it('sends a subscription message to the support address', async () => {
    const res = await json('/api/newsletter', { email: 'reader@example.org' });
    expect(res.status).toBe(201);
    await sink.waitFor(1);
    expect(sink.mails[0]!.subject).toBe('New Newsletter Subscription');
    expect(sink.mails[0]!.text).toContain('reader@example.org');
  });

  it('accepts a repeated address without an error or a second mail', async () => {
    await json('/api/newsletter', { email: 'again@example.org' });
    await sink.waitFor(1);
    const second = await json('/api/newsletter', { email: 'Again@Example.org' });
    expect(second.status).toBe(200);
    expect(second.body.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 150));
    expect(sink.mails).toHaveLength(1);
  });

  it("rejects an address without '@' and '.' with the spec's message", async () => {
    for (const email of ['', 'no-at-sign.org', 'no-dot@example']) {
      const res = await json('/api/newsletter', { email });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.email).toEqual([messages.newsletter.invalidEmail]);
    }
  });

  it('sends a browser without JavaScript back where it came from', async () => {
    const res = await browser('/api/newsletter').send({ email: 'nojs@example.org', returnTo: '/blog?tag=Ethics' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/blog?tag=Ethics&subscribed=1');
    const evil = await browser('/api/newsletter').send({ email: 'x@example.org', returnTo: '//evil.example/' });
    expect(evil.headers.location).toBe('/?subscribed=1');
  });
});

describe('POST /api/apply', () => {
  it('delivers the application to recruiting with the CV attached, byte for byte', async () => {
    const cv = smallPdf();
    const res = await apply(applicant, { bytes: cv, name: 'CV_Hélène.pdf' });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^APP-[A-Z0-9]{8}$/);
    await sink.waitFor(1);
    const mail = sink.mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(ctx.config.MAIL_TO_RECRUITING);
    expect(mail.subject).toBe(`Application: ${job.title} - Hélène Ekane`);
    expect(mail.replyTo?.text).toBe('helene@example.org');
    expect(mail.text).toContain(res.body.id);
    expect(mail.attachments).toHaveLength(1);
    const [att] = mail.attachments;
    expect(att!.filename).toBe('CV_Hélène.pdf');
    expect(att!.contentType).toBe('application/pdf');
    expect(sha256(att!.content)).toBe(sha256(cv));
  });

  it('accepts a PDF of exactly 5 MB', async () => {
    const res = await apply(applicant, { bytes: pdfOfSize(MAX_RESUME_BYTES), name: 'big.pdf' });
    expect(res.status).toBe(201);
    await sink.waitFor(1, 20_000);
    expect(sink.mails[0]!.attachments[0]!.size).toBe(MAX_RESUME_BYTES);
  });

  it('rejects a .pdf whose bytes are not a PDF with 415', async () => {
    const res = await apply(applicant, { bytes: pngBytes(), name: 'cv.pdf', type: 'application/pdf' });
    expect(res.status).toBe(415);
    expect(res.body.fieldErrors.resume).toEqual([messages.forms.resumeNotPdf]);
  });

  it('rejects a file of 5 MB + 1 byte with 413', async () => {
    const res = await apply(applicant, { bytes: pdfOfSize(MAX_RESUME_BYTES + 1), name: 'huge.pdf' });
    expect(res.status).toBe(413);
    expect(res.body.fieldErrors.resume).toEqual([messages.forms.resumeTooLarge]);
  });

  it('rejects two files and a missing file with 400', async () => {
    const two = request(ctx.app).post('/api/apply').set('Accept', 'application/json');
    for (const [k, v] of Object.entries(applicant)) two.field(k, v);
    two.attach('resume', smallPdf(), 'a.pdf').attach('resume', smallPdf(), 'b.pdf');
    expect((await two).status).toBe(400);
    const none = await apply(applicant);
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors.resume).toEqual([messages.forms.resumeRequired]);
  });

  it('names each bad field: unknown job, bad URL, missing phone and cover letter', async () => {
    const res = await apply({ ...applicant, jobId: 'astronaut', linkedIn: 'linkedin.com/in/x', phone: '', coverLetter: '' }, { bytes: smallPdf(), name: 'cv.pdf' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['coverLetter', 'linkedIn', 'phone']);
    const unknown = await apply({ ...applicant, jobId: 'astronaut' }, { bytes: smallPdf(), name: 'cv.pdf' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.jobId).toEqual([messages.forms.unknownJob]);
  });

  it('answers 415 to a post that is not multipart', async () => {
    expect((await json('/api/apply', applicant)).status).toBe(415);
  });

  it('leaves nothing in the outbox on any rejected upload', async () => {
    await apply(applicant, { bytes: pngBytes(), name: 'cv.pdf' });
    await apply(applicant, { bytes: pdfOfSize(MAX_RESUME_BYTES + 1), name: 'cv.pdf' });
    expect(pendingFiles()).toEqual([]);
    expect(readdirSync(path.join(ctx.dataDir, 'outbox', 'tmp'))).toEqual([]);
  });

  it('redirects a browser to the confirmation with the reference', async () => {
    const req = request(ctx.app).post('/api/apply').set('Accept', 'text/html');
    for (const [k, v] of Object.entries(applicant)) req.field(k, v);
    const res = await req.attach('resume', smallPdf(), 'cv.pdf');
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/careers\?applied=APP-[A-Z0-9]{8}$/);
  });
});
