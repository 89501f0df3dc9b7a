// Field rules shared by the three form schemas.
import { z } from '../zod';
import { messages } from '../messages';
import { isEmailAddress } from './email-rule';

const m = messages.forms;

/**
 * Line breaks of any kind (CR, LF, NEL, U+2028/9, VT, FF): a one-line value
 * may reach a mail header (the subject carries the sender's name).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAK = /[\r\n\u000b\u000c\u0085\u2028\u2029]/;
/**
 * Other control and format characters (Unicode Cc, Cf: NUL, bidi overrides
 * such as U+202E that make a name read backwards, zero-width characters),
 * and a raw RFC 2047 encoded word, which a mail client would decode into
 * whatever the visitor chose.
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?/i;
/** In a multi-line text: control characters other than tab and line breaks. */
// eslint-disable-next-line no-control-regex -- as above
const TEXT_CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/** Why a one-line value is refused, if it is. */
function oneLineProblem(label: string, v: string): string | undefined {
  if (LINE_BREAK.test(v)) return m.singleLine(label);
  if (CONTROL_OR_FORMAT.test(v) || ENCODED_WORD.test(v)) return m.unsupportedCharacters(label);
  return undefined;
}

const checkOneLine = (label: string) => (v: string, ctx: z.RefinementCtx) => {
  const problem = oneLineProblem(label, v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** Trimmed text on one line, without control or format characters. */
export const line = (label: string, max: number) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .max(max, m.tooLong(label, max))
    .superRefine(checkOneLine(label));

export const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong(label, max))
    .superRefine(checkOneLine(label))
    .optional()
    .transform((v) => (v ? v : undefined));

export const text = (label: string, max: number) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .max(max, m.tooLong(label, max))
    .refine((v) => !TEXT_CONTROL.test(v), m.unsupportedCharacters(label));

export const email = z
  .string({ error: m.invalidEmail })
  .trim()
  .refine(isEmailAddress, m.invalidEmail);

const PHONE = /^\+?[0-9 ().-]{6,25}$/;
export const phone = line('Phone Number', 30).refine((v) => PHONE.test(v), m.invalidPhone);
export const optionalPhone = optionalLine('Phone', 30).refine((v) => v === undefined || PHONE.test(v), m.invalidPhone);

/**
 * A web address; `linkedin.com/in/x` is taken as `https://linkedin.com/in/x`
 * (people type addresses as they see them), in the browser and the server alike.
 */
export const optionalUrl = optionalLine('Link', 300)
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v.replace(/^\/+/, '')}` : v))
  .refine((v) => v === undefined || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v) && new URL(v).hostname.includes('.')), m.invalidUrl);

export { fieldErrorsOf } from './field-errors';
