// POST /api/contact: the contact form (spec 2.4, 5) -> the support mailbox.
import type { FormKit } from '../forms/form-kit';
import { contactMail } from '../mail/build';
import { contactSchema } from '../../shared/schemas/contact';

export function contactEndpoint(kit: FormKit) {
  const { config, outbox } = kit;
  return kit.endpoint({
    name: 'contact',
    schema: contactSchema,
    referencePrefix: 'MSG',
    page: () => '/contact',
    anchor: 'contact-form',
    successUrl: () => '/contact?sent=1#contact-sent',
    accept: (input, { id, now, lang }) => outbox.enqueue(contactMail(input, { id, from: config.MAIL_FROM, to: config.MAIL_TO_SUPPORT, now, lang })),
  });
}
