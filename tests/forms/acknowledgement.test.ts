// The acknowledgement a sender receives, as it reaches a real SMTP server:
// in the visitor's language, with the reference, and nothing the visitor
// typed; at most ACK_PER_ADDRESS_PER_DAY per address and day; none for a
// post judged spam; none at all with MAIL_ACKNOWLEDGE off.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { BROWSER_UA, appDeliveringTo, testApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { smallPdf } from '../../scripts/fixtures/files';
import { jobs, jobsByLang } from '../../shared/content/jobs';
import { dailyCounter, mailboxKey } from '../../server/forms/acknowledgement/daily-cap';
import { stored } from '../support/outbox-rows';
import { expectEach } from '../support/each';

const sink = await new SmtpSink().start();
const { app, pending } = appDeliveringTo(sink);

const recipient = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');
const ackTo = (address: string) => sink.mails.filter((m) => recipient(m) === address);
const teamMails = (mailbox: string) => sink.mails.filter((m) => recipient(m) === mailbox);

// Every value a visitor types, each findable on its own: none may reach the acknowledgement.
const contact = {
  name: 'Visit https://cheap-pills.example now',
  email: 'amina@example.org',
  phone: '+237 650 11 22 33',
  company: 'Totally Real Company',
  service: 'Chatbot Solutions',
  message: 'Click http://phish.example/login to claim your prize',
};
const typedContact = [
  'cheap-pills',
  'Visit https',
  'Totally Real Company',
  'phish.example',
  'claim your prize',
  '650 11 22 33',
];

function post(url: string, body: object, target = app()) {
  return request(target.app).post(url).set('Accept', 'application/json').set('Cookie', target.cookie).send(body);
}

function apply(fields: Record<string, string>, url = '/api/apply') {
  const req = request(app().app).post(url).set('Accept', 'application/json').set('Cookie', app().cookie);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req.attach('resume', smallPdf(), { filename: 'Mon CV <script>.pdf', contentType: 'application/pdf' });
}

function expectNoneOf(mail: ParsedMail, typed: string[]) {
  for (const value of typed) {
    expect(mail.text, value).not.toContain(value);
    expect(String(mail.html), value).not.toContain(value);
    expect(mail.subject, value).not.toContain(value);
  }
}

describe('the acknowledgement of a contact message', () => {
  it('goes to the sender in English with the reference, what happens next and how to reach the team, and none of the typed text', async () => {
    const res = await post('/api/contact', contact);
    expect(res.status).toBe(201);
    // One accepted post makes two mails: the team's message and the sender's acknowledgement.
    await sink.waitFor(2);
    expect(teamMails(app().config.MAIL_TO_SUPPORT)).toHaveLength(1);
    const [ack] = ackTo(contact.email);
    expect(ack).toBeDefined();
    expect(ack!.subject).toBe(`We received your message (${res.body.id})`);
    // From the site's own address; the visitor's is only the recipient.
    expect(ack!.from?.value[0]?.address).toBe('no-reply@example.com');
    expect(ack!.replyTo?.text).toBe(app().config.MAIL_TO_SUPPORT);
    expect(ack!.headers.get('auto-submitted')).toBe('auto-replied');
    expect(ack!.text).toContain(`Your reference: ${res.body.id}.`);
    expect(ack!.text).toContain('replies within one working day');
    expect(ack!.text).toContain('support@example.com');
    expect(ack!.text).toContain('+237 670 000 000');
    expect(ack!.html).toContain(`<strong>${res.body.id}</strong>`);
    expect(ack!.html).toContain('<a href="tel:+237670000000">');
    expectNoneOf(ack!, typedContact);
  });

  it('is in French, with French typography, for a post from a French page', async () => {
    const res = await post('/api/contact', { ...contact, lang: 'fr' });
    expect(res.status).toBe(201);
    await sink.waitFor(2);
    const [ack] = ackTo(contact.email);
    expect(ack!.subject).toBe(`Nous avons bien reçu votre message (${res.body.id})`);
    expect(ack!.text).toContain(`Votre référence\u00a0: ${res.body.id}.`);
    expect(ack!.text).toContain('vous répond sous un jour ouvré');
    // The date in words, in Buea's time: "le mercredi 25 novembre 2026 à 16 h 30 (WAT, UTC+1)".
    expect(ack!.text).toMatch(/le [a-z]+ \d{1,2}(er)? [a-zéû]+ \d{4} à \d{1,2}\u00a0h\u00a0\d\d \(WAT, UTC\+1\)/);
    expect(ack!.text).not.toMatch(/ [:;?!]/); // never an ordinary space before : ; ? !
    expect(ack!.headers.get('content-language')).toBe('fr');
    expectNoneOf(ack!, typedContact);
  });

  it('is not sent for a post judged spam (honeypot filled), which only the team’s message in the quarantine keeps', async () => {
    const res = await post('/api/contact', { ...contact, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    // Nothing is queued for delivery, and the quarantine holds the team's message alone, no acknowledgement.
    expect(await pending()).toBe(0);
    const held = await stored(app().outbox, 'quarantined');
    expect(held.map((m) => m.id)).toEqual([res.body.id]);
    expect(held[0]!.mail).toMatchObject({
      kind: 'contact',
      to: app().config.MAIL_TO_SUPPORT,
    });
    expect(sink.mails).toHaveLength(0);
  });
});

describe('the acknowledgement of an application', () => {
  it('names the job in the visitor’s language and says the CV arrived, in French, without the typed text', async () => {
    const job = jobs[1]!;
    const applicant = {
      lang: 'fr',
      jobId: job.id,
      name: 'Ngozi <b>www.evil.example</b>',
      email: 'ngozi@example.org',
      phone: '+237 677 00 11 22',
      linkedIn: 'https://www.linkedin.com/in/ngozi-spam',
      coverLetter: 'Buy followers at spam.example',
    };
    const res = await apply(applicant, '/api/apply?lang=fr');
    expect(res.status).toBe(201);
    await sink.waitFor(2);
    expect(teamMails(app().config.MAIL_TO_RECRUITING)).toHaveLength(1);
    const [ack] = ackTo(applicant.email);
    const titleFr = jobsByLang.fr.find((j) => j.id === job.id)!.title;
    expect(titleFr).not.toBe(job.title);
    expect(ack!.subject).toBe(`Nous avons bien reçu votre candidature (${res.body.id})`);
    expect(ack!.replyTo?.text).toBe(app().config.MAIL_TO_RECRUITING);
    expect(ack!.headers.get('auto-submitted')).toBe('auto-replied');
    expect(ack!.text).toContain(`au poste «\u00a0${titleFr}\u00a0»`);
    expect(ack!.text).toMatch(/avec votre CV \(PDF, 1\u00a0Ko\)/);
    expect(ack!.text).toContain(res.body.id);
    expect(ack!.attachments).toHaveLength(0);
    expectNoneOf(ack!, ['Ngozi', 'evil.example', 'ngozi-spam', 'spam.example', 'Mon CV', '677 00 11 22']);
  });

  it('is in English with the English title for a post from an English page', async () => {
    const job = jobs[0]!;
    const res = await apply({
      jobId: job.id,
      name: 'Paul Ebai',
      email: 'paul@example.org',
      phone: '+237 670 123 456',
      coverLetter: 'Hello',
    });
    expect(res.status).toBe(201);
    await sink.waitFor(2);
    const [ack] = ackTo('paul@example.org');
    expect(ack!.subject).toBe(`We received your application (${res.body.id})`);
    expect(ack!.text).toContain(`Your application for the position of ${job.title} reached our recruiting team on `);
    expect(ack!.text).toContain('together with your CV (PDF, 1\u00a0KB)');
    expect(ack!.text).not.toContain('Paul');
  });
});

describe('limits and switches', () => {
  it(`sends at most ACK_PER_ADDRESS_PER_DAY per address and Buea day, however the address is written, and delivers every message`, async () => {
    let clock = Date.parse('2026-03-02T10:00:00Z');
    const local = new SmtpSink();
    await local.start();
    const capped = await testApp({
      env: local.env(),
      limits: { ACK_PER_ADDRESS_PER_DAY: 2 },
      now: () => new Date(clock),
    });
    for (const email of ['Reader@Example.org', 'reader+forms@example.org', 'reader@example.org']) {
      expect((await post('/api/contact', { ...contact, email }, capped)).status).toBe(201);
    }
    // Three messages for the team, two acknowledgements.
    await local.waitFor(5);
    await new Promise((r) => setTimeout(r, 300));
    const acks = () => local.mails.filter((m) => m.headers.get('auto-submitted') === 'auto-replied');
    expect(local.mails.filter((m) => recipient(m) === capped.config.MAIL_TO_SUPPORT)).toHaveLength(3);
    expect(acks()).toHaveLength(2);
    // 23:30 in Buea is still the same day (UTC+1): no third one.
    clock = Date.parse('2026-03-02T22:30:00Z');
    const page = await request(capped.app)
      .get('/privacy-policy')
      .set('Accept', 'text/html')
      .set('User-Agent', BROWSER_UA);
    const later = { ...capped, cookie: String(page.headers['set-cookie']?.[0]).split(';')[0]! };
    await post('/api/contact', { ...contact, email: 'READER@example.org' }, later);
    await local.waitFor(6);
    await new Promise((r) => setTimeout(r, 300));
    expect(acks()).toHaveLength(2);
    // 00:30 in Buea the next day (23:30 UTC): a new day, a new acknowledgement.
    clock = Date.parse('2026-03-02T23:30:00Z');
    await post('/api/contact', { ...contact, email: 'reader@example.org' }, later);
    await local.waitFor(8);
    expect(acks()).toHaveLength(3);
    await capped.close();
    await local.stop();
  });

  it('sends none with MAIL_ACKNOWLEDGE=false, and still delivers the message', async () => {
    const local = new SmtpSink();
    await local.start();
    const off = await testApp({ env: { ...local.env(), MAIL_ACKNOWLEDGE: 'false' } });
    expect((await post('/api/contact', contact, off)).status).toBe(201);
    await local.waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(local.mails.map(recipient)).toEqual([off.config.MAIL_TO_SUPPORT]);
    await off.close();
    await local.stop();
  });
});

describe('the per-address table', () => {
  it('folds case, +tags and Gmail dots into one mailbox', () => {
    expectEach(mailboxKey, {
      'Reader+news@Example.ORG': 'reader@example.org',
      'a.b.c+x@googlemail.com': 'abc@gmail.com',
      'a.b@example.org': 'a.b@example.org',
    });
  });

  it('holds at most maxEntries addresses, dropping the oldest first', () => {
    const counter = dailyCounter({ perDay: 1, maxEntries: 3 });
    const day = new Date('2026-03-02T10:00:00Z');
    for (const k of ['a', 'b', 'c', 'd']) expect(counter.take(k, day)).toBe(true);
    expect(counter.size).toBe(3);
    expect(counter.take('d', day)).toBe(false); // still known: its day's one is used
    expect(counter.take('a', day)).toBe(true); // dropped as the oldest, so counted afresh
  });
});
