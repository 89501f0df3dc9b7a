// Every mail a visitor can receive, built in a language by the server's own
// builders, as it would land in an inbox: the acknowledgement of a contact
// message and of an application, the newsletter's confirmation, and the short
// mail a sign-up of an address already confirmed gets. The glossary and the
// copy rules read them as they read the pages.
import type { Lang } from '../../shared/i18n/lang';
import { acknowledgementMail } from '../../server/forms/acknowledgement/mail';
import { alreadySubscribedMail, confirmationMail } from '../../server/newsletter/mails';
import enJobs from '../../shared/generated/en/jobs';
import frJobs from '../../shared/generated/fr/jobs';

export interface VisitorMail {
  name: string;
  subject: string;
  /** The plain-text part: the same words as the HTML part. */
  text: string;
}

/** A first of the month, in the afternoon in Buea: the date's "1er" and its time both show. */
const NOW = new Date('2026-12-01T15:30:00Z');
const SITE_URL = 'https://www.example.com';

export function visitorMails(lang: Lang): VisitorMail[] {
  const job = (lang === 'fr' ? frJobs : enJobs)[0]!;
  const common = {
    lang,
    now: NOW,
    from: 'Chariot AI Labs <no-reply@example.com>',
    to: 'visitor@example.org',
    replyTo: 'support@example.com',
    siteUrl: SITE_URL,
  };
  const mails = [
    {
      name: 'contact acknowledgement',
      mail: acknowledgementMail({ ...common, reference: 'MSG-TEST1234', about: { form: 'contact' } }),
    },
    {
      name: 'application acknowledgement',
      mail: acknowledgementMail({
        ...common,
        reference: 'APP-TEST1234',
        about: { form: 'application', jobTitle: job.title, cvBytes: 12_345_678 },
      }),
    },
    {
      name: 'newsletter confirmation',
      mail: confirmationMail({
        id: 'NL-TEST1234',
        from: common.from,
        to: common.to,
        lang,
        now: NOW,
        confirmUrl: `${SITE_URL}/newsletter/confirm?t=token`,
        unsubscribeUrl: `${SITE_URL}/newsletter/unsubscribe?t=token`,
      }),
    },
    {
      name: 'newsletter already subscribed',
      mail: alreadySubscribedMail({
        id: 'NL-TEST1235',
        from: common.from,
        to: common.to,
        lang,
        now: NOW,
        unsubscribeUrl: `${SITE_URL}/newsletter/unsubscribe?t=token`,
      }),
    },
  ];
  return mails.map(({ name, mail }) => ({ name, subject: mail.subject, text: mail.text }));
}
