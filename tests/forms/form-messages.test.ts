// The schemas give codes; formMessage words them per language. English must
// read word for word as before the codes (the sentences below are the ones
// the schemas used to embed), French must be French.
import { describe, expect, it } from 'vitest';
import { en as enCore } from '../../shared/i18n/en';
import enForms from '../../shared/i18n/pages/en/forms';
import { fr as frCore } from '../../shared/i18n/fr';
import frForms from '../../shared/i18n/pages/fr/forms';
import popupFr from '../../shared/i18n/pages/fr/newsletter-popup';
import { contactSchema } from '../../shared/schemas/contact';
import { applicationSchema } from '../../shared/schemas/application';
import { newsletterSchema } from '../../shared/schemas/newsletter';
import { fieldErrorsOf } from '../../shared/schemas/field-errors';
import { formMessage, formMessages } from '../../shared/schemas/form-messages';
import { formAction } from '../../shared/schemas/form-lang';
import { SERVICE_OPTIONS } from '../../shared/schemas/contact-fields';
import { withForms } from '../../shared/i18n/form-words';

// The core dictionary with the contact and application forms' strings, as those pages and the server read them.
const en = withForms(enCore, enForms);
const fr = withForms(frCore, frForms);

const codesOf = (result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) => (result.success ? {} : fieldErrorsOf(result.error!));

describe('the schemas give codes, not sentences', () => {
  it('contact: required, tooLong with its maximum, singleLine, invalidEmail, invalidPhone, invalidService', () => {
    expect(
      codesOf(
        contactSchema.safeParse({
          name: ' ',
          email: 'x',
          phone: 'abc',
          service: 'Astrology',
          message: 'x'.repeat(5001),
        }),
      ),
    ).toEqual({
      name: ['required'],
      email: ['invalidEmail'],
      phone: ['invalidPhone'],
      service: ['invalidService'],
      message: ['tooLong:5000'],
    });
    expect(
      codesOf(
        contactSchema.safeParse({
          name: 'Eve\nBcc',
          email: 'a@b.org',
          service: 'Other',
          message: 'hi',
          company: 'A\u202EB',
        }),
      ),
    ).toEqual({
      name: ['singleLine'],
      company: ['unsupportedCharacters'],
    });
  });

  it('application and newsletter', () => {
    expect(
      codesOf(
        applicationSchema.safeParse({
          jobId: 'x',
          name: 'A',
          email: 'a@b.org',
          phone: '',
          linkedIn: 'javascript:x',
          coverLetter: '',
        }),
      ),
    ).toEqual({
      // As before the codes: an empty phone also fails the pattern; the form shows the first.
      phone: ['required', 'invalidPhone'],
      linkedIn: ['invalidUrl'],
      coverLetter: ['required'],
    });
    expect(codesOf(newsletterSchema.safeParse({ email: 'nope' }))).toEqual({ email: ['invalidEmail'] });
    expect(codesOf(newsletterSchema.safeParse({}))).toEqual({ email: ['invalidEmail'] });
  });
});

describe('formMessage', () => {
  it('words English exactly as the schemas used to', () => {
    expect(formMessage(en, 'contact', 'name', 'required')).toBe('Full Name is required');
    expect(formMessage(en, 'contact', 'message', 'required')).toBe('Your Message is required');
    expect(formMessage(en, 'contact', 'company', 'tooLong:120')).toBe('Company must be at most 120 characters');
    expect(formMessage(en, 'contact', 'phone', 'singleLine')).toBe('Phone must be on one line');
    expect(formMessage(en, 'contact', 'service', 'invalidService')).toBe('Please choose a service from the list');
    expect(formMessage(en, 'apply', 'phone', 'required')).toBe('Phone Number is required');
    expect(formMessage(en, 'apply', 'jobId', 'required')).toBe('Position is required');
    expect(formMessage(en, 'apply', 'linkedIn', 'tooLong:300')).toBe('Link must be at most 300 characters');
    expect(formMessage(en, 'apply', 'portfolio', 'unsupportedCharacters')).toBe(
      'Link contains characters we cannot accept',
    );
    expect(formMessage(en, 'apply', 'coverLetter', 'required')).toBe('Cover Letter is required');
    expect(formMessage(en, 'apply', 'resume', 'resumeTooLarge')).toBe('Your CV must be 5MB or smaller');
    expect(formMessage(en, 'newsletter', 'email', 'invalidEmail')).toBe(en.messages.newsletter.invalidEmail);
    expect(formMessage(en, 'contact', 'email', 'invalidEmail')).toBe('Please enter a valid email address');
  });

  it('words French with French labels and typography', () => {
    expect(formMessage(fr, 'contact', 'name', 'required')).toBe('Nom complet\u00a0: ce champ est obligatoire');
    expect(formMessage(fr, 'apply', 'phone', 'required')).toBe('Numéro de téléphone\u00a0: ce champ est obligatoire');
    expect(formMessage(fr, 'contact', 'message', 'tooLong:5000')).toBe(
      'Votre message\u00a0: 5\u202f000\u00a0caractères au maximum',
    );
    expect(formMessage(fr, 'apply', 'linkedIn', 'invalidUrl')).toBe(fr.messages.forms.invalidUrl);
    expect(formMessage(fr, 'newsletter', 'email', 'invalidEmail')).toBe(fr.messages.newsletter.invalidEmail);
  });

  it('every code reads differently in French than in English, for every field of every form', () => {
    const codes = [
      'required',
      'tooLong:10',
      'singleLine',
      'unsupportedCharacters',
      'invalidPhone',
      'invalidUrl',
      'invalidService',
      'unknownJob',
      'resumeRequired',
      'resumeNotPdf',
      'resumeTooLarge',
      'oneFile',
      'tooManyFields',
    ];
    for (const form of ['contact', 'apply', 'newsletter'] as const) {
      for (const field of Object.keys(en.forms[form].fields)) {
        for (const code of codes) {
          const english = formMessage(en, form, field, code);
          const french = formMessage(fr, form, field, code);
          expect(english, `${form}.${field} ${code}`).not.toBe('');
          expect(french, `${form}.${field} ${code}`).not.toBe(english);
        }
      }
    }
  });

  it('a message that is none of ours (zod on a body that is not an object) becomes "could not be read"', () => {
    expect(codesOf(contactSchema.safeParse([1]))).toEqual({ form: [expect.any(String)] });
    expect(formMessages(fr, 'contact', codesOf(contactSchema.safeParse([1])))).toEqual({
      form: [fr.messages.forms.unreadable],
    });
  });

  it('labels every service option in both languages, values unchanged', () => {
    for (const option of SERVICE_OPTIONS) {
      expect(en.forms.contact.services[option]).toBe(option);
      expect(fr.forms.contact.services[option]).toBeTruthy();
    }
  });
});

describe("the forms' French strings", () => {
  it('put a non-breaking space before high punctuation, as the rest of the dictionary', () => {
    const strings: string[] = [];
    const walk = (v: unknown) => {
      if (typeof v === 'string') strings.push(v);
      else if (typeof v === 'function') strings.push(String(v('X', 7)));
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(fr.forms);
    walk(popupFr);
    expect(strings.length).toBeGreaterThan(40);
    expect(strings.filter((s) => /[^\u00a0\u202f][:;!?]/.test(s) && !/https?:/.test(s))).toEqual([]);
  });
});

describe('formAction', () => {
  it('keeps the English action plain and carries any other language in the query', () => {
    expect(formAction('en', '/api/contact')).toBe('/api/contact');
    expect(formAction('fr', '/api/apply')).toBe('/api/apply?lang=fr');
  });
});
