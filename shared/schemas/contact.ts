// The contact form (spec 3, 5): one schema for the browser and the server.
import { z } from '../zod';
import { email, line, optionalLine, optionalPhone, text } from './fields';
import { messages } from '../messages';

export const SERVICE_OPTIONS = [
  'AI Agent Development',
  'Chatbot Solutions',
  'Voice Assistants',
  'Automation & RPA',
  'AI Consulting',
  'Data Science & Analytics',
  'AI in Healthcare',
  'Other',
] as const;

export const DEFAULT_SERVICE = SERVICE_OPTIONS[0];

export const contactSchema = z.object({
  name: line('Full Name', 100),
  email,
  phone: optionalPhone,
  company: optionalLine('Company', 120),
  service: z.enum(SERVICE_OPTIONS, { error: messages.forms.invalidService }).default(DEFAULT_SERVICE),
  message: text('Your Message', 5000),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export const contactLabels = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  service: 'Service Interest',
  message: 'Your Message',
} as const;
