// The contact form's options and labels, without zod: the form renders
// with these and loads the schema only when it validates.
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

export const contactLabels = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  service: 'Service Interest',
  message: 'Your Message',
} as const;
