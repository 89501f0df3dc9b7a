// Which of the contact form's service options (shared/schemas/contact-fields.ts)
// a service page's call to action chooses: the group's, unless the page has
// an option of its own. The options are the form's fixed eight, in English;
// the pages are the content's, so this table is keyed by slug and a test
// (tests/pages/contact-service.test.ts) fails when a group of the compiled
// content has no option here or a slug here names no page.
import type { ServiceOption } from '../schemas/contact-fields';

/** Each group's option. */
const BY_GROUP: Readonly<Record<string, ServiceOption>> = {
  'ai-agents': 'AI Agent Development',
  automation: 'Automation & RPA',
  'ai-solutions': 'AI Consulting',
  'data-services': 'Data Science & Analytics',
  marketing: 'Other',
  healthcare: 'AI in Healthcare',
  training: 'Other',
  ethics: 'AI Consulting',
};

/** Pages whose option is not their group's. */
export const BY_PAGE: Readonly<Record<string, ServiceOption>> = {
  'chatbot-solutions': 'Chatbot Solutions',
  'voice-assistants': 'Voice Assistants',
  'intelligent-customer-support': 'Chatbot Solutions',
  'machine-learning': 'Data Science & Analytics',
  'custom-ai-solutions': 'Other',
};

/** The option a group page's call to action chooses. */
export const groupInterest = (group: string): ServiceOption | undefined =>
  Object.hasOwn(BY_GROUP, group) ? BY_GROUP[group] : undefined;

/** The option a service page's call to action chooses. */
export const serviceInterest = (page: { slug: string; group: string }): ServiceOption | undefined =>
  Object.hasOwn(BY_PAGE, page.slug) ? BY_PAGE[page.slug] : groupInterest(page.group);
