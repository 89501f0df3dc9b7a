// Building the three messages: pure functions from validated input to a
// mail record. Every value is escaped in the HTML body; headers only ever
// receive single-line values (the schemas refuse CR/LF, and nodemailer
// encodes what it writes).
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
  kind: 'contact' | 'newsletter' | 'application';
  createdAt: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailContext {
  id: string;
  from: string;
  to: string;
  now: Date;
}

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
    subject: `New Contact Form Submission from ${input.name}`,
    text,
    html,
  };
}

export function newsletterMail(email: string, ctx: MailContext): MailRecord {
  const timestamp = ctx.now.toISOString();
  const { text, html } = render('New newsletter subscription', [
    ['Reference', ctx.id],
    ['Email', email],
    ['Timestamp', timestamp],
  ]);
  return { id: ctx.id, kind: 'newsletter', createdAt: timestamp, from: ctx.from, to: ctx.to, subject: 'New Newsletter Subscription', text, html };
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
    subject: `Application: ${job.title} - ${app.name}`,
    text,
    html,
    // Always our name: the visitor's (CV.pdf.bat, a right-to-left override) never reaches the recruiters' mail client.
    attachments: [{ filename: `CV-${ctx.id}.pdf`, contentType: 'application/pdf', file: resume.file, size: resume.size }],
  };
}
