// The three forms posted from French pages: the hidden `lang`
// field (and the action's `?lang=`) make every answer French: field errors,
// the `error` text, the 303 targets, the refusals made before the body is
// read. Mail to the company stays English, reaches the SMTP server with the
// visitor's language stated, and the CV is attached.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { appDeliveringTo, follow, testApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { openJobsToday, postApplication, postForm, postJson, postRaw, type Cv } from '../support/posts';
import { pdfOfSize, pngBytes, sha256, smallPdf } from '../../scripts/fixtures/files';
import { cvFileName } from '../../server/outbox/mail-format';
import { en as enCore } from '../../shared/i18n/en';
import enForms from '../../shared/i18n/pages/en/forms';
import { fr as frCore } from '../../shared/i18n/fr';
import frForms from '../../shared/i18n/pages/fr/forms';
import { MAX_RESUME_BYTES } from '../../shared/schemas/limits';
import { stored } from '../support/outbox-rows';
import { withForms } from '../../shared/i18n/form-words';

// The core dictionary with the contact and application forms' strings, as those pages and the server read them.
const en = withForms(enCore, enForms);
const fr = withForms(frCore, frForms);

const sink = await new SmtpSink().start();
const { app, pending } = appDeliveringTo(sink);

const F = fr.messages.forms;
const json = (url: string, body: object) => postJson(app(), url, body);
const browser = (url: string) => postForm(app(), url);
const contact = {
  lang: 'fr',
  name: 'Amina Fon',
  email: 'amina@example.org',
  company: 'Fon Logistique',
  service: 'Chatbot Solutions',
  message: 'Nous avons besoin d’un chatbot.',
};
// Any job still open today: the content's jobs come and go.
const job = openJobsToday()[0];
if (!job) throw new Error('these tests apply to a job: content/en/jobs has none open today');
const applicant = {
  lang: 'fr',
  jobId: job.id,
  name: 'Hélène Ekane',
  email: 'helene@example.org',
  phone: '+237 677 00 11 22',
  coverLetter: 'J’ai livré des systèmes de ML pendant cinq ans.',
};
// Fields in the form's order: lang and jobId first, as the page writes them.
const apply = (fields: Record<string, string>, cv?: Cv, accept?: string, url = '/api/apply?lang=fr') =>
  postApplication(app(), fields, cv, { accept, url });

describe('contact from a French page', () => {
  it('answers field errors and the error text in French', async () => {
    const res = await json('/api/contact?lang=fr', {
      lang: 'fr',
      name: ' ',
      email: 'pas-une-adresse',
      service: 'Astrologie',
      phone: 'abc',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(F.fixErrors);
    expect(res.body.fieldErrors).toEqual({
      name: [F.required(fr.forms.contact.fields.name)],
      email: [F.invalidEmail],
      phone: [F.invalidPhone],
      service: [F.invalidService],
      message: [F.required(fr.forms.contact.fields.message)],
    });
    expect(res.body.fieldErrors.name).toEqual(['Nom complet\u00a0: ce champ est obligatoire']);
  });

  it('the hidden field alone is enough (a script posting to the plain action)', async () => {
    const res = await json('/api/contact', { ...contact, message: '' });
    expect(res.body.fieldErrors.message).toEqual([F.required('Votre message')]);
  });

  it('delivers an English mail stating the language, and redirects a browser to the French confirmation', async () => {
    const res = await browser('/api/contact?lang=fr').send(contact);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/fr\/contact\?sent=1&ref=MSG-[A-Z0-9]{8}#contact-sent$/);
    await sink.waitFor(1);
    const mail = sink.mails[0]!;
    expect(mail.subject).toBe('[FR] New Contact Form Submission from Amina Fon');
    expect(mail.text!.split('\n').slice(0, 3)).toEqual(['New contact form submission', '', 'Language: French']);
    // Everything else as an English message reads: the labels, and the service's English value.
    expect(mail.text).toContain('Service: Chatbot Solutions');
    expect(mail.text).toContain('Message:\nNous avons besoin d’un chatbot.');
    expect(mail.html).toContain(
      '<th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">Language</th><td style="padding:4px 0">French</td>',
    );
    expect(mail.replyTo?.text).toBe('amina@example.org');
  });

  it('an invalid post without JavaScript goes back to the French page at a reloadable address', async () => {
    const res = await browser('/api/contact?lang=fr').send({ ...contact, email: 'non' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/fr\/contact\?form=[\w-]+#contact-form$/);
  });

  it('a missing or unknown language is English, whatever Accept-Language says', async () => {
    const bad = { name: 'Amina Fon', email: 'x', service: 'Other', message: 'Bonjour' };
    for (const body of [bad, { ...bad, lang: 'de' }, { ...bad, lang: 'FR' }]) {
      const res = await request(app().app)
        .post('/api/contact')
        .set('Accept', 'application/json')
        .set('Accept-Language', 'fr-CM,fr;q=0.9')
        .set('Cookie', app().cookie)
        .send(body);
      expect(res.body.error).toBe(en.messages.forms.fixErrors);
      expect(res.body.fieldErrors.email).toEqual([en.messages.forms.invalidEmail]);
    }
    const page = await browser('/api/contact')
      .set('Accept-Language', 'fr')
      .send({ ...contact, lang: 'de' });
    expect(page.headers.location).toMatch(/^\/contact\?sent=1&ref=MSG-[A-Z0-9]{8}#contact-sent$/);
    await sink.waitFor(1);
    expect(sink.mails[0]!.subject).toBe('New Contact Form Submission from Amina Fon');
    expect(sink.mails[0]!.text).not.toContain('Language:');
  });
});

describe('refusals made before the body is read are French too', () => {
  it('415, 413, unreadable JSON, cross-site 403', async () => {
    const plain = await postRaw(app().app, '/api/contact?lang=fr', 'text/plain', 'bonjour');
    expect(plain.status).toBe(415);
    expect(plain.body.error).toBe(F.wrongType('application/json ou application/x-www-form-urlencoded'));
    expect(plain.body.error).toBe(
      'Envoyez le formulaire au format application/json ou application/x-www-form-urlencoded',
    );
    const big = await json('/api/contact?lang=fr', { ...contact, message: 'x'.repeat(64 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(F.tooLarge);
    const broken = await postRaw(app().app, '/api/contact?lang=fr', 'application/json', '{"name":');
    expect(broken.body.error).toBe(F.unreadable);
    const cross = await request(app().app)
      .post('/api/newsletter?lang=fr')
      .set('Accept', 'application/json')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@b.org', lang: 'fr' });
    expect(cross.status).toBe(403);
    expect(cross.body.error).toBe(F.crossSite);
    // A browser refused without JavaScript gets a French page pointing to the French form; nothing of the post is kept.
    const crossPage = await request(app().app)
      .post('/api/contact?lang=fr')
      .set('Accept', 'text/html')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send(contact);
    expect(crossPage.status).toBe(403);
    expect(crossPage.text).toMatch(/<html lang="fr"/);
    expect(crossPage.text).toContain(F.crossSite);
    expect(crossPage.text).toContain('href="/fr/contact"');
    expect(crossPage.headers['set-cookie']).toBeUndefined();
  });

  it('429 and 503', async () => {
    const limited = await testApp({ limits: { RATE_LIMIT_MAX: 1 } });
    const post = () =>
      request(limited.app)
        .post('/api/newsletter?lang=fr')
        .set('Accept', 'application/json')
        .send({ email: 'a@example.org', lang: 'fr' });
    expect((await post()).status).toBe(201);
    const second = await post();
    expect(second.status).toBe(429);
    expect(second.body.error).toBe(
      'Nous avons reçu trop de messages depuis votre réseau. Veuillez réessayer dans une dizaine de minutes.',
    );
    await limited.close();

    const full = await testApp({ outbox: { freeBytes: async () => 10 * 1024 * 1024 } });
    const res = await postJson(full, '/api/contact?lang=fr', contact);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(F.unavailable);
    await full.close();
  });
});

describe('newsletter from a French page', () => {
  it('answers the invalid address in French', async () => {
    const res = await json('/api/newsletter?lang=fr', { email: 'pas-une-adresse', lang: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(fr.messages.newsletter.invalidEmail);
    expect(res.body.fieldErrors).toEqual({ email: [fr.messages.newsletter.invalidEmail] });
  });

  it('sends a browser back to the page it came from, in French', async () => {
    const res = await browser('/api/newsletter?lang=fr').send({
      email: 'lectrice@example.org',
      lang: 'fr',
      returnTo: '/fr/blog?tag=Ethics',
    });
    expect(res.headers.location).toBe('/fr/blog?tag=Ethics&subscribed=1#newsletter');
    await sink.waitFor(1);
    // The confirmation mail to the visitor, in French (the team's notice, with "[FR]", follows the confirmation).
    expect(sink.mails[0]!.subject).toBe('Veuillez confirmer votre inscription à la lettre d’information');
    expect(sink.mails[0]!.text).toContain('https://www.example.com/fr/newsletter/confirm?token=');
    // A way back written without the prefix still lands on the French page; an English post on the English one.
    expect(
      (await browser('/api/newsletter').send({ email: 'a@example.org', lang: 'fr', returnTo: '/about' })).headers
        .location,
    ).toBe('/fr/about?subscribed=1#newsletter');
    expect(
      (await browser('/api/newsletter').send({ email: 'b@example.org', lang: 'fr', returnTo: '/' })).headers.location,
    ).toBe('/fr?subscribed=1#newsletter');
    expect(
      (await browser('/api/newsletter').send({ email: 'c@example.org', lang: 'fr', returnTo: '//evil.example/' }))
        .headers.location,
    ).toBe('/fr?subscribed=1#newsletter');
    const invalid = await browser('/api/newsletter?lang=fr').send({ email: 'non', lang: 'fr', returnTo: '/fr/about' });
    expect(invalid.headers.location).toMatch(/^\/fr\/about\?form=[\w-]+#newsletter$/);
  });
});

describe('application from a French page', () => {
  it('delivers an English mail with the language stated and the CV attached, and a browser lands on the French confirmation', async () => {
    const cv = smallPdf();
    const res = await apply(applicant, { bytes: cv, name: 'CV_Hélène.pdf' }, 'text/html');
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/fr\/careers\?applied=APP-[A-Z0-9]{8}#application-confirmation$/);
    const id = /applied=(APP-[A-Z0-9]{8})/.exec(res.headers.location!)![1]!;
    await sink.waitFor(1);
    const mail = sink.mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(app().config.MAIL_TO_RECRUITING);
    expect(mail.subject).toBe(`[FR] Application: ${job.title} - Hélène Ekane`);
    expect(mail.text).toContain('Language: French');
    expect(mail.text).toContain(`Position: ${job.title}\n`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(
      cvFileName({ name: 'Hélène Ekane', jobTitle: job.title, reference: id }),
    );
    expect(mail.attachments[0]!.filename).toMatch(new RegExp(`^Helene-Ekane_[A-Za-z0-9-]+_${id}\\.pdf$`));
    expect(sha256(mail.attachments[0]!.content)).toBe(sha256(cv));
  });

  it('names each bad field in French', async () => {
    const res = await apply(
      { ...applicant, jobId: 'astronaute', linkedIn: 'javascript:alert(1)', phone: '', coverLetter: '' },
      { bytes: smallPdf(), name: 'cv.pdf' },
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      jobId: [F.unknownJob],
      linkedIn: [F.invalidUrl],
      phone: [F.required('Numéro de téléphone'), F.invalidPhone],
      coverLetter: [F.required('Lettre de motivation')],
    });
    const none = await apply(applicant);
    expect(none.body.fieldErrors).toEqual({ resume: [F.resumeRequired] });
  });

  it('refuses a file that is not a PDF (415) and one over 5 MB (413) in French, and keeps nothing', async () => {
    const png = await apply(applicant, { bytes: pngBytes(), name: 'cv.pdf' });
    expect(png.status).toBe(415);
    expect(png.body.fieldErrors.resume).toEqual([F.resumeNotPdf]);
    const huge = await apply(applicant, { bytes: pdfOfSize(MAX_RESUME_BYTES + 1), name: 'cv.pdf' });
    expect(huge.status).toBe(413);
    expect(huge.body.fieldErrors.resume).toEqual(['Votre CV ne doit pas dépasser 5\u00a0Mo']);
    // Without JavaScript: back to the French job page.
    const page = await apply(applicant, { bytes: pdfOfSize(MAX_RESUME_BYTES + 1), name: 'cv.pdf' }, 'text/html');
    expect(page.headers.location).toMatch(new RegExp(`^/fr/careers\\?apply=${job.id}&form=[\\w-]+#application$`));
    expect(await pending()).toBe(0);
  });
});

/** Follow a browser's 303 to the page it lands on, with the cookie its saved form is bound to. */
const land = (res: { headers: Record<string, unknown> }) => follow(app().app, res);
/** The page's HTML without its scripts: the form state also travels as JSON for hydration, which proves nothing shown. */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');
/** Text as React writes it into HTML (the no-break spaces stay as they are). */
const escapeHtml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('a refused post without JavaScript is shown again on the French page', () => {
  it('contact: French labels, French errors, the values kept, at an address that reloads', async () => {
    const res = await browser('/api/contact?lang=fr').send({ ...contact, email: 'non', message: '   ' });
    for (const page of [await land(res), await land(res)]) {
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toMatch(/<html[^>]* lang="fr"/);
      expect(shown(page.text)).toContain(escapeHtml(F.fixErrors));
      expect(shown(page.text)).toContain(escapeHtml(F.invalidEmail));
      expect(shown(page.text)).toContain(escapeHtml(F.required(fr.forms.contact.fields.message)));
      expect(shown(page.text)).toContain(`>${escapeHtml(fr.forms.contact.fields.name)}`);
      expect(shown(page.text)).toContain('value="Amina Fon"');
      expect(shown(page.text)).toContain('action="/api/contact?lang=fr"');
      expect(shown(page.text)).not.toContain(escapeHtml(en.messages.forms.fixErrors));
    }
  });

  it('contact, refused before its body was read (rate limit): the French message on the French page', async () => {
    const limited = await testApp({ limits: { RATE_LIMIT_MAX: 1 } });
    const post = () =>
      request(limited.app).post('/api/contact?lang=fr').set('Accept', 'text/html').type('form').send(contact);
    await post();
    const res = await post();
    expect(res.headers.location).toMatch(/^\/fr\/contact\?form=[\w-]+#contact-form$/);
    const page = await follow(limited.app, res);
    expect(page.status).toBe(200);
    expect(shown(page.text)).toContain(
      escapeHtml(fr.messages.errors.tooManyPosts(fr.messages.errors.waits.tenMinutes)),
    );
    await limited.close();
  });

  it('application: the French job page with the French CV error and the values kept', async () => {
    const res = await apply(applicant, { bytes: pngBytes(), name: 'cv.pdf' }, 'text/html');
    const page = await land(res);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html[^>]* lang="fr"/);
    expect(shown(page.text)).toContain(escapeHtml(F.resumeNotPdf));
    expect(shown(page.text)).toContain(`>${escapeHtml(fr.forms.apply.fields.coverLetter)}`);
    expect(shown(page.text)).toContain('Hélène Ekane');
  });

  it('newsletter: the French page it came from, with the French error', async () => {
    const res = await browser('/api/newsletter?lang=fr').send({ email: 'non', lang: 'fr', returnTo: '/fr/about' });
    const page = await land(res);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html[^>]* lang="fr"/);
    expect(shown(page.text)).toContain(escapeHtml(fr.messages.newsletter.invalidEmail));
    expect(shown(page.text)).toContain(`>${escapeHtml(fr.forms.newsletter.subscribe)}`);
    expect(shown(page.text)).toContain('value="non"');
  });
});

describe('log-only mail', () => {
  it('the .eml file and the outbox record carry the language', async () => {
    const logged = await testApp({ deliver: false });
    const res = await postJson(logged, '/api/contact?lang=fr', contact);
    expect(res.status).toBe(201);
    const [record] = await stored(logged.outbox, 'pending');
    expect(record!.mail).toMatchObject({
      id: res.body.id,
      lang: 'fr',
      subject: '[FR] New Contact Form Submission from Amina Fon',
    });
    logged.outbox.start();
    const mailDir = path.join(logged.dataDir, 'mail');
    const deadline = Date.now() + 10_000;
    const eml = () => {
      try {
        return readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    // The team's message, beside the sender's acknowledgement (<reference>-ACK.eml).
    while (!eml().includes(`${res.body.id}.eml`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const text = readFileSync(path.join(mailDir, `${res.body.id}.eml`), 'utf8');
    expect(text).toMatch(/^Subject: \[FR\] New Contact Form Submission from Amina Fon$/m);
    expect(text).toContain('Language: French');
    await logged.close();
  });
});
