// Newsletter sign-up (spec 5): non-empty, contains '@' and '.'.
import { z } from '../zod';
import { messages } from '../messages';
import { isNewsletterEmail } from './newsletter-rule';

export const newsletterSchema = z.object({
  email: z
    .string({ error: messages.newsletter.invalidEmail })
    .trim()
    // One check, one message.
    .refine(isNewsletterEmail, messages.newsletter.invalidEmail),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
