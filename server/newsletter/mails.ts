// The mail a newsletter sign-up sends to the address typed: the link that
// confirms it and the link that removes it, in the visitor's language. It
// carries nothing the visitor typed but the address it goes to, so the
// form cannot carry a stranger's words to a third party's inbox; From is
// the site's own address (MAIL_FROM).
import type { Lang } from '../../shared/i18n/lang';
import enLinks from '../../shared/i18n/pages/en/newsletter-links';
import frLinks from '../../shared/i18n/pages/fr/newsletter-links';
import enShell from '../../shared/generated/en/shell';
import frShell from '../../shared/generated/fr/shell';
import { escapeHtml } from '../../shared/html';
import { mailRecord, type MailRecord } from '../outbox/mail-record';

export const LINK_STRINGS = { en: enLinks, fr: frLinks } as const;

/** The confirmation mail's words (server only: no page shows them). */
const MAIL_WORDS = {
  en: {
    subject: 'Please confirm your newsletter subscription',
    greeting: 'Hello,',
    intro: (site: string) =>
      `Someone, hopefully you, asked to receive the ${site} newsletter at this address. To confirm, open this link and press Confirm:`,
    expiry:
      'The link expires in 7 days. If you did not ask for this, ignore this email: an address that is not confirmed is deleted after 7 days.',
    leave: 'To remove this address from our list now:',
    signature: (site: string) => `${site}, Buea, Cameroon`,
    already: {
      subject: 'Your newsletter subscription',
      intro: (site: string) =>
        `Someone, hopefully you, asked to receive the ${site} newsletter at this address. It is already subscribed: there is nothing to do.`,
      leave: 'To stop receiving it and delete this address from our list:',
    },
  },
  fr: {
    subject: 'Veuillez confirmer votre inscription à la lettre d’information',
    greeting: 'Bonjour,',
    intro: (site: string) =>
      `Quelqu’un, vous sans doute, a demandé à recevoir la lettre d’information de ${site} à cette adresse. Pour confirmer, ouvrez ce lien et cliquez sur « Confirmer » :`,
    expiry:
      'Le lien expire dans 7 jours. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : une adresse non confirmée est supprimée au bout de 7 jours.',
    leave: 'Pour supprimer dès maintenant cette adresse de notre liste :',
    signature: (site: string) => `${site}, Buea, Cameroun`,
    already: {
      subject: 'Votre inscription à la lettre d’information',
      intro: (site: string) =>
        `Quelqu’un, vous sans doute, a demandé à recevoir la lettre d’information de ${site} à cette adresse. Elle y est déjà inscrite\u00a0: vous n’avez rien à faire.`,
      leave: 'Pour ne plus la recevoir et supprimer cette adresse de notre liste\u00a0:',
    },
  },
} as const;
const SITE_NAMES: Readonly<Record<Lang, string>> = { en: enShell.site.name, fr: frShell.site.name };

export interface ConfirmationMailInput {
  id: string;
  from: string;
  /** The address signed up: the only thing the visitor typed that the mail holds. */
  to: string;
  lang: Lang;
  now: Date;
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** One paragraph of a newsletter mail: its words, then a link on a line of its own. */
type Paragraph = { words: string; url?: string };

/** The mail's text and HTML from its paragraphs, the site's signature last. */
function letter(paragraphs: Paragraph[], signature: string): { text: string; html: string } {
  const text = [...paragraphs.flatMap(({ words, url }) => [words, ...(url ? [url] : []), '']), '-- ', signature].join(
    '\n',
  );
  const p = (inner: string) => `<p style="font-family:sans-serif;font-size:14px">${inner}</p>`;
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html = [
    ...paragraphs.map(({ words, url }) => p(url ? `${escapeHtml(words)}<br>${link(url)}` : escapeHtml(words))),
    p(escapeHtml(signature)),
  ].join('\n');
  return { text, html };
}

export function confirmationMail(input: ConfirmationMailInput): MailRecord {
  const t = MAIL_WORDS[input.lang];
  const site = SITE_NAMES[input.lang];
  const body = letter(
    [
      { words: t.greeting },
      { words: t.intro(site), url: input.confirmUrl },
      { words: t.expiry },
      { words: t.leave, url: input.unsubscribeUrl },
    ],
    t.signature(site),
  );
  return mailRecord('newsletter-confirm', input, { subject: t.subject, ...body });
}

/**
 * What a sign-up of an address already confirmed sends (within the same
 * caps as a confirmation): its way out, so a repeated sign-up gets a mail
 * whatever the address's state and the form's answer tells nobody which.
 */
export function alreadySubscribedMail(input: Omit<ConfirmationMailInput, 'confirmUrl'>): MailRecord {
  const t = MAIL_WORDS[input.lang];
  const site = SITE_NAMES[input.lang];
  const body = letter(
    [{ words: t.greeting }, { words: t.already.intro(site) }, { words: t.already.leave, url: input.unsubscribeUrl }],
    t.signature(site),
  );
  return mailRecord('newsletter-confirm', input, { subject: t.already.subject, ...body });
}
