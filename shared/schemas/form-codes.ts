// What the schemas say about a bad value: a code, never a sentence, so one
// schema serves every language (shared/schemas/form-messages.ts turns a
// code into the sentence of the page's or the post's language). A code with
// a parameter carries it after a colon: `tooLong:100`.

/** Problems with one field's value. */
export type FieldCode =
  | 'required'
  | 'tooLong'
  | 'singleLine'
  | 'unsupportedCharacters'
  | 'invalidEmail'
  | 'emailNotAscii'
  | 'invalidPhone'
  | 'invalidUrl'
  | 'invalidService'
  | 'unknownJob'
  | 'resumeRequired'
  | 'resumeNotPdf'
  | 'resumeActiveContent'
  | 'resumeProtected'
  | 'resumeTooComplex'
  | 'resumeTooLarge'
  | 'oneFile'
  | 'resumeAgain'
  | 'tooManyFields';

/** A code as an issue's message: `tooLong:100`, `required`. */
export const code = (name: FieldCode, param?: number) => (param === undefined ? name : `${name}:${param}`);

/** The code's name and its number parameter, if any. */
export function parseCode(value: string): { name: string; param?: number } {
  const colon = value.indexOf(':');
  if (colon === -1) return { name: value };
  return { name: value.slice(0, colon), param: Number(value.slice(colon + 1)) };
}
