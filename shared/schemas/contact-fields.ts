// The contact form's options, without zod: the form renders with these and
// loads the schema only when it validates. The values are what is sent and
// mailed (English in every language); their labels are in the dictionary
// (`forms.contact.services`).
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

export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

export const DEFAULT_SERVICE = SERVICE_OPTIONS[0];
