// Bad inputs and the browser answers of the form pipeline, one test each (bad inputs and the browser
// answers); the delivery rows are in outbox.test.ts.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { appDeliveringTo, follow, testApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { pdfOfSize, sha256, smallPdf } from '../../scripts/fixtures/files';
import { openJobsToday, postApplication, postForm, postJson, type Cv, type Site } from '../support/posts';
import { en as enCore } from '../../shared/i18n/en';
import enForms from '../../shared/i18n/pages/en/forms';
import { MAX_RESUME_BYTES } from '../../shared/schemas/limits';
import { safeReturnPath } from '../../server/newsletter/sign-up';
import { withForms } from '../../shared/i18n/form-words';
import { asciiWords } from '../../server/outbox/mail-format';

// The core dictionary with the contact and application forms' strings, as those pages and the server read them.
const en = withForms(enCore, enForms);

const { messages } = en;

const sink = await new SmtpSink().start();
const { app, pending } = appDeliveringTo(sink);

const json = (url: string, body: object) => postJson(app(), url, body);
const browser = (url: string) => postForm(app(), url, 'text/html');
const contact = { name: 'Amina Fon', email: 'amina@example.org', service: 'Other', message: 'Hello there.' };
const job = openJobsToday()[0]!;
const applicant = {
  jobId: job.id,
  name: 'Paul Ebai',
  email: 'paul@example.org',
  phone: '+237 670 123 456',
  coverLetter: 'Hello',
};
const apply = (fields: Record<string, string>, cv: Cv, accept?: string) =>
  postApplication(app(), fields, cv, { accept });
/** Four applications with a CV of the largest size, each from an address of its own (one address has one upload at a time). */
const fourApplicants = (site: Site) =>
  Promise.all(
    [1, 2, 3, 4].map((i) =>
      postApplication(site, applicant, { bytes: pdfOfSize(MAX_RESUME_BYTES), name: 'cv.pdf' }).set(
        'X-Forwarded-For',
        `198.51.100.${i}`,
      ),
    ),
  );
/** Follow a browser's 303 to the page it lands on, with the cookie its saved form is bound to. */
const land = (res: { headers: Record<string, unknown> }) => follow(app().app, res);

describe('files and fields are what they claim', () => {
  it('names a CV.html or CV.pdf.bat that starts with %PDF- after the person, the job and the reference, with the original name escaped in the body', async () => {
    let text = '';
    for (const [i, name] of ['CV.html', 'CV.pdf.bat', 'fdp.\u202Eexe.pdf'].entries()) {
      sink.mails.length = 0;
      const bytes = smallPdf();
      const res = await apply({ ...applicant, email: `paul${i}@example.org` }, { bytes, name, type: 'text/html' });
      expect(res.status).toBe(201);
      // The application and the applicant's acknowledgement, before the next round starts counting.
      await sink.waitFor(2);
      const mail = sink.mails.find((m) => m.attachments.length > 0)!;
      const [att] = mail.attachments;
      expect(att!.filename).toBe(`Paul-Ebai_${asciiWords(job.title, 40)}_${res.body.id}.pdf`);
      expect(sha256(att!.content)).toBe(sha256(bytes));
      expect(mail.text).not.toContain('\u202E');
      text = mail.text ?? '';
    }
    expect(text).toContain('fdp.\\u{202E}exe.pdf');
  });

  it('refuses U+202E, U+2028, NEL, VT, NUL and a raw encoded word in a name (it reaches the subject)', async () => {
    for (const name of [
      'Eve\u202Eevil',
      'Eve\u2028Bcc',
      'Eve\u0085x',
      'Eve\u000bx',
      'Eve\u0000',
      '=?utf-8?b?QWRtaW4=?=',
    ]) {
      const res = await json('/api/contact', { ...contact, name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.fieldErrors.name).toHaveLength(1);
    }
    const app = await apply({ ...applicant, name: 'Paul\u202E' }, { bytes: smallPdf(), name: 'cv.pdf' });
    expect(app.status).toBe(400);
    expect(await pending()).toBe(0);
  });

  it('refuses newsletter addresses with a NUL or angle brackets', async () => {
    for (const email of ['news\u0000@example.com', '<script>alert(1)</script>@example.com', 'a b@example.com']) {
      const res = await json('/api/newsletter', { email });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.email).toEqual([messages.newsletter.invalidEmail]);
    }
  });

  it('accepts linkedin.com/in/x without https:// and sends the full address', async () => {
    const res = await apply(
      { ...applicant, linkedIn: 'linkedin.com/in/paul-ebai', portfolio: 'www.example.org/paul' },
      { bytes: smallPdf(), name: 'cv.pdf' },
    );
    expect(res.status).toBe(201);
    await sink.waitFor(1);
    expect(sink.mails[0]!.text).toContain('LinkedIn: https://linkedin.com/in/paul-ebai');
    expect(sink.mails[0]!.text).toContain('Portfolio: https://www.example.org/paul');
  });

  it('never redirects a browser to another site, whatever returnTo says', async () => {
    for (const returnTo of [
      '/.//evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/%2F%2Fevil.example',
      '/..//evil.example',
    ]) {
      const res = await browser('/api/newsletter').send({ email: 'x@example.org', returnTo });
      expect(res.status).toBe(303);
      expect(res.headers.location, returnTo).toMatch(/^\/(?!\/)/);
      // The spam path answers the same way.
      const spam = await browser('/api/newsletter').send({ email: 'x@example.org', returnTo, website: 'filled' });
      expect(spam.headers.location).toMatch(/^\/(?!\/)/);
    }
    expect(safeReturnPath('/.//evil.example')).toBe('/');
    expect(safeReturnPath('/blog?tag=AI#x')).toBe('/blog?tag=AI');
  });

  it('refuses a post from another site with 403', async () => {
    const cross = await json('/api/contact', contact).set('Origin', 'https://evil.example');
    expect(cross.status).toBe(403);
    const fetchMeta = await json('/api/contact', contact).set('Sec-Fetch-Site', 'cross-site');
    expect(fetchMeta.status).toBe(403);
    const ours = await json('/api/contact', contact)
      .set('Origin', 'https://www.example.com')
      .set('Sec-Fetch-Site', 'same-origin');
    expect(ours.status).toBe(201);
    // The one accepted post: the team's message and the sender's acknowledgement, nothing for the refused two.
    await sink.waitFor(2);
    await new Promise((r) => setTimeout(r, 150));
    expect(sink.mails).toHaveLength(2);
  });
});

describe('the newsletter list', () => {
  it('records one entry and sends one mail for 8 concurrent sign-ups of one address, with the same answer to all', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        json('/api/newsletter', { email: i % 2 ? 'Same@Example.org' : 'same@example.org' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    await sink.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.mails).toHaveLength(1);
    const list = await app().subscribers.list();
    expect(list.filter((s) => s.email === 'same@example.org')).toHaveLength(1);
  });
});

describe('browser answers without JavaScript, for every status', () => {
  it('400: an invalid footer sign-up comes back to the page it was sent from, at the footer form', async () => {
    const res = await browser('/api/newsletter').send({ email: 'not-an-address', returnTo: '/about' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/about\?form=[\w-]+#newsletter$/);
    const page = await land(res);
    expect(page.text).toContain(messages.newsletter.invalidEmail);
    expect(page.text).toContain('value="not-an-address"');
  });

  it('413: an oversized CV comes back on the job page with the error', async () => {
    const res = await apply(applicant, { bytes: pdfOfSize(MAX_RESUME_BYTES + 1), name: 'cv.pdf' }, 'text/html');
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^/careers\\?apply=${job.id}&form=[\\w-]+#application$`));
    const page = await land(res);
    expect(page.text).toContain(messages.forms.resumeTooLarge);
    expect(page.text).toContain('Paul Ebai');
  });

  it('415: a file that is not a PDF, and a post of the wrong type, come back as pages', async () => {
    const notPdf = await apply(applicant, { bytes: Buffer.from('<html></html>'), name: 'cv.pdf' }, 'text/html');
    expect(notPdf.status).toBe(303);
    expect((await land(notPdf)).text).toContain(messages.forms.resumeNotPdf);
    const wrongType = await request(app().app)
      .post('/api/contact')
      .set('Accept', 'text/html')
      .set('Cookie', app().cookie)
      .set('Content-Type', 'text/plain')
      .send('hi');
    expect(wrongType.status).toBe(303);
    expect((await land(wrongType)).text).toContain('Send the form as');
  });

  it('429: past the limit a browser sees the contact page with the message, a script gets JSON and Retry-After', async () => {
    const limited = await testApp({ limits: { RATE_LIMIT_MAX: 1 } });
    // Without the form cookie, so the tight limit (RATE_LIMIT_MAX) applies.
    const post = (accept: string) =>
      request(limited.app).post('/api/contact').set('Accept', accept).type('form').send(contact);
    expect((await post('text/html')).status).toBe(303);
    const page = await post('text/html');
    expect(page.status).toBe(303);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    const shown = await follow(limited.app, page);
    const words = messages.errors.tooManyPosts(messages.errors.waits.tenMinutes);
    expect(shown.text).toContain(words);
    const script = await post('application/json');
    expect(script.status).toBe(429);
    expect(script.body.error).toBe(words);
    await limited.close();
  });

  it('503: with the disk nearly full, nothing is stored and the answer says to try again later', async () => {
    const full = await testApp({ outbox: { freeBytes: async () => 10 * 1024 * 1024 } });
    const res = await postJson(full, '/api/contact', contact);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    const page = await postApplication(full, applicant, { bytes: smallPdf(), name: 'cv.pdf' }, { accept: 'text/html' });
    expect(page.status).toBe(303);
    expect(await full.outbox.counts()).toEqual({ pending: 0, failed: 0 });
    expect(readdirSync(path.join(full.dataDir, 'outbox', 'tmp'))).toEqual([]);
    await full.close();
  });

  it('waits for an upload slot, then answers 503 with Retry-After; nothing half-written is left', async () => {
    const queued = await testApp({
      env: { ...sink.env(), TRUST_PROXY: '1' },
      limits: { UPLOAD_CONCURRENCY: 1, UPLOAD_WAIT_S: 30 },
    });
    // One slot, a long wait: all four get through, one after the other.
    expect((await fourApplicants(queued)).map((a) => a.status)).toEqual([201, 201, 201, 201]);
    // Four applications, and three acknowledgements: a fourth to the same address in a day is not sent (ACK_PER_ADDRESS_PER_DAY).
    await sink.waitFor(7, 40_000);
    await new Promise((r) => setTimeout(r, 150));
    expect(sink.mails).toHaveLength(7);
    await queued.close();
    sink.mails.length = 0;
  }, 60_000); // four 5 MB CVs checked and delivered one after another: generous on a loaded machine

  it('503: beyond the uploads parsed at once and no wait, with Retry-After; nothing half-written is left', async () => {
    const busy = await testApp({
      env: { ...sink.env(), TRUST_PROXY: '1' },
      limits: { UPLOAD_CONCURRENCY: 1, UPLOAD_WAIT_S: 0 },
    });
    const answers = await fourApplicants(busy);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toContain(201);
    expect(statuses).toContain(503);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(answers.find((a) => a.status === 503)!.headers['retry-after']).toMatch(/^\d+$/);
    // Each accepted application and its acknowledgement.
    await sink.waitFor(2 * statuses.filter((s) => s === 201).length, 20_000);
    expect(readdirSync(path.join(busy.dataDir, 'outbox', 'tmp'))).toEqual([]);
    await busy.close();
  });
});
