// Building the three messages: pure functions from validated input to a
// mail record. Every value is escaped in the HTML body; headers only ever
// receive single-line values (the schemas refuse CR/LF, and nodemailer
// encodes what it writes). The company reads English: a message from a
// visitor on another language's pages says so in its subject ("[FR]") and
// its first row ("Language: French"), so the reply can be in that language;
// an English one is unchanged.
import type { Lang } from '../../shared/i18n/lang';
import type { Application } from '../../shared/schemas/application';
import type { ContactMessage } from '../../shared/schemas/contact';
import type { Job } from '../../shared/content/schema';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /**
   * Where the bytes are: a file staged in the outbox's tmp/ when built, then
   * the name of the file next to the record (the outbox rewrites it), never
   * the bytes themselves in the JSON.
   */
  file: string;
  size: number;
  /** Records queued before attachments moved to files carry base64 bytes here; still delivered. */
  content?: string;
}

export interface MailRecord {
  id: string;
  kind: 'contact' | 'newsletter' | 'newsletter-confirm' | 'application';
  createdAt: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The visitor's language (the page they wrote from); absent in records queued before issue 13. */
  lang?: Lang;
}

export interface MailContext {
  id: string;
  from: string;
  to: string;
  now: Date;
  /** The visitor's language; English when not given. */
  lang?: Lang;
}

/** Languages as the company's (English) mail names them. */
const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: 'English', fr: 'French' };

/** The subject with the visitor's language marked, unless it is English. */
const subjectIn = (subject: string, lang: Lang = 'en') => (lang === 'en' ? subject : `${subject} [${lang.toUpperCase()}]`);

/** The first rows: the visitor's language, when it is not English. */
const languageRow = (lang: Lang = 'en'): [string, string | undefined] => ['Language', lang === 'en' ? undefined : LANGUAGE_NAMES[lang]];

const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function render(title: string, rows: [string, string | undefined][], body?: [string, string]) {
  const present = rows.filter((r): r is [string, string] => Boolean(r[1]));
  const text = [
    title,
    '',
    ...present.map(([k, v]) => `${k}: ${v}`),
    ...(body ? ['', `${body[0]}:`, body[1]] : []),
  ].join('\n');
  const html = [
    `<h1 style="font-family:sans-serif;font-size:18px">${escapeHtml(title)}</h1>`,
    '<table style="font-family:sans-serif;font-size:14px;border-collapse:collapse">',
    ...present.map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
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
  const timestamp = ctx.now.toISOString();
  const { text, html } = render(
    'New contact form submission',
    [
      languageRow(ctx.lang),
      ['Reference', ctx.id],
      ['Name', input.name],
      ['Email', input.email],
      ['Phone', input.phone],
      ['Company', input.company],
      ['Service', input.service],
      ['Timestamp', timestamp],
    ],
    ['Message', input.message],
  );
  return {
    id: ctx.id,
    kind: 'contact',
    createdAt: timestamp,
    from: ctx.from,
    to: ctx.to,
    replyTo: input.email,
    subject: subjectIn(`New Contact Form Submission from ${input.name}`, ctx.lang),
    text,
    html,
    lang: ctx.lang ?? 'en',
  };
}

export function newsletterMail(email: string, ctx: MailContext): MailRecord {
  const timestamp = ctx.now.toISOString();
  const { text, html } = render('New newsletter subscription', [
    languageRow(ctx.lang),
    ['Reference', ctx.id],
    ['Email', email],
    ['Timestamp', timestamp],
  ]);
  return {
    id: ctx.id,
    kind: 'newsletter',
    createdAt: timestamp,
    from: ctx.from,
    to: ctx.to,
    subject: subjectIn('New Newsletter Subscription', ctx.lang),
    text,
    html,
    lang: ctx.lang ?? 'en',
  };
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

export function applicationMail(app: Application, job: Job, resume: Resume, ctx: MailContext): MailRecord {
  const timestamp = ctx.now.toISOString();
  const { text, html } = render(
    `Application for ${job.title}`,
    [
      languageRow(ctx.lang),
      ['Reference', ctx.id],
      ['Position', `${job.title} (${job.id})`],
      ['Name', app.name],
      ['Email', app.email],
      ['Phone', app.phone],
      ['LinkedIn', app.linkedIn],
      ['Portfolio', app.portfolio],
      ['CV', `CV-${ctx.id}.pdf, ${resume.size} bytes, attached (sent as "${escapedFileName(resume.originalName)}")`],
      ['Timestamp', timestamp],
    ],
    ['Cover letter', app.coverLetter],
  );
  return {
    id: ctx.id,
    kind: 'application',
    createdAt: timestamp,
    from: ctx.from,
    to: ctx.to,
    replyTo: app.email,
    subject: subjectIn(`Application: ${job.title} - ${app.name}`, ctx.lang),
    text,
    html,
    lang: ctx.lang ?? 'en',
    // Always our name: the visitor's (CV.pdf.bat, a right-to-left override) never reaches the recruiters' mail client.
    attachments: [{ filename: `CV-${ctx.id}.pdf`, contentType: 'application/pdf', file: resume.file, size: resume.size }],
  };
}
