// What a form is, declared once: its name, schema, page, what to store and
// where a browser lands. The pipeline (pipeline.ts) takes every post of
// every form through the same steps; each endpoint file only fills this in.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { MailRecord } from '../outbox/mail-record';
import type { FormName } from '../../shared/ssr-data';
import type { Lang } from '../../shared/i18n/lang';
import type { FormDictionary } from '../../shared/i18n/form-words';

/** Per field, codes (shared/schemas/form-codes.ts) until the answer words them. */
type FieldCodes = Record<string, string[]>;
export type Body = Record<string, unknown>;

/** An upload, on disk in the outbox's tmp/ until the message takes it. */
export interface StagedFile {
  path: string;
  size: number;
  originalName: string;
}

/** A refusal: its status, the field errors (codes) and (optionally) a message that is not about one field. */
export interface Refusal {
  status: number;
  fieldErrors: FieldCodes;
  /** The sentence, in the dictionary of the post's language. */
  error?: (t: FormDictionary) => string;
  retryAfterS?: number;
  /**
   * For a browser: answer with a page that says this under the error,
   * instead of keeping the post's values for its form page. Nothing of the
   * post is stored (a post another site's page made, see crossSite).
   */
  page?: (t: FormDictionary) => string;
}

export interface FormDefinition<T> {
  name: FormName;
  schema: z.ZodType<T>;
  /** Prefix of the visitor's reference (MSG-XXXXXXXX). */
  referencePrefix: string;
  /** The page a browser sees the form on (may depend on the post, e.g. the job applied for). */
  page(body: Body): string;
  /** The id of the form's element on that page: the errors land there. */
  anchor: string;
  /** Where a browser lands after success (the confirmation, as a fragment so it is the first thing seen). */
  successUrl(id: string, body: Body): string;
  /** Multipart with one file in this field (the CV); urlencoded or JSON otherwise. */
  upload?: { field: string; maxBytes: number };
  /** Checks beyond the schema (the job is open, the file is a PDF); their errors join the schema's. */
  check?(body: Body, file: StagedFile | undefined, context: { now: Date; lang: Lang }): Promise<Refusal | undefined>;
  /**
   * Store what was sent (the mail in the outbox); resolves once it is durable. `lang` is the visitor's
   * language, `client` its network (clientKey: the IPv6 /64 or the IPv4 address).
   */
  accept(input: T, context: { id: string; file?: StagedFile; now: Date; lang: Lang; client: string }): Promise<void>;
  /**
   * For a post judged spam: the message `accept` would queue for the team
   * (built by the same function, CV included, without the sender's
   * acknowledgement), the sender's address and what they wrote; it goes to
   * the quarantine. A form without it keeps nothing of a post judged spam.
   */
  quarantine?(
    input: T,
    context: { id: string; file?: StagedFile; now: Date; lang: Lang },
  ): { mail: MailRecord; sender: string; message: string };
  /**
   * For a valid post that passed the spam traps: a reason to hold it in the
   * quarantine for review instead of accepting it (a burst of applications),
   * or undefined. The visitor's answer is the same either way.
   */
  holdForReview?(): Promise<string | undefined>;
  /** The answer's error message for a schema failure (default: "Please correct the highlighted fields."). */
  invalidMessage?: (t: FormDictionary) => string;
}

/** A visitor-facing reference: prefix + 8 characters without look-alikes. */
export function reference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `${prefix}-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}
