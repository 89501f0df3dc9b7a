// Phone numbers as people write them, kept and mailed in the one form the
// team dials (E.164); email addresses whose every header keeps the domain in
// its ASCII form, because the part before the '@' is ASCII too. Both through
// the one schema the browser and the server share, answered in both languages.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { appDeliveringTo } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { applicantFor, openJobsToday, postApplication } from '../support/posts';
import { smallPdf } from '../../scripts/fixtures/files';
import { phoneE164 } from '../../shared/schemas/phone-rule';
import { contactSchema } from '../../shared/schemas/contact';
import { applicationSchema } from '../../shared/schemas/application';
import { newsletterSchema } from '../../shared/schemas/newsletter';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';

const sink = await new SmtpSink().start();
const { app } = appDeliveringTo(sink);

const contact = {
  name: 'Amina Fon',
  email: 'amina@example.org',
  service: 'Other',
  message: 'Please call me back.',
};
const job = openJobsToday()[0]!;
const cv = { bytes: smallPdf(), name: 'cv.pdf' };

const post = (url: string, body: object) =>
  request(app().app).post(url).set('Accept', 'application/json').set('Cookie', app().cookie).send(body);
const recipient = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');
/** A header of a mail as it arrived, unfolded, before any parser decodes it. */
const rawHeader = (raw: Buffer, name: string) => {
  const head = raw
    .toString('latin1')
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ');
  return head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
};

describe('a phone number', () => {
  const written: [string, string][] = [
    ['(+237) 699 12 34 56', '+237699123456'],
    ['+237.699.12.34.56', '+237699123456'],
    ['699 12 34 56', '+237699123456'],
    ['6 99 12 34 56', '+237699123456'],
    ['699-12-34-56', '+237699123456'],
    ['00237 699 12 34 56', '+237699123456'],
    ['+237 222 12 34 56', '+237222123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (415) 555-0100', '+14155550100'],
    ['＋２３７ ６９９ １２ ３４ ５６', '+237699123456'],
  ];

  it('written with brackets, spaces, dots or dashes, with or without its country code, is read in E.164 form', () => {
    for (const [typed, e164] of written) expect(phoneE164(typed), typed).toBe(e164);
  });

  it('that cannot be dialled, or is more than a number, is refused', () => {
    for (const typed of [
      '12345',
      '020 7946 0958', // a British number without its country code: too long for Cameroon
      '+237 6991234567',
      'call +237 699 12 34 56',
      '+237 699 12 34 56 ext 12',
      '+237 699 12 34 56 / 677 11 22 33',
      '+0 699 12 34 56',
      '699 12 34 5x',
    ])
      expect(phoneE164(typed), typed).toBeUndefined();
  });

  it('is stored in E.164 form by the schemas the browser and the server share', () => {
    expect(contactSchema.parse({ ...contact, phone: '(+237) 699 12 34 56' }).phone).toBe('+237699123456');
    expect(contactSchema.parse({ ...contact, phone: '' }).phone).toBeUndefined();
    const applicant = { ...applicantFor(job.id), phone: '+237.699.12.34.56' };
    expect(applicationSchema.parse(applicant).phone).toBe('+237699123456');
  });

  it('written « (+237) 699 12 34 56 » reaches the team’s mail in E.164 form', async () => {
    const res = await post('/api/contact', { ...contact, phone: '(+237) 699 12 34 56' });
    expect(res.status).toBe(201);
    await sink.waitFor(1);
    const team = sink.mails.find((m) => recipient(m) === app().config.MAIL_TO_SUPPORT)!;
    expect(team.text).toContain('+237699123456');
    expect(team.html).toContain('<a href="tel:+237699123456">+237699123456</a>');
  });

  it('written with dots reaches the recruiter’s mail of an application in E.164 form', async () => {
    const res = await postApplication(app(), { ...applicantFor(job.id), phone: '+237.699.12.34.56' }, cv);
    expect(res.status).toBe(201);
    await sink.waitFor(1);
    const team = sink.mails.find((m) => recipient(m) === app().config.MAIL_TO_RECRUITING)!;
    expect(team.text).toContain('+237699123456');
    expect(team.text).not.toContain('+237.699');
  });

  it('that cannot be dialled is refused naming the field, saying how to write it, in English and French', async () => {
    const en = await post('/api/contact', { ...contact, phone: '12345' });
    expect(en.status).toBe(400);
    expect(en.body.fieldErrors.phone).toEqual([enForms.messages.forms.invalidPhone]);
    expect(enForms.messages.forms.invalidPhone).toMatch(/country code/);
    const fr = await post('/api/contact?lang=fr', { ...contact, phone: '12345', lang: 'fr' });
    expect(fr.status).toBe(400);
    expect(fr.body.fieldErrors.phone).toEqual([frForms.messages.forms.invalidPhone]);
    expect(frForms.messages.forms.invalidPhone).toMatch(/indicatif/);
  });
});

describe('an email address', () => {
  const spoof = 'é@xn--pypal-4ve.com';

  it('whose part before the @ is not ASCII is refused by the shared schemas, with its own message', () => {
    for (const email of [spoof, 'josé@example.org', 'анна@example.org']) {
      const contactIssue = contactSchema.safeParse({ ...contact, email }).error?.issues[0];
      expect(contactIssue?.message, email).toBe('emailNotAscii');
      expect(newsletterSchema.safeParse({ email }).error?.issues[0]?.message, email).toBe('emailNotAscii');
    }
  });

  it('whose part before the @ is not ASCII is refused naming the field, in English and French, by every form', async () => {
    for (const [lang, words] of [
      ['en', enForms.messages.forms.emailNotAscii],
      ['fr', frForms.messages.forms.emailNotAscii],
    ] as const) {
      const query = lang === 'fr' ? '?lang=fr' : '';
      const sent = await post(`/api/contact${query}`, { ...contact, email: spoof, lang });
      expect(sent.status).toBe(400);
      expect(sent.body.fieldErrors.email).toEqual([words]);
      const applied = await postApplication(app(), { ...applicantFor(job.id), email: spoof, lang }, cv, {
        url: `/api/apply${query}`,
      });
      expect(applied.status).toBe(400);
      expect(applied.body.fieldErrors.email).toEqual([words]);
      const signedUp = await post(`/api/newsletter${query}`, { email: spoof, lang });
      expect(signedUp.status).toBe(400);
      expect(signedUp.body.fieldErrors.email).toEqual([words]);
    }
    expect(sink.mails).toHaveLength(0);
  });

  it('keeps its domain in ASCII form in Reply-To, the acknowledgement’s To and the newsletter confirmation’s To', async () => {
    const address = 'anna@xn--pypal-4ve.com';
    expect((await post('/api/contact', { ...contact, email: address })).status).toBe(201);
    expect((await post('/api/newsletter', { email: 'anna@exämple.org' })).status).toBeLessThan(300);
    // The team's message, its acknowledgement and the newsletter confirmation.
    await sink.waitFor(3);
    const headers = sink.raws.flatMap((raw) => [rawHeader(raw, 'to'), rawHeader(raw, 'reply-to')]).join('\n');
    expect(headers).toContain(`Reply-To: ${address}`);
    expect(headers).toContain(`To: ${address}`);
    expect(headers).toContain('To: anna@xn--exmple-cua.org');
    expect(headers).not.toMatch(/[^\x20-\x7e\n]/);
  });
});
