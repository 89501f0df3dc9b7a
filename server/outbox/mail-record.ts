// A message as the outbox stores it (one row of the store, its attachments
// beside it; a delivered message is deleted) and a transport sends it: the
// contract between the builders, the outbox, its command and the
// transports. Records already stored stay readable, so a field is only ever
// added, optional.
import type { Lang } from '../../shared/i18n/lang';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /**
   * Where the bytes are while the form's post is handled: a file staged in
   * the outbox's tmp/, read into the store when the message is stored.
   */
  file?: string;
  size: number;
  /** The bytes, once read back from the store for delivery. */
  bytes?: Buffer;
  /** Records of the oldest outbox folders carried base64 bytes here; moved into the store as bytes. */
  content?: string;
}

export interface MailRecord {
  id: string;
  kind:
    | 'contact'
    | 'newsletter'
    | 'newsletter-confirm'
    | 'application'
    | 'acknowledgement'
    | 'spam-digest'
    | 'weekly-counts';
  createdAt: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The visitor's language (the page they wrote from); absent in older records. */
  lang?: Lang;
  /** Extra header fields (an acknowledgement's Auto-Submitted); single-line values the site writes, never the visitor. */
  headers?: Record<string, string>;
}

/** Who a message is from and to, its id, when it was made, and the visitor's language. */
export interface MailContext {
  id: string;
  from: string;
  to: string;
  now: Date;
  /** The visitor's language; English when not given. */
  lang?: Lang;
}

/** What a builder writes: the words, and what only some messages carry. */
export type MailContent = Pick<MailRecord, 'subject' | 'text' | 'html' | 'replyTo' | 'attachments' | 'headers'>;

/** The record every builder returns: its context and content, stamped with the time it was made. */
export function mailRecord(kind: MailRecord['kind'], ctx: MailContext, content: MailContent): MailRecord {
  const { replyTo, subject, text, html, attachments, headers } = content;
  return {
    id: ctx.id,
    kind,
    createdAt: ctx.now.toISOString(),
    from: ctx.from,
    to: ctx.to,
    ...(replyTo === undefined ? {} : { replyTo }),
    subject,
    text,
    html,
    lang: ctx.lang ?? 'en',
    ...(attachments === undefined ? {} : { attachments }),
    ...(headers === undefined ? {} : { headers }),
  };
}
