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

/**
 * The query parameter a call to action carries to choose the service
 * (`/contact?service=chatbot-solutions#contact-form`). Its values are the
 * eight options' slugs and nothing else: the contact page is cached per
 * value, so any other value is sent away before it is rendered (client/routes.tsx).
 */
export const SERVICE_PARAM = 'service';

/** The id of the contact form's block on /contact: calls to action and the form's own answers land there. */
export const CONTACT_FORM_ID = 'contact-form';

/** An option as the address writes it: 'Automation & RPA' -> 'automation-rpa'. */
export const serviceSlug = (option: ServiceOption): string =>
  option
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The values the service parameter takes, one per option. */
export const SERVICE_SLUGS: readonly string[] = SERVICE_OPTIONS.map(serviceSlug);

/** The option a slug names, or undefined for anything else (an unknown value is ignored). */
export const serviceOfSlug = (slug: string | null | undefined): ServiceOption | undefined =>
  SERVICE_OPTIONS.find((o) => serviceSlug(o) === slug);

/** Where a call to action leads (a site path to localize): the contact form, its service chosen when given. */
export const contactFormPath = (service?: ServiceOption): string =>
  `/contact${service ? `?${SERVICE_PARAM}=${serviceSlug(service)}` : ''}#${CONTACT_FORM_ID}`;
