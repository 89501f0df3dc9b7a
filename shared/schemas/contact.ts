// The contact form: one schema for the browser and the server.
// Its issues carry codes; shared/schemas/form-messages.ts words them.
import { z } from '../zod';
import { email, line, optionalLine, optionalPhone, text } from './fields';
import { code } from './form-codes';
import { SERVICE_OPTIONS } from './contact-fields';

export { SERVICE_OPTIONS, DEFAULT_SERVICE } from './contact-fields';

export const contactSchema = z.object({
  name: line(100),
  email,
  phone: optionalPhone,
  company: optionalLine(120),
  // Required: the form always sends the selected option; a post without one is refused.
  service: z.enum(SERVICE_OPTIONS, { error: code('invalidService') }),
  message: text(5000),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
