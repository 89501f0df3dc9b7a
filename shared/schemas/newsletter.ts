// Newsletter sign-up (spec 5): non-empty, contains '@' and '.'. Its one
// issue is a code; shared/schemas/form-messages.ts words it.
import { z } from '../zod';
import { code } from './form-codes';
import { isNewsletterEmail } from './newsletter-rule';
import { normalEmailAddress } from './email-rule';

export const newsletterSchema = z.object({
  email: z
    .string({ error: code('invalidEmail') })
    .trim()
    // One check, one message.
    .refine(isNewsletterEmail, code('invalidEmail'))
    // The domain in ASCII, as the contact and application forms store it.
    .transform((v) => normalEmailAddress(v) ?? v),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
