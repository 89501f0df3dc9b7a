import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_UA, appDeliveringTo, follow, testApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { pdfOfSize, pngBytes, sha256, smallPdf } from '../../scripts/fixtures/files';
import { openJobsToday, postApplication, postForm, postJson, postRaw, type Cv } from '../support/posts';
import { en as enCore } from '../../shared/i18n/en';
import enForms from '../../shared/i18n/pages/en/forms';
import { MAX_RESUME_BYTES } from '../../shared/schemas/limits';
import { withForms } from '../../shared/i18n/form-words';
import { stored } from '../support/outbox-rows';
import { asciiWords } from '../../server/outbox/mail-format';

// The core dictionary with the contact and application forms' strings, as those pages and the server read them.
const en = withForms(enCore, enForms);

const { messages } = en;

const sink = await new SmtpSink().start();
const { app, pending } = appDeliveringTo(sink);

const json = (url: string, body: unknown) => postJson(app(), url, body as object);
const browser = (url: string) => postForm(app(), url);
const contact = {
  name: 'Amina Fon',
  email: 'amina@example.org',
  phone: '+237 650 11 22 33',
  company: 'Fon Logistics',
  service: 'Chatbot Solutions',
  message: 'We need a chatbot for mobile money questions.',
};
const job = openJobsToday()[0]!;

const apply = (fields: Record<string, string>, cv?: Cv) => postApplication(app(), fields, cv);
const applicant = {
  jobId: job.id,
  name: 'Hélène Ekane',
  email: 'helene@example.org',
  phone: '+237 677 00 11 22',
  linkedIn: 'https://www.linkedin.com/in/example',
  coverLetter: 'I have shipped ML systems for five years.',
};

describe('POST /api/contact', () => {
  it('delivers the message to the support mailbox with Reply-To the sender', async () => {
    const res = await json('/api/contact', contact);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.stringMatching(/^MSG-[A-Z0-9]{8}$/) });
    await sink.waitFor(1);
    const mail = sink.mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(app().config.MAIL_TO_SUPPORT);
    expect(mail.subject).toBe('New Contact Form Submission from Amina Fon');
    expect(mail.replyTo?.text).toBe('amina@example.org');
    // The phone as the team dials it (E.164), whatever way it was typed.
    for (const v of [contact.email, '+237650112233', contact.company, contact.service, contact.message, res.body.id]) {
      expect(mail.text).toContain(v);
    }
    // The date in words, in Buea's time zone: "Received: Monday, March 2, 2026 at 11:00 (Buea time)".
    expect(mail.text).toMatch(/Received: [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d\d:\d\d \(Buea time\)/);
    expect(mail.text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    expect(mail.html).toContain('<a href="mailto:amina@example.org">amina@example.org</a>');
    expect(mail.html).toContain('<a href="tel:+237650112233">+237650112233</a>');
    expect(mail.html).toContain('mobile money');
  });

  // Service is required: the form always sends the selected option.
  it('refuses a post without a service, naming the field', async () => {
    const { service: _omit, ...rest } = contact;
    const res = await json('/api/contact', rest);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.service).toEqual([messages.forms.invalidService]);
    expect(await pending()).toBe(0);
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
    expect(await pending()).toBe(0);
  });

  it('answers 413 to an oversized body and 415 to a wrong content type', async () => {
    const big = await json('/api/contact', { ...contact, message: 'x'.repeat(64 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/too large/);
    const plain = await postRaw(app().app, '/api/contact', 'text/plain', 'hello');
    expect(plain.status).toBe(415);
    const broken = await postRaw(app().app, '/api/contact', 'application/json', '{"name":');
    expect(broken.status).toBe(400);
  });

  it('redirects a browser post without JavaScript to the confirmation (303)', async () => {
    const res = await browser('/api/contact').send(contact);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/contact\?sent=1&ref=MSG-[A-Z0-9]{8}#contact-sent$/);
    await sink.waitFor(1);
    expect(sink.mails[0]!.subject).toBe('New Contact Form Submission from Amina Fon');
    expect(sink.mails[0]!.replyTo?.text).toBe('amina@example.org');
    // The confirmation page names the reference the team's mail carries.
    const ref = new URL(String(res.headers.location), 'http://x').searchParams.get('ref')!;
    expect(sink.mails[0]!.text).toContain(ref);
    const page = await follow(app().app, res);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`id="contact-sent"[^>]*role="status"[\\s\\S]*${ref}`));
  });

  // The errors come back at an address the visitor can reload (POST-redirect-GET).
  it('sends a browser back to /contact with the errors and the values kept, at an address it can reload', async () => {
    const res = await browser('/api/contact').send({ ...contact, email: 'nope' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/contact\?form=[\w-]+#contact-form$/);
    const page = () => follow(app().app, res);
    for (const shown of [await page(), await page()]) {
      expect(shown.status).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(shown.text).toContain(messages.forms.invalidEmail);
      expect(shown.text).toContain('We need a chatbot for mobile money questions.');
      expect(shown.text).toContain('"form":"contact"');
    }
    // Another visitor's /contact never carries these values (the page with a state is not cached).
    const plain = await request(app().app).get('/contact').set('Accept', 'text/html').set('User-Agent', BROWSER_UA);
    expect(plain.text).not.toContain('mobile money');
    // An unknown or expired key is a parameter the page does not read: sent to the plain page.
    const unknown = await request(app().app)
      .get('/contact?form=not-a-key')
      .set('Accept', 'text/html')
      .set('User-Agent', BROWSER_UA);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/contact');
    expect(unknown.text).not.toContain('mobile money');
  });

  it('quarantines a post that fills the honeypot under the reference its success answer gives, and mails nothing', async () => {
    const res = await json('/api/contact', { ...contact, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await pending()).toBe(0);
    const held = (await stored(app().outbox, 'quarantined')).find((m) => m.id === res.body.id)!;
    expect(held.mail.subject).toBe(`New Contact Form Submission from ${contact.name}`);
    expect(held.hold_reason).toBe('honeypot');
    expect(JSON.parse(held.facts!)).toMatchObject({ reason: 'honeypot', form: 'contact' });
    expect(sink.mails).toHaveLength(0);
  });
});

describe('spam timing and rate limits', () => {
  it('quarantines posts without, with a forged or with a too fresh time-trap cookie, and delivers the one that waited', async () => {
    let clock = Date.parse('2026-03-02T10:00:00Z');
    const strict = await testApp({ env: sink.env(), limits: { FORM_MIN_FILL_MS: 2500 }, now: () => new Date(clock) });
    const post = (cookie: string | undefined, name: string) => {
      const req = request(strict.app).post('/api/contact').set('Accept', 'application/json');
      if (cookie) req.set('Cookie', cookie);
      return req.send({ ...contact, name, startedAt: '0' });
    };
    const [t, mac] = strict.cookie.slice(3).split('.');
    expect(strict.cookie).toMatch(/^ft=\d+\.[\w-]+$/);
    const answers = [
      await post(undefined, 'No Cookie'),
      await post(`ft=${Number(t) - 60_000}.${mac}`, 'Forged Time'),
      await post('ft=0.x', 'Junk'),
      await post(strict.cookie, 'Too Fast'),
    ];
    for (const a of answers) expect(a.status).toBe(201); // the same answer as a real post
    // Each kept, under the reference its answer gave, with the trap's reason.
    const held = await stored(strict.outbox, 'quarantined');
    const reasons = answers.map((a) => held.find((m) => m.id === a.body.id)!.hold_reason);
    expect(reasons).toEqual(['missing', 'forged', 'forged', 'too fast']);
    clock += 3_000;
    expect((await post(strict.cookie, 'Patient Person')).status).toBe(201);
    // The accepted post makes two mails (the team's message and the sender's acknowledgement); the quarantined ones none.
    await sink.waitFor(2);
    await new Promise((r) => setTimeout(r, 150));
    expect(sink.mails.map((m) => m.subject)).toEqual([
      'New Contact Form Submission from Patient Person',
      expect.stringMatching(/^We received your message \(MSG-/),
    ]);
    await strict.close();
  });

  it('sets the cookie HttpOnly and SameSite=Lax on pages, cached ones included, and keeps the signing key across restarts', async () => {
    const first = await testApp({ limits: { FORM_MIN_FILL_MS: 0 } });
    for (let i = 0; i < 2; i++) {
      const res = await request(first.app).get('/about').set('Accept', 'text/html').set('User-Agent', BROWSER_UA);
      expect(res.headers['set-cookie']?.[0]).toMatch(
        /^ft=\d+\.[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
      );
    }
    await first.close(false);
    const second = await testApp({ dataDir: first.dataDir });
    // The first run's cookie, to the restarted app.
    const res = await postJson({ app: second.app, cookie: first.cookie }, '/api/newsletter', {
      email: 'restart@example.org',
    });
    expect(res.status).toBe(201);
    // Answered first, written just after.
    await expect
      .poll(async () => (await second.subscribers.list()).map((s) => s.email))
      .toContain('restart@example.org');
    await second.close(true);
  });

  it('answers 429 past the per-IP limit: RATE_LIMIT_MAX without the form cookie, six times it with one', async () => {
    const limited = await testApp({ limits: { RATE_LIMIT_MAX: 2 } });
    const statuses = async (cookie: string, count: number) => {
      const out = [];
      for (let i = 0; i < count; i++) {
        out.push(
          (
            await request(limited.app)
              .post('/api/newsletter')
              .set('Accept', 'application/json')
              .set('Cookie', cookie)
              .send({ email: `a${i}@example.org` })
          ).status,
        );
      }
      return out;
    };
    expect(await statuses('', 3)).toEqual([201, 201, 429]);
    expect(await statuses(limited.cookie, 13)).toEqual([...Array<number>(12).fill(201), 429]);
    await limited.close();
  });
});

describe('POST /api/newsletter', () => {
  it('mails the address a confirmation link (the support address hears of it once confirmed)', async () => {
    const res = await json('/api/newsletter', { email: 'reader@example.org' });
    expect(res.status).toBe(201);
    await sink.waitFor(1);
    expect(sink.mails[0]!.subject).toBe('Please confirm your newsletter subscription');
    expect(sink.mails[0]!.to && 'text' in sink.mails[0]!.to ? sink.mails[0]!.to.text : '').toBe('reader@example.org');
    expect(sink.mails[0]!.text).toMatch(/https:\/\/www\.example\.com\/newsletter\/confirm\?token=c\./);
  });

  it('accepts a repeated address without an error or a second mail', async () => {
    await json('/api/newsletter', { email: 'again@example.org' });
    await sink.waitFor(1);
    const second = await json('/api/newsletter', { email: 'Again@Example.org' });
    // The same answer for a known address as for a new one.
    expect(second.status).toBe(201);
    expect(Object.keys(second.body).sort()).toEqual(['id', 'ok']);
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
    expect(res.headers.location).toBe('/blog?tag=Ethics&subscribed=1#newsletter');
    const evil = await browser('/api/newsletter').send({ email: 'x@example.org', returnTo: '//evil.example/' });
    expect(evil.headers.location).toBe('/?subscribed=1#newsletter');
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
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(app().config.MAIL_TO_RECRUITING);
    expect(mail.subject).toBe(`Application: ${job.title} - Hélène Ekane`);
    expect(mail.replyTo?.text).toBe('helene@example.org');
    expect(mail.text).toContain(res.body.id);
    expect(mail.attachments).toHaveLength(1);
    const [att] = mail.attachments;
    // Always a name built here: the person, the job and the reference in ASCII; the visitor's file name is in the body.
    expect(att!.filename).toBe(`Helene-Ekane_${asciiWords(job.title, 40)}_${res.body.id}.pdf`);
    expect(mail.text).toContain('CV_Hélène.pdf');
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
    const two = request(app().app).post('/api/apply').set('Accept', 'application/json').set('Cookie', app().cookie);
    for (const [k, v] of Object.entries(applicant)) two.field(k, v);
    two.attach('resume', smallPdf(), 'a.pdf').attach('resume', smallPdf(), 'b.pdf');
    expect((await two).status).toBe(400);
    const none = await apply(applicant);
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors.resume).toEqual([messages.forms.resumeRequired]);
  });

  it('names each bad field: unknown job, bad URL, missing phone and cover letter', async () => {
    const res = await apply(
      { ...applicant, jobId: 'astronaut', linkedIn: 'javascript:alert(1)', phone: '', coverLetter: '' },
      { bytes: smallPdf(), name: 'cv.pdf' },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['coverLetter', 'jobId', 'linkedIn', 'phone']);
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
    expect(await pending()).toBe(0);
    expect(readdirSync(path.join(app().dataDir, 'outbox', 'tmp'))).toEqual([]);
  });

  it('redirects a browser to the confirmation with the reference', async () => {
    const res = await postApplication(app(), applicant, { bytes: smallPdf(), name: 'cv.pdf' }, { accept: 'text/html' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/careers\?applied=APP-[A-Z0-9]{8}#application-confirmation$/);
  });
});
