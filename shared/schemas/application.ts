// The job application (spec 3, 5). The CV file is checked separately
// (size and PDF bytes) because it arrives as multipart, not as a field.
import { z } from '../zod';
import { email, line, optionalUrl, phone, text } from './fields';

export const applicationSchema = z.object({
  jobId: line('Position', 80),
  name: line('Full Name', 100),
  email,
  phone,
  linkedIn: optionalUrl,
  portfolio: optionalUrl,
  coverLetter: text('Cover Letter', 10000),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

export { applicationLabels } from './application-fields';
