// Building the messages: pure functions from validated input to a mail
// record. Every value is escaped in the HTML body, and a link's address is
// only ever http(s), mailto or tel; headers only ever receive single-line
// values (the schemas refuse CR/LF, and nodemailer encodes what it writes).
// `From` is always the site's own address (MAIL_FROM), so SPF, DKIM and
// DMARC hold; the visitor is only ever in `Reply-To`. The company reads
// English, written for a reader of fifty of these a week: the date in words
// in Buea's time zone, sizes in KB/MB, the job's title, and a visitor on
// another language's pages marked at the start of the subject ("[FR] ...",
// still visible in a narrow inbox column) and in the first row
// ("Language: French"), so the reply can be in that language.
import type { Lang } from '../../shared/i18n/lang';
import type { Application } from '../../shared/schemas/application';
import type { ContactMessage } from '../../shared/schemas/contact';
import type { Job } from '../../shared/content/schema';
import { cvFileName, dateInWords, fileSize, mailtoHref, telHref, webHref } from '../outbox/mail-format';
import { escapeHtml } from '../../shared/html';
import { mailRecord, type MailContext, type MailRecord } from '../outbox/mail-record';

/** Languages as the company's (English) mail names them. */
const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: 'English', fr: 'French' };

/** The subject with the visitor's language marked at its start, unless it is English. */
const subjectIn = (subject: string, lang: Lang = 'en') =>
  lang === 'en' ? subject : `[${lang.toUpperCase()}] ${subject}`;

/** A row's value: text, or text that links to an address (http(s), mailto or tel only; see mail-format.ts). */
type Value = string | { text: string; href: string | undefined };
type Row = [string, Value | undefined];

/** The first rows: the visitor's language, when it is not English. */
const languageRow = (lang: Lang = 'en'): Row => ['Language', lang === 'en' ? undefined : LANGUAGE_NAMES[lang]];

const textOf = (v: Value) => (typeof v === 'string' ? v : v.text);
const htmlOf = (v: Value) =>
  typeof v === 'string' || !v.href
    ? escapeHtml(textOf(v))
    : `<a href="${escapeHtml(v.href)}">${escapeHtml(v.text)}</a>`;

function render(title: string, rows: Row[], body?: [string, string]) {
  const present = rows.filter((r): r is [string, Value] => Boolean(r[1]));
  const text = [
    title,
    '',
    ...present.map(([k, v]) => `${k}: ${textOf(v)}`),
    ...(body ? ['', `${body[0]}:`, body[1]] : []),
  ].join('\n');
  const html = [
    `<h1 style="font-family:sans-serif;font-size:18px">${escapeHtml(title)}</h1>`,
    '<table style="font-family:sans-serif;font-size:14px;border-collapse:collapse">',
    ...present.map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${htmlOf(v)}</td></tr>`,
    ),
    '</table>',
    ...(body
      ? [
          `<h2 style="font-family:sans-serif;font-size:15px">${escapeHtml(body[0])}</h2>`,
          `<p style="font-family:sans-serif;font-size:14px;white-space:pre-wrap">${escapeHtml(body[1])}</p>`,
        ]
      : []),
  ].join('\n');
  return { text, html };
}

export function contactMail(input: ContactMessage, ctx: MailContext): MailRecord {
  const { text, html } = render(
    'New contact form submission',
    [
      languageRow(ctx.lang),
      ['Reference', ctx.id],
      ['Name', input.name],
      ['Email', { text: input.email, href: mailtoHref(input.email) }],
      ['Phone', input.phone && { text: input.phone, href: telHref(input.phone) }],
      ['Company', input.company],
      ['Service', input.service],
      ['Received', dateInWords(ctx.now)],
    ],
    ['Message', input.message],
  );
  return mailRecord('contact', ctx, {
    replyTo: input.email,
    subject: subjectIn(`New Contact Form Submission from ${input.name}`, ctx.lang),
    text,
    html,
  });
}

export function newsletterMail(email: string, ctx: MailContext): MailRecord {
  const { text, html } = render('New newsletter subscription', [
    languageRow(ctx.lang),
    ['Reference', ctx.id],
    ['Email', { text: email, href: mailtoHref(email) }],
    ['Received', dateInWords(ctx.now)],
  ]);
  return mailRecord('newsletter', ctx, { subject: subjectIn('New Newsletter Subscription', ctx.lang), text, html });
}

export interface Resume {
  /** The visitor's file name: shown (escaped) in the body, never used as the attachment's name. */
  originalName: string;
  size: number;
  /** The uploaded bytes, staged on disk. */
  file: string;
}

/**
 * A visitor's file name made readable and harmless in a mail body: control
 * and format characters (U+202E would make `fdp.exe` read `exe.pdf`) are
 * written as \u{...}, and the length is capped.
 */
export function escapedFileName(name: string): string {
  return name
    .slice(0, 200)
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`);
}

const link = (url: string | undefined): Value | undefined => url && { text: url, href: webHref(url) };

export function applicationMail(app: Application, job: Job, resume: Resume, ctx: MailContext): MailRecord {
  // Named after the person, the job and the reference, so fifty CVs in a Downloads folder tell themselves apart.
  const filename = cvFileName({ name: app.name, jobTitle: job.title, reference: ctx.id });
  const { text, html } = render(
    `Application for ${job.title}`,
    [
      languageRow(ctx.lang),
      ['Reference', ctx.id],
      ['Position', job.title],
      ['Name', app.name],
      ['Email', { text: app.email, href: mailtoHref(app.email) }],
      ['Phone', { text: app.phone, href: telHref(app.phone) }],
      ['LinkedIn', link(app.linkedIn)],
      ['Portfolio', link(app.portfolio)],
      [
        'CV',
        `${filename} (PDF, ${fileSize(resume.size)}), attached; uploaded as "${escapedFileName(resume.originalName)}"`,
      ],
      ['Received', dateInWords(ctx.now)],
    ],
    ['Cover letter', app.coverLetter],
  );
  return mailRecord('application', ctx, {
    replyTo: app.email,
    subject: subjectIn(`Application: ${job.title} - ${app.name}`, ctx.lang),
    text,
    html,
    // Always a name built here in plain ASCII: the visitor's (CV.pdf.bat, a right-to-left override) never reaches the recruiters' mail client.
    attachments: [{ filename, contentType: 'application/pdf', file: resume.file, size: resume.size }],
  });
}
