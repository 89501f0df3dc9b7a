// Newsletter sign-up: non-empty, contains '@' and '.'. Its one
// issue is a code; shared/schemas/form-messages.ts words it.
import { z } from '../zod';
import { code } from './form-codes';
import { isNewsletterEmail } from './newsletter-rule';
import { emailProblem, normalEmailAddress } from './email-rule';

export const newsletterSchema = z.object({
  email: z
    .string({ error: code('invalidEmail') })
    .trim()
    // One check, one message: the address's own problem, else the usual one.
    .superRefine((v, ctx) => {
      if (isNewsletterEmail(v)) return;
      ctx.addIssue({ code: 'custom', message: code(emailProblem(v) ?? 'invalidEmail') });
    })
    // The domain in ASCII, as the contact and application forms store it.
    .transform((v) => normalEmailAddress(v) ?? v),
  /** The page signed up on (kept in the consent record); the server keeps only a path of this site. */
  returnTo: z.string().max(2000).optional().catch(undefined),
});
