// The one place a form's code becomes a sentence: (form, field, code) in a
// language's dictionary and forms' strings -> "Full Name is required" /
// "Nom complet : ce champ est obligatoire". The browser calls it with the
// page's (useFormT()), the server with the post's (server/forms/answers.ts).
// Kept free of zod so the forms can use it before the schema chunk loads.
import type { FormDictionary } from '../i18n/form-words';
import type { FormName } from '../ssr-data';
import { parseCode } from './form-codes';

/** How a message names a field: its error name (LinkedIn's errors say "Link"), else its label. */
function fieldName(t: FormDictionary, form: FormName, field: string): string {
  const f = t.forms[form];
  const errorNames: Readonly<Record<string, string>> = 'errorNames' in f ? f.errorNames : {};
  const labels: Readonly<Record<string, string>> = f.fields;
  return errorNames[field] ?? labels[field] ?? field;
}

export function formMessage(t: FormDictionary, form: FormName, field: string, code: string): string {
  const m = t.messages.forms;
  const { name, param } = parseCode(code);
  switch (name) {
    case 'required':
      return m.required(fieldName(t, form, field));
    case 'tooLong':
      return m.tooLong(fieldName(t, form, field), param ?? 0);
    case 'singleLine':
      return m.singleLine(fieldName(t, form, field));
    case 'unsupportedCharacters':
      return m.unsupportedCharacters(fieldName(t, form, field));
    case 'invalidEmail':
      // The newsletter's wording is its own, even when it reads the same.
      return form === 'newsletter' ? t.messages.newsletter.invalidEmail : m.invalidEmail;
    case 'emailNotAscii':
    case 'invalidPhone':
    case 'invalidUrl':
    case 'invalidService':
    case 'unknownJob':
    case 'resumeRequired':
    case 'resumeNotPdf':
    case 'resumeActiveContent':
    case 'resumeProtected':
    case 'resumeTooComplex':
    case 'resumeTooLarge':
    case 'oneFile':
    case 'resumeAgain':
    case 'tooManyFields':
      return m[name];
    default:
      // Not one of ours (zod's own words for a body that is not an object at all).
      return m.unreadable;
  }
}

/** Every field's codes as sentences: the shape of the 400 answer and of the inline errors. */
export function formMessages(
  t: FormDictionary,
  form: FormName,
  codes: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(codes)) out[field] = list.map((c) => formMessage(t, form, field, c));
  return out;
}
