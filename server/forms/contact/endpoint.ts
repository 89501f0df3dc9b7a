// POST /api/contact: the contact form -> the support mailbox, and a
// fixed-text acknowledgement to the sender.
import type { FormPipeline } from '../pipeline';
import type { CappedAcknowledgements } from '../acknowledgement/daily-cap';
import { contactMail } from '../team-mails';
import { contactSchema, type ContactMessage } from '../../../shared/schemas/contact';
import type { Lang } from '../../../shared/i18n/lang';
import { CONTACT_FORM_ID } from '../../../shared/schemas/contact-fields';

export function contactEndpoint(pipeline: FormPipeline, acks: CappedAcknowledgements) {
  const { config, outbox } = pipeline;
  const teamMail = (input: ContactMessage, { id, now, lang }: { id: string; now: Date; lang: Lang }) =>
    contactMail(input, { id, from: config.MAIL_FROM, to: config.MAIL_TO_SUPPORT, now, lang });
  return pipeline.endpoint({
    name: 'contact',
    schema: contactSchema,
    referencePrefix: 'MSG',
    page: () => '/contact',
    anchor: CONTACT_FORM_ID,
    // The reference goes with the confirmation, so a browser without JavaScript shows it too.
    successUrl: (id) => `/contact?sent=1&ref=${encodeURIComponent(id)}#contact-sent`,
    accept: async (input, { id, now, lang, client }) => {
      await outbox.enqueue(
        teamMail(input, { id, now, lang }),
        ...(await acks.mailsFor({ reference: id, to: input.email, client, lang, now, about: { form: 'contact' } })),
      );
    },
    quarantine: (input, context) => ({ mail: teamMail(input, context), sender: input.email, message: input.message }),
  });
}
