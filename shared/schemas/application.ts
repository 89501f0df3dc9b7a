// The job application. The CV file is checked separately
// (size and PDF bytes) because it arrives as multipart, not as a field.
// Its issues carry codes; shared/schemas/form-messages.ts words them.
import { z } from '../zod';
import { email, line, optionalUrl, phone, text } from './fields';

export const applicationSchema = z.object({
  jobId: line(80),
  name: line(100),
  email,
  phone,
  linkedIn: optionalUrl,
  portfolio: optionalUrl,
  coverLetter: text(10000),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
