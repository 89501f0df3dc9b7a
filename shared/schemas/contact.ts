// The contact form (spec 3, 5): one schema for the browser and the server.
import { z } from '../zod';
import { email, line, optionalLine, optionalPhone, text } from './fields';
import { messages } from '../messages';
import { SERVICE_OPTIONS } from './contact-fields';

export { SERVICE_OPTIONS, DEFAULT_SERVICE, contactLabels } from './contact-fields';

export const contactSchema = z.object({
  name: line('Full Name', 100),
  email,
  phone: optionalPhone,
  company: optionalLine('Company', 120),
  // Required (spec 5): the form always sends the selected option; a post without one is refused.
  service: z.enum(SERVICE_OPTIONS, { error: messages.forms.invalidService }),
  message: text('Your Message', 5000),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
