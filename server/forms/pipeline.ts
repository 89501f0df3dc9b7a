// One form, declared once (its name, schema, page, what to store and where
// a browser lands), and one helper that every post goes through in this
// order: origin -> rate limit -> content type -> body -> spam verdict ->
// schema -> outbox (or, for a post judged spam, the quarantine) -> answer; an upload first needs to be its client's only one and
// to get a slot, and its body must keep a minimum pace (upload-pace.ts).
// The answer has one shape for every status: JSON
// `{ error, fieldErrors }` (or `{ ok, id }`) for scripts; for a browser
// without JavaScript a 303, to the confirmation on success and otherwise
// to the form's page at an address it can reload, with the values kept and
// the errors shown (see form-states.ts); a post another site's page made
// gets a 403 page instead, and nothing of it is kept.
//
// Every answer is in the post's language: the form's hidden `lang` field,
// or, for refusals made before the body is read (403, 429, 415, 413, 503),
// the `?lang=` its action carries; missing or unknown means English, never
// a guess from Accept-Language. Field errors arrive here as codes (the
// schemas speak no language) and leave as that language's sentences; the
// redirects go to the page in that language.
//
// Every redirect a browser gets is judged here, once, on its final text:
// after the form's own page or success address, the language prefix and the
// saved state's key are all in it (see sameSiteLocation).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import express, { type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Outbox } from '../outbox/outbox';
import type { MailRecord } from '../outbox/mail-record';
import { OutboxUnavailableError } from '../outbox/outbox';
import { clientKey, rateLimiter } from '../http/rate-limit';
import { statusPage } from '../http/errors';
import type { FormStates } from './form-states';
import type { TimeTrap } from './time-trap';
import { watchPace } from './apply/upload-pace';
import { gate as boundedGate } from '../http/bounded-gate';
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
  /** Store what was sent (the mail in the outbox); resolves once it is durable. `lang` is the visitor's language. */
  accept(input: T, context: { id: string; file?: StagedFile; now: Date; lang: Lang }): Promise<void>;
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

/**
 * The disk's refusals while an upload is written (full, read-only, out of
 * descriptors, the folder gone): the site's trouble, not the visitor's, so
 * the answer is 503 "try again later", never "your form could not be read".
 */
const STORAGE_ERRORS = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EPERM',
  'EIO',
  'ENOENT',
  'ENOTDIR',
  'EMFILE',
  'ENFILE',
]);

const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';

const SITE_BASE = 'http://site.invalid';

/**
 * The address a browser is sent to, as a path of this site, or undefined
 * when a browser would read it as another site. Judged on the final text,
 * after every rewrite: `/fr//evil.example` is a path until its language
 * prefix is taken off and leaves `//evil.example`, a host. The answer is the
 * WHATWG parser's own serialisation (the parser browsers use: it turns `\`
 * into `/` and drops tabs and newlines), so what is judged is what is sent.
 */
export function sameSiteLocation(location: string): string | undefined {
  if (!location.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(location, SITE_BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE_BASE || url.pathname.startsWith('//')) return undefined;
  return url.pathname + url.search + url.hash;
}

/** `location` in the post's language when it stays on this site, else that language's home page. */
function landing(lang: Lang, location: string): string {
  return sameSiteLocation(localizePath(lang, location)) ?? localizePath(lang, '/');
}

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

/** Close the connection once the answer is sent: the rest of a body cut short is not read. */
function closeAfterAnswer(req: Request, res: Response) {
  res.setHeader('Connection', 'close');
  res.once('finish', () => req.destroy());
}

/** A multer storage engine that reads a file to its end and keeps nothing. */
function drainFile(
  _req: Request,
  file: Express.Multer.File,
  cb: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
) {
  file.stream.once('error', cb);
  file.stream.once('end', () => cb(null, { size: 0 }));
  file.stream.resume();
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
  const limit = rateLimiter({ max: config.limits.RATE_LIMIT_MAX, windowMs: config.limits.RATE_LIMIT_WINDOW_S * 1000 });
  const gate = boundedGate({
    max: config.limits.UPLOAD_CONCURRENCY,
    maxWaiting: 50,
    waitMs: config.limits.UPLOAD_WAIT_S * 1000,
  });
  const pace = { minBytesPerS: config.limits.UPLOAD_MIN_BYTES_PER_S, windowS: config.limits.UPLOAD_PACE_WINDOW_S };
  // Clients (clientKey: IPv6 by /64) with an upload in progress: one each,
  // so a single address cannot hold several slots.
  const uploading = new Set<string>();

  /** Read a body to its end and discard it, unless it is too slow; true when it was read whole. */
  async function discardBody(req: Request): Promise<boolean> {
    const watch = pace.minBytesPerS > 0 ? watchPace(req, pace) : undefined;
    const ended = new Promise<boolean>((resolve) => {
      req.once('end', () => resolve(true));
      req.once('close', () => resolve(req.complete));
      req.resume();
    });
    const whole = await Promise.race([ended, ...(watch ? [watch.tooSlow.then(() => false)] : [])]);
    watch?.stop();
    return whole;
  }
  const parsers = [
    express.json({ limit: MAX_JSON_BYTES, strict: true }),
    express.urlencoded({ extended: false, limit: MAX_JSON_BYTES, parameterLimit: 30 }),
  ];

  /** The one way a browser is sent on: 303 to a path of this site in the post's language. */
  function seeOther(res: Response, lang: Lang, location: string) {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, landing(lang, location));
  }

  function endpoint<T>(form: FormDefinition<T>): RequestHandler {
    const uploadLimits = form.upload && {
      fileSize: form.upload.maxBytes,
      files: 1,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: 30,
      headerPairs: 200,
    };
    const multipart = form.upload
      ? multer({
          // To disk in the outbox's tmp/, never whole in memory; the outbox
          // renames the file in beside the record, or it is deleted below.
          storage: multer.diskStorage({
            destination: outbox.tmpDir,
            filename: (_req, _file, cb) => cb(null, `upload-${randomBytes(12).toString('hex')}`),
          }),
          limits: uploadLimits,
          defParamCharset: 'utf8',
        }).single(form.upload.field)
      : undefined;
    // An upload turned away before its turn (rate limit, busy, disk full) is
    // read for its text fields only, the file streamed to nowhere, so a
    // browser without JavaScript gets its form back filled in.
    const fieldsOnly = form.upload
      ? multer({
          storage: { _handleFile: drainFile, _removeFile: (_req, _file, cb) => cb(null) },
          limits: uploadLimits,
          defParamCharset: 'utf8',
        }).single(form.upload.field)
      : undefined;

    /** Read a turned-away upload's text fields (for a browser) or nothing (for a script); true when the body was read whole. */
    async function readTurnedAway(req: Request, res: Response): Promise<boolean> {
      if (!fieldsOnly || !wantsHtml(req)) return discardBody(req);
      const watch = pace.minBytesPerS > 0 ? watchPace(req, pace) : undefined;
      const whole = await Promise.race([
        run(fieldsOnly, req, res).then(() => req.complete),
        ...(watch ? [watch.tooSlow.then(() => false)] : []),
      ]);
      watch?.stop();
      return whole;
    }

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
      if (refusal.page) {
        res.setHeader('Cache-Control', 'no-store');
        const link = { href: landing(lang, form.page(body)), label: t.messages.forms.openForm };
        res
          .status(refusal.status)
          .type('html')
          .send(statusPage({ lang, status: refusal.status, title: error, body: refusal.page(t), link }));
        return;
      }
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      // A file is never kept between two tries: the form comes back without it, and says so by its field.
      if (form.upload && !fieldErrors[form.upload.field])
        fieldErrors[form.upload.field] = formMessages(t, form.name, { [form.upload.field]: ['resumeAgain'] })[
          form.upload.field
        ]!;
      // The words are stored already in the post's language, and the page is that language's.
      const location = states.save(req, res, {
        page: landing(lang, form.page(body)),
        state: { form: form.name, values: valuesOf(body), fieldErrors, error: hasFieldErrors ? undefined : error },
        anchor: form.anchor,
      });
      seeOther(res, lang, location);
    }

    function succeed(req: Request, res: Response, id: string) {
      if (wantsHtml(req)) return seeOther(res, postLang(req), form.successUrl(id, (req.body ?? {}) as Body));
      res.setHeader('Cache-Control', 'no-store');
      res.status(201).json({ ok: true, id });
    }

    /** Keep a valid post judged spam in the quarantine (or, for a form without one, nothing) and answer success. */
    async function quarantine(
      req: Request,
      res: Response,
      input: T,
      p: { id: string; file?: StagedFile; reason: string; drop: () => Promise<void> },
    ) {
      const { id, reason } = p;
      const lang = postLang(req);
      if (!form.quarantine) {
        req.log?.warn({ id, form: form.name, reason }, 'form post judged spam; not kept');
        await p.drop();
        return succeed(req, res, id);
      }
      const at = now();
      const held = form.quarantine(input, { id, file: p.file, now: at, lang });
      try {
        await outbox.quarantine(held.mail, {
          id,
          form: form.name,
          reason,
          lang,
          sender: held.sender,
          excerpt: held.message,
          receivedAt: at.toISOString(),
        });
      } catch (err) {
        const full = err instanceof OutboxUnavailableError;
        req.log?.error({ err, id, form: form.name, reason }, 'could not store a submission judged spam');
        return refuse(req, res, {
          status: 503,
          fieldErrors: {},
          error: (t) => t.messages.forms.unavailable,
          retryAfterS: full ? err.retryAfterS : 30,
        });
      }
      req.log?.warn({ id, form: form.name, reason }, 'form post judged spam; quarantined (npm run outbox -- spam)');
      return succeed(req, res, id);
    }

    /** Read the body; a refusal when it cannot be read. */
    async function readBody(req: Request, res: Response): Promise<{ file?: StagedFile; refusal?: Refusal }> {
      if (!multipart) {
        for (const parser of parsers) {
          const err = (await run(parser, req, res)) as { status?: number; type?: string } | undefined;
          if (err) {
            const tooLarge = err.type === 'entity.too.large' || err.status === 413;
            return {
              refusal: {
                status: tooLarge ? 413 : 400,
                fieldErrors: {},
                error: (t) => (tooLarge ? t.messages.forms.tooLarge : t.messages.forms.unreadable),
              },
            };
          }
        }
        return {};
      }
      const err = (await run(multipart, req, res)) as { code?: string } | undefined;
      const file = req.file
        ? { path: req.file.path, size: req.file.size, originalName: req.file.originalname }
        : undefined;
      if (!err) return { file };
      const code = err.code ?? '';
      const field = form.upload!.field;
      if (code === 'LIMIT_FILE_SIZE')
        return { file, refusal: { status: 413, fieldErrors: { [field]: ['resumeTooLarge'] } } };
      if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE')
        return { file, refusal: { status: 400, fieldErrors: { [field]: ['oneFile'] } } };
      if (code.startsWith('LIMIT_'))
        return { file, refusal: { status: 400, fieldErrors: { form: ['tooManyFields'] } } };
      if (STORAGE_ERRORS.has(code)) {
        req.log?.error({ err, form: form.name }, 'upload could not be stored');
        return {
          file,
          refusal: { status: 503, fieldErrors: {}, error: (t) => t.messages.forms.unavailable, retryAfterS: 300 },
        };
      }
      return { file, refusal: { status: 400, fieldErrors: {}, error: (t) => t.messages.forms.unreadable } };
    }

    return async function handleForm(req, res, next) {
      let release: (() => void) | undefined;
      let uploader: string | undefined;
      let file: StagedFile | undefined;
      try {
        if (crossSite(req, siteOrigin)) {
          req.log?.warn({ form: form.name, origin: req.headers.origin }, 'cross-site form post refused');
          // Answered with a page, not a saved state: posts another site makes a visitor's browser send must not push out real visitors' saved values.
          return refuse(req, res, {
            status: 403,
            fieldErrors: {},
            error: (t) => t.messages.forms.crossSite,
            page: (t) => t.messages.forms.crossSiteHelp,
          });
        }
        const verdict = limit(req.ip ?? 'unknown');
        if (!verdict.ok) {
          req.log?.warn({ form: form.name }, 'form rate limit reached');
          // A visitor without JavaScript keeps what they typed for when they may send again: the body
          // is read within the parsers' limits (an upload's text fields only, its file streamed to nowhere).
          if (wantsHtml(req) && !(await (multipart ? readTurnedAway(req, res) : readBody(req, res).then(() => true))))
            closeAfterAnswer(req, res);
          return refuse(req, res, {
            status: 429,
            fieldErrors: {},
            error: (t) => t.messages.errors.tooManyRequests,
            retryAfterS: verdict.retryAfterS,
          });
        }
        const types = multipart ? ['multipart/form-data'] : ['application/json', 'application/x-www-form-urlencoded'];
        if (!req.is(types))
          return refuse(req, res, {
            status: 415,
            fieldErrors: {},
            error: (t) => t.messages.forms.wrongType(types.join(t.forms.or)),
          });

        if (multipart) {
          const client = clientKey(req.ip ?? 'unknown');
          if (uploading.has(client)) {
            req.log?.warn({ form: form.name }, 'a second upload at once from one client refused');
            // Read and discard the body first: answered mid-upload, a browser shows a reset, not the answer.
            if (!(await readTurnedAway(req, res))) closeAfterAnswer(req, res);
            return refuse(req, res, {
              status: 429,
              fieldErrors: {},
              error: (t) => t.messages.forms.uploadInProgress,
              retryAfterS: Math.ceil(pace.windowS) + 5,
            });
          }
          uploading.add(client);
          uploader = client;
          // Bounded: a few uploads at a time, and only while the disk has room for one more.
          release = await gate.enter();
          const full = release
            ? await outbox.ensureSpace(form.upload!.maxBytes).then(
                () => false,
                () => true,
              )
            : false;
          if (!release || full) {
            req.log?.warn({ form: form.name, busy: !release, full }, 'upload refused for now');
            if (!(await readTurnedAway(req, res))) closeAfterAnswer(req, res);
            return refuse(req, res, {
              status: 503,
              fieldErrors: {},
              error: (t) => t.messages.forms.unavailable,
              retryAfterS: release ? 300 : 10,
            });
          }
        }
        // An upload holds a slot while it is read: it must keep the pace, or it is cut (408) and the slot freed.
        const watch =
          multipart && pace.minBytesPerS > 0
            ? watchPace(req, {
                ...pace,
                contended: {
                  minBytesPerS: config.limits.UPLOAD_CONTENDED_MIN_BYTES_PER_S,
                  busy: () => gate.waiting > 0,
                },
              })
            : undefined;
        const reading = readBody(req, res);
        const read = await (watch ? Promise.race([reading, watch.tooSlow.then(() => undefined)]) : reading);
        watch?.stop();
        if (!read) {
          req.log?.warn(
            { form: form.name, ...pace, contended: gate.waiting > 0 },
            'upload slower than the minimum pace: 408',
          );
          // Whatever multer still stages after the cut is not kept (it removes a partial file itself).
          void reading.then((late) => late.file && rm(late.file.path, { force: true }).catch(() => undefined));
          closeAfterAnswer(req, res);
          return refuse(req, res, { status: 408, fieldErrors: {}, error: (t) => t.messages.forms.uploadTooSlow });
        }
        file = read.file;
        // A refused upload is deleted before the answer: once a visitor (or a test) reads it, nothing is left.
        const drop = async () => {
          if (file) await rm(file.path, { force: true }).catch(() => undefined);
          file = undefined;
        };
        if (read.refusal) return await drop().then(() => refuse(req, res, read.refusal!));

        // A post judged spam gets the answer a real one would: field errors, or
        // success with a reference, its message then kept in the quarantine
        // (real people trip the traps), never mailed and never acknowledged.
        const body = (req.body ?? {}) as Body;
        const honeypot = body[HONEYPOT_FIELD];
        const spam = typeof honeypot === 'string' && honeypot.trim() !== '' ? 'honeypot' : trap.check(req);

        const parsed = form.schema.safeParse(body);
        const problem = await form.check?.(body, file, { now: now(), lang: postLang(req) });
        if (!parsed.success || problem) await drop();
        if (!parsed.success)
          return refuse(req, res, {
            status: 400,
            fieldErrors: { ...fieldErrorsOf(parsed.error), ...problem?.fieldErrors },
          });
        if (problem) return refuse(req, res, problem);

        const id = reference(form.referencePrefix);
        if (spam) return await quarantine(req, res, parsed.data, { id, file, reason: spam, drop });
        try {
          await form.accept(parsed.data, { id, file, now: now(), lang: postLang(req) });
        } catch (err) {
          const full = err instanceof OutboxUnavailableError;
          req.log?.error({ err, id, form: form.name }, 'could not store a submission');
          return refuse(req, res, {
            status: 503,
            fieldErrors: {},
            error: (t) => t.messages.forms.unavailable,
            retryAfterS: full ? err.retryAfterS : 30,
          });
        }
        req.log?.info({ id, form: form.name }, 'submission accepted');
        return succeed(req, res, id);
      } catch (err) {
        next(err);
      } finally {
        release?.();
        if (uploader) uploading.delete(uploader);
        // Taken by the outbox on success (renamed away); anything left is a rejected upload.
        if (file) await rm(file.path, { force: true }).catch(() => undefined);
      }
    } as RequestHandler;
  }

  return { endpoint, outbox, config };
}

export type FormKit = ReturnType<typeof formKit>;
