// Field rules shared by the three form schemas.
import { z } from '../zod';
import { messages } from '../messages';

const m = messages.forms;

/** Trimmed text on one line (no CR/LF: values may reach mail headers). */
export const line = (label: string, max: number) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .max(max, m.tooLong(label, max))
    .refine((v) => !/[\r\n]/.test(v), m.singleLine(label));

export const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong(label, max))
    .refine((v) => !/[\r\n]/.test(v), m.singleLine(label))
    .optional()
    .transform((v) => (v ? v : undefined));

export const text = (label: string, max: number) =>
  z.string({ error: m.required(label) }).trim().min(1, m.required(label)).max(max, m.tooLong(label, max));

export const email = z
  .string({ error: m.invalidEmail })
  .trim()
  .min(1, m.invalidEmail)
  .max(254, m.invalidEmail)
  .pipe(z.email({ error: m.invalidEmail }));

const PHONE = /^\+?[0-9 ().-]{6,25}$/;
export const phone = line('Phone Number', 30).refine((v) => PHONE.test(v), m.invalidPhone);
export const optionalPhone = optionalLine('Phone', 30).refine((v) => v === undefined || PHONE.test(v), m.invalidPhone);

export const optionalUrl = optionalLine('Link', 300).refine(
  (v) => v === undefined || (/^https?:\/\//i.test(v) && URL.canParse(v)),
  m.invalidUrl,
);

export { fieldErrorsOf } from './field-errors';
