// The acknowledgement a visitor receives after an accepted contact message
// or application: in the visitor's language, with the reference, what
// happens next and how to reach the team. Fixed text only: nothing the
// visitor typed reaches it, not even the name, so the forms can never carry
// a stranger's words into a third party's inbox (an address typed by
// someone else gets a short, neutral note it can ignore). Everything in it
// comes from the site's content and configuration. `Auto-Submitted:
// auto-replied` (RFC 3834) keeps other robots (vacation replies, ticket
// systems) from answering it.
import type { Lang } from '../../../shared/i18n/lang';
import { siteByLang } from '../../../shared/content/site';
import { dateInWords, fileSize, mailtoHref, telHref } from '../../outbox/mail-format';
import { escapeHtml } from '../../../shared/html';
import { mailRecord, type MailRecord } from '../../outbox/mail-record';

/** What the acknowledgement is about: a contact message, or an application with the job's title (in the visitor's language) and the CV's size. */
export type Acknowledged = { form: 'contact' } | { form: 'application'; jobTitle: string; cvBytes: number };

export interface AcknowledgementOptions {
  /** The visitor's reference (MSG-..., APP-...). */
  reference: string;
  lang: Lang;
  now: Date;
  /** MAIL_FROM: the site's own address. */
  from: string;
  /** The visitor's address (the only thing of theirs the message holds, as its recipient). */
  to: string;
  /** The team's mailbox for this form, so a reply reaches a person. */
  replyTo: string;
  /** SITE_URL, to say which site's form was used. */
  siteUrl: string;
  about: Acknowledged;
}

/** One paragraph: plain text, or text with a link (its address built here, never typed by a visitor). */
type Piece = string | { text: string; href: string | undefined } | { strong: string };
type Paragraph = Piece[];

interface Letter {
  subject: string;
  heading: string;
  paragraphs: Paragraph[];
  /** Why this address received it, set apart at the end. */
  footer: Paragraph;
  signature: string;
}

interface Facts {
  company: string;
  reference: string;
  date: string;
  email: string;
  phone: string;
  hours: string;
  host: string;
  site: string;
}

const contactLink = (f: Facts) => ({ text: f.email, href: mailtoHref(f.email) });
const phoneLink = (f: Facts) => ({ text: f.phone, href: telHref(f.phone) });

/** A language's words for the letter; where they differ by form, `application` tells which. */
interface Words {
  subject: (application: boolean, f: Facts) => string;
  heading: (application: boolean) => string;
  received: (about: Acknowledged, f: Facts) => string;
  /** Around the reference: before it, and after it. */
  reference: (application: boolean) => [string, string];
  next: (application: boolean) => string;
  /** How to reach the team: an application's words before the phone number; a message's before the address, and between it and the phone. */
  ask: { application: string; contact: [string, string] };
  /** The footer's words before the site's address, and after it. */
  footer: (application: boolean) => [string, string];
  signature: (f: Facts) => string;
}

/** The words, as a native editor of each language writes them (French: vous, no-break spaces before : ; ? !, « »). */
const WORDS: Readonly<Record<Lang, Words>> = {
  en: {
    subject: (application, f) =>
      application ? `We received your application (${f.reference})` : `We received your message (${f.reference})`,
    heading: (application) => (application ? 'Thank you for your application' : 'Thank you for your message'),
    received: (about, f) =>
      about.form === 'application'
        ? `Your application for the position of ${about.jobTitle} reached our recruiting team on ${f.date}, together with your CV (PDF, ${fileSize(about.cvBytes, 'en')}). You do not need to send it again.`
        : `Your message reached the ${f.company} team on ${f.date}.`,
    reference: (application) => [
      'Your reference: ',
      `. Please quote it whenever you write to us about this ${application ? 'application.' : 'message.'}`,
    ],
    next: (application) =>
      application
        ? 'What happens next: our recruiters read every application. If your experience matches the role, we will contact you to arrange a first conversation.'
        : 'What happens next: a member of our team reads your message and replies within one working day, to this email address.',
    ask: {
      application:
        'Questions about your application? Reply to this email and our recruiting team will answer. You can also call us on ',
      contact: ['Anything to add? Reply to this email. You can also write to ', ' or call us on '],
    },
    footer: (application) => [
      `You are receiving this email because this address was entered in the ${application ? 'application' : 'contact'} form on `,
      '. If that was not you, you can ignore it: we will not write to you again unless you contact us.',
    ],
    signature: (f) => `The ${f.company} team`,
  },
  fr: {
    subject: (application, f) =>
      application
        ? `Nous avons bien reçu votre candidature (${f.reference})`
        : `Nous avons bien reçu votre message (${f.reference})`,
    heading: (application) => (application ? 'Merci pour votre candidature' : 'Merci pour votre message'),
    received: (about, f) =>
      about.form === 'application'
        ? `Votre candidature au poste «\u00a0${about.jobTitle}\u00a0» est bien parvenue à notre équipe de recrutement le ${f.date}, avec votre CV (PDF, ${fileSize(about.cvBytes, 'fr')}). Inutile de nous l’envoyer à nouveau.`
        : `Votre message est bien parvenu à l’équipe de ${f.company} le ${f.date}.`,
    reference: (application) => [
      'Votre référence\u00a0: ',
      `. Merci de la rappeler dans tout échange au sujet de ${application ? 'cette candidature.' : 'ce message.'}`,
    ],
    next: (application) =>
      application
        ? 'La suite\u00a0: nos recruteurs lisent chaque candidature. Si votre expérience correspond au poste, nous vous contacterons pour convenir d’un premier entretien.'
        : 'La suite\u00a0: un membre de notre équipe lit votre message et vous répond sous un jour ouvré, à cette adresse e-mail.',
    ask: {
      application:
        'Une question sur votre candidature\u00a0? Répondez simplement à cet e-mail\u00a0: notre équipe de recrutement vous répondra. Vous pouvez aussi nous appeler au ',
      contact: [
        'Une précision à ajouter\u00a0? Répondez simplement à cet e-mail. Vous pouvez aussi écrire à ',
        ' ou nous appeler au ',
      ],
    },
    footer: (application) => [
      `Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire ${application ? 'de candidature' : 'de contact'} du site `,
      '. Si ce n’était pas vous, vous pouvez l’ignorer\u00a0: nous ne vous écrirons plus, sauf si vous nous contactez.',
    ],
    signature: (f) => `L’équipe de ${f.company}`,
  },
};

/** The letter in a language: the same paragraphs in the same order for both, the words from WORDS. */
function letterOf(lang: Lang, about: Acknowledged, f: Facts): Letter {
  const w = WORDS[lang];
  const application = about.form === 'application';
  const [beforeReference, afterReference] = w.reference(application);
  const [beforeSite, afterSite] = w.footer(application);
  const hours = `, ${f.hours}.`;
  return {
    subject: w.subject(application, f),
    heading: w.heading(application),
    paragraphs: [
      [w.received(about, f)],
      [beforeReference, { strong: f.reference }, afterReference],
      [w.next(application)],
      application
        ? [w.ask.application, phoneLink(f), hours]
        : [w.ask.contact[0], contactLink(f), w.ask.contact[1], phoneLink(f), hours],
    ],
    footer: [beforeSite, { text: f.host, href: f.site }, afterSite],
    signature: w.signature(f),
  };
}

const textOf = (p: Paragraph) =>
  p.map((piece) => (typeof piece === 'string' ? piece : 'strong' in piece ? piece.strong : piece.text)).join('');
const htmlOf = (p: Paragraph) =>
  p
    .map((piece) => {
      if (typeof piece === 'string') return escapeHtml(piece);
      if ('strong' in piece) return `<strong>${escapeHtml(piece.strong)}</strong>`;
      return piece.href ? `<a href="${escapeHtml(piece.href)}">${escapeHtml(piece.text)}</a>` : escapeHtml(piece.text);
    })
    .join('');

/** Opening hours inside a sentence's brackets: "Du lundi au vendredi…" reads "du lundi au vendredi…" there. */
const inSentence = (hours: string, lang: Lang) =>
  lang === 'fr' ? hours.charAt(0).toLowerCase() + hours.slice(1) : hours;

export function acknowledgementMail(options: AcknowledgementOptions): MailRecord {
  const site = siteByLang[options.lang];
  const url = new URL(options.siteUrl);
  const facts: Facts = {
    company: site.name,
    reference: options.reference,
    date: dateInWords(options.now, options.lang),
    email: site.emailSupport,
    phone: site.phoneDisplay,
    hours: inSentence(site.hours, options.lang),
    host: url.host,
    site: url.origin,
  };
  const letter = letterOf(options.lang, options.about, facts);
  const greeting = options.lang === 'fr' ? 'Bonjour,' : 'Hello,';
  const text = [
    greeting,
    '',
    ...letter.paragraphs.flatMap((p) => [textOf(p), '']),
    letter.signature,
    facts.site,
    '',
    '-- ',
    textOf(letter.footer),
  ].join('\n');
  const p = (inner: string, style = '') =>
    `<p style="font-family:sans-serif;font-size:14px;line-height:1.5${style}">${inner}</p>`;
  const html = [
    `<div lang="${options.lang}">`,
    `<h1 style="font-family:sans-serif;font-size:18px">${escapeHtml(letter.heading)}</h1>`,
    p(escapeHtml(greeting)),
    ...letter.paragraphs.map((para) => p(htmlOf(para))),
    p(`${escapeHtml(letter.signature)}<br><a href="${escapeHtml(facts.site)}">${escapeHtml(facts.host)}</a>`),
    p(htmlOf(letter.footer), ';color:#555;font-size:12px'),
    '</div>',
  ].join('\n');
  // Its own id: the outbox, the log-only .eml file and `npm run outbox -- retry <reference>` keep it apart from the team's message.
  return mailRecord(
    'acknowledgement',
    { id: `${options.reference}-ACK`, from: options.from, to: options.to, now: options.now, lang: options.lang },
    {
      replyTo: options.replyTo,
      subject: letter.subject,
      text,
      html,
      headers: {
        'Auto-Submitted': 'auto-replied',
        'X-Auto-Response-Suppress': 'All',
        'Content-Language': options.lang,
      },
    },
  );
}
