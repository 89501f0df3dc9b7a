// Field rules shared by the three form schemas. They speak no language:
// every issue's message is a code (form-codes.ts); the field it is about is
// the issue's path, and form-messages.ts words both in a language.
import { z } from '../zod';
import { emailProblem, normalEmailAddress } from './email-rule';
import { code } from './form-codes';
import { phoneE164 } from './phone-rule';

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
function oneLineProblem(v: string): string | undefined {
  if (LINE_BREAK.test(v)) return code('singleLine');
  if (CONTROL_OR_FORMAT.test(v) || ENCODED_WORD.test(v)) return code('unsupportedCharacters');
  return undefined;
}

const checkOneLine = (v: string, ctx: z.RefinementCtx) => {
  const problem = oneLineProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** Trimmed text on one line, without control or format characters. */
export const line = (max: number) =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, code('required'))
    .max(max, code('tooLong', max))
    .superRefine(checkOneLine);

export const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, code('tooLong', max))
    .superRefine(checkOneLine)
    .optional()
    .transform((v) => (v ? v : undefined));

export const text = (max: number) =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, code('required'))
    .max(max, code('tooLong', max))
    .refine((v) => !TEXT_CONTROL.test(v), code('unsupportedCharacters'));

/** Adds the email address's problem, if it has one, as the field's issue. */
const checkEmail = (v: string, ctx: z.RefinementCtx) => {
  const problem = emailProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: code(problem) });
};

/**
 * An address we accept (see email-rule.ts): its part before the '@' in ASCII,
 * its domain written in ASCII, which is what Reply-To, To and the mail body carry.
 */
export const email = z
  .string({ error: code('invalidEmail') })
  .trim()
  .superRefine(checkEmail)
  .transform((v) => normalEmailAddress(v) ?? v);

/** A number we can call (see phone-rule.ts), kept and mailed in E.164 form whatever way it was written. */
export const phone = line(30)
  .refine((v) => phoneE164(v) !== undefined, code('invalidPhone'))
  .transform((v) => phoneE164(v) ?? v);
export const optionalPhone = optionalLine(30)
  .refine((v) => v === undefined || phoneE164(v) !== undefined, code('invalidPhone'))
  .transform((v) => (v === undefined ? undefined : (phoneE164(v) ?? v)));

/**
 * A web address; `linkedin.com/in/x` is taken as `https://linkedin.com/in/x`
 * (people type addresses as they see them), in the browser and the server alike.
 */
export const optionalUrl = optionalLine(300)
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v.replace(/^\/+/, '')}` : v))
  .refine(
    (v) => v === undefined || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v) && new URL(v).hostname.includes('.')),
    code('invalidUrl'),
  );
