// One form, declared once (its name, schema, page, what to store and where
// a browser lands), and one helper that every post goes through in this
// order: origin -> rate limit -> content type -> body -> spam -> schema ->
// outbox -> answer. The answer has one shape for every status: JSON
// `{ error, fieldErrors }` (or `{ ok, id }`) for scripts; for a browser
// without JavaScript a 303, to the confirmation on success and otherwise
// to the form's page at an address it can reload, with the values kept and
// the errors shown (see form-states.ts).
//
// Every answer is in the post's language: the form's hidden `lang` field,
// or, for refusals made before the body is read (403, 429, 415, 413, 503),
// the `?lang=` its action carries; missing or unknown means English, never
// a guess from Accept-Language. Field errors arrive here as codes (the
// schemas speak no language) and leave as that language's sentences; the
// redirects go to the page in that language.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import express, { type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Outbox } from '../mail/outbox';
import { OutboxUnavailableError } from '../mail/outbox';
import { rateLimiter } from '../security';
import type { FormStates } from './form-states';
import type { TimeTrap } from './time-trap';
import { gate as boundedGate } from '../gate';
import type { FormName } from '../../shared/ssr-data';
import { fieldErrorsOf } from '../../shared/schemas/field-errors';
import { formMessages } from '../../shared/schemas/form-messages';
import { HONEYPOT_FIELD, MAX_JSON_BYTES } from '../../shared/schemas/limits';
import { LANG_FIELD } from '../../shared/schemas/form-lang';
import { DEFAULT_LANG, isLang, localizePath, type Lang } from '../../shared/i18n/lang';
import { withForms, type FormDictionary } from '../../shared/i18n/form-words';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';

/** Per field, codes (shared/schemas/form-codes.ts) until the answer words them. */
type FieldCodes = Record<string, string[]>;
export type Body = Record<string, unknown>;

/** The server words its answers in the post's language: its dictionary with the forms' strings (both are small). */
const DICTIONARIES: Readonly<Record<Lang, FormDictionary>> = { en: withForms(en, enForms), fr: withForms(fr, frForms) };

/** The post's language: its `lang` field, else its action's `?lang=`, else English. */
export function postLang(req: Request): Lang {
  const body: unknown = req.body;
  const field = body && typeof body === 'object' ? (body as Body)[LANG_FIELD] : undefined;
  if (isLang(field)) return field;
  const query = req.query[LANG_FIELD];
  return isLang(query) ? query : DEFAULT_LANG;
}

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
  check?(body: Body, file: StagedFile | undefined): Promise<Refusal | undefined>;
  /** Store what was sent (the mail in the outbox); resolves once it is durable. `lang` is the visitor's language. */
  accept(input: T, context: { id: string; file?: StagedFile; now: Date; lang: Lang }): Promise<void>;
  /** The answer's error message for a schema failure (default: "Please correct the highlighted fields."). */
  invalidMessage?: (t: FormDictionary) => string;
}

export interface FormKitDeps {
  config: Config;
  outbox: Outbox;
  trap: TimeTrap;
  states: FormStates;
  now?: () => Date;
}

/** A visitor-facing reference: prefix + 8 characters without look-alikes. */
export function reference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `${prefix}-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';

/** Form values as plain strings (to re-fill a form), never the honeypot or a file. */
function valuesOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'string' && k !== HONEYPOT_FIELD) out[k] = v.slice(0, 10_000);
    }
  }
  return out;
}

/** Posts from another site's page are refused: its Origin (when it names one) or Sec-Fetch-Site says so. */
export function crossSite(req: Request, siteOrigin: string): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  // Absent (curl, old browsers) or "null" (sent under Referrer-Policy: no-referrer): nothing to compare.
  if (!origin || origin === 'null') return false;
  return origin !== siteOrigin && origin !== `${req.protocol}://${req.get('host')}`;
}

const run = (mw: RequestHandler, req: Request, res: Response) =>
  new Promise<unknown>((resolve) => {
    void mw(req, res, (err?: unknown) => resolve(err));
  });

export function formKit(deps: FormKitDeps) {
  const { config, outbox, trap, states } = deps;
  const now = deps.now ?? (() => new Date());
  const siteOrigin = new URL(config.SITE_URL).origin;
  // One limit across the three forms, per IP.
  const limit = rateLimiter({ max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_S * 1000 });
  const gate = boundedGate({ max: config.UPLOAD_CONCURRENCY, maxWaiting: 50, waitMs: config.UPLOAD_WAIT_S * 1000 });
  const parsers = [
    express.json({ limit: MAX_JSON_BYTES, strict: true }),
    express.urlencoded({ extended: false, limit: MAX_JSON_BYTES, parameterLimit: 30 }),
  ];

  function endpoint<T>(form: FormDefinition<T>): RequestHandler {
    const multipart = form.upload
      ? multer({
          // To disk in the outbox's tmp/, never whole in memory; the outbox
          // renames the file in beside the record, or it is deleted below.
          storage: multer.diskStorage({ destination: outbox.tmpDir, filename: (_req, _file, cb) => cb(null, `upload-${randomBytes(12).toString('hex')}`) }),
          limits: { fileSize: form.upload.maxBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 30, headerPairs: 200 },
          defParamCharset: 'utf8',
        }).single(form.upload.field)
      : undefined;

    /** Every answer but success, in the shape the client asked for. */
    function refuse(req: Request, res: Response, refusal: Refusal) {
      const lang = postLang(req);
      const t = DICTIONARIES[lang];
      const error = (refusal.error ?? form.invalidMessage)?.(t) ?? t.messages.forms.fixErrors;
      const fieldErrors = formMessages(t, form.name, refusal.fieldErrors);
      if (refusal.retryAfterS) res.setHeader('Retry-After', String(refusal.retryAfterS));
      if (!wantsHtml(req)) {
        res.status(refusal.status).json({ error, fieldErrors });
        return;
      }
      const body = (req.body ?? {}) as Body;
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      // The words are stored already in the post's language, and the page is that language's.
      const location = states.save(
        localizePath(lang, form.page(body)),
        { form: form.name, values: valuesOf(body), fieldErrors, error: hasFieldErrors ? undefined : error },
        form.anchor,
      );
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, location);
    }

    function succeed(req: Request, res: Response, id: string) {
      res.setHeader('Cache-Control', 'no-store');
      if (wantsHtml(req)) res.redirect(303, localizePath(postLang(req), form.successUrl(id, (req.body ?? {}) as Body)));
      else res.status(201).json({ ok: true, id });
    }

    /** Read the body; a refusal when it cannot be read. */
    async function readBody(req: Request, res: Response): Promise<{ file?: StagedFile; refusal?: Refusal }> {
      if (!multipart) {
        for (const parser of parsers) {
          const err = (await run(parser, req, res)) as { status?: number; type?: string } | undefined;
          if (err) {
            const tooLarge = err.type === 'entity.too.large' || err.status === 413;
            return { refusal: { status: tooLarge ? 413 : 400, fieldErrors: {}, error: (t) => (tooLarge ? t.messages.forms.tooLarge : t.messages.forms.unreadable) } };
          }
        }
        return {};
      }
      const err = (await run(multipart, req, res)) as { code?: string } | undefined;
      const file = req.file ? { path: req.file.path, size: req.file.size, originalName: req.file.originalname } : undefined;
      if (!err) return { file };
      const code = err.code ?? '';
      const field = form.upload!.field;
      if (code === 'LIMIT_FILE_SIZE') return { file, refusal: { status: 413, fieldErrors: { [field]: ['resumeTooLarge'] } } };
      if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') return { file, refusal: { status: 400, fieldErrors: { [field]: ['oneFile'] } } };
      if (code.startsWith('LIMIT_')) return { file, refusal: { status: 400, fieldErrors: { form: ['tooManyFields'] } } };
      if (code === 'ENOSPC') return { file, refusal: { status: 503, fieldErrors: {}, error: (t) => t.messages.forms.unavailable, retryAfterS: 300 } };
      return { file, refusal: { status: 400, fieldErrors: {}, error: (t) => t.messages.forms.unreadable } };
    }

    return async function handleForm(req, res, next) {
      let release: (() => void) | undefined;
      let file: StagedFile | undefined;
      try {
        if (crossSite(req, siteOrigin)) {
          req.log?.warn({ form: form.name, origin: req.headers.origin }, 'cross-site form post refused');
          return refuse(req, res, { status: 403, fieldErrors: {}, error: (t) => t.messages.forms.crossSite });
        }
        const verdict = limit(req.ip ?? 'unknown');
        if (!verdict.ok) {
          req.log?.warn({ form: form.name }, 'form rate limit reached');
          return refuse(req, res, { status: 429, fieldErrors: {}, error: (t) => t.messages.errors.tooManyRequests, retryAfterS: verdict.retryAfterS });
        }
        const types = multipart ? ['multipart/form-data'] : ['application/json', 'application/x-www-form-urlencoded'];
        if (!req.is(types)) return refuse(req, res, { status: 415, fieldErrors: {}, error: (t) => t.messages.forms.wrongType(types.join(t.forms.or)) });

        if (multipart) {
          // Bounded: a few uploads at a time, and only while the disk has room for one more.
          release = await gate.enter();
          const full = release ? await outbox.ensureSpace(form.upload!.maxBytes).then(() => false, () => true) : false;
          if (!release || full) {
            req.log?.warn({ form: form.name, busy: !release, full }, 'upload refused for now');
            // Read and discard the body first: answered mid-upload, a browser shows a reset, not the answer.
            await new Promise<void>((resolve) => {
              req.once('end', resolve);
              req.once('close', resolve);
              req.resume();
            });
            return refuse(req, res, { status: 503, fieldErrors: {}, error: (t) => t.messages.forms.unavailable, retryAfterS: release ? 300 : 10 });
          }
        }
        const read = await readBody(req, res);
        file = read.file;
        if (read.refusal) return refuse(req, res, read.refusal);

        // A post that fails the spam checks gets the same answer as a real one, and is dropped.
        const body = (req.body ?? {}) as Body;
        const honeypot = body[HONEYPOT_FIELD];
        const spam = typeof honeypot === 'string' && honeypot.trim() !== '' ? 'honeypot filled' : trap.check(req);
        if (spam) {
          req.log?.warn({ form: form.name, reason: spam }, 'form post dropped as spam');
          return succeed(req, res, reference(form.referencePrefix));
        }

        const parsed = form.schema.safeParse(body);
        const problem = await form.check?.(body, file);
        if (!parsed.success) return refuse(req, res, { status: 400, fieldErrors: { ...fieldErrorsOf(parsed.error), ...problem?.fieldErrors } });
        if (problem) return refuse(req, res, problem);

        const id = reference(form.referencePrefix);
        try {
          await form.accept(parsed.data, { id, file, now: now(), lang: postLang(req) });
        } catch (err) {
          const full = err instanceof OutboxUnavailableError;
          req.log?.error({ err, id, form: form.name }, 'could not store a submission');
          return refuse(req, res, { status: 503, fieldErrors: {}, error: (t) => t.messages.forms.unavailable, retryAfterS: full ? err.retryAfterS : 30 });
        }
        req.log?.info({ id, form: form.name }, 'submission accepted');
        return succeed(req, res, id);
      } catch (err) {
        next(err);
      } finally {
        release?.();
        // Taken by the outbox on success (renamed away); anything left is a rejected upload.
        if (file) await rm(file.path, { force: true }).catch(() => undefined);
      }
    } as RequestHandler;
  }

  return { endpoint, outbox, config };
}

export type FormKit = ReturnType<typeof formKit>;
