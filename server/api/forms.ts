// The three form endpoints. A browser form post (Accept: text/html, no
// JavaScript) and a fetch/curl post go through the same schema, the same
// handler and the same outbox; only the answer's shape differs: JSON for
// scripts, a 303 redirect or the form's page re-rendered with its errors
// for browsers.
import { randomBytes } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Outbox } from '../mail/outbox';
import { applicationMail, contactMail, newsletterMail, type MailRecord } from '../mail/build';
import { HttpError } from '../errors';
import { looksLikeSpam, rateLimiter } from '../security';
import type { FormAnswer } from '../../shared/ssr-data';
import { contactSchema } from '../../shared/schemas/contact';
import { newsletterSchema } from '../../shared/schemas/newsletter';
import { applicationSchema } from '../../shared/schemas/application';
import { fieldErrorsOf } from '../../shared/schemas/fields';
import { HONEYPOT_FIELD, MAX_JSON_BYTES, MAX_RESUME_BYTES, PDF_MAGIC, STARTED_AT_FIELD } from '../../shared/schemas/limits';
import { jobs } from '../../shared/content/jobs';
import { messages } from '../../shared/messages';

export interface FormDeps {
  config: Config;
  logger: Logger;
  outbox: Outbox;
  renderPage: RequestHandler;
  now?: () => Date;
}

type FormName = FormAnswer['formState']['form'];

const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';

/** A visitor-facing reference: prefix + 8 characters without look-alikes. */
export function reference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `${prefix}-${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Form values as plain strings (to re-fill a form), never the file. */
function valuesOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'string' && k !== HONEYPOT_FIELD) out[k] = v.slice(0, 10_000);
    }
  }
  return out;
}

/** Where a browser without JavaScript lands after posting the newsletter form. */
function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value.split('#')[0]!.slice(0, 300) || '/';
}

function withParam(pathname: string, key: string, value: string): string {
  const url = new URL(pathname, 'http://x');
  url.searchParams.set(key, value);
  return url.pathname + url.search;
}

export function formsRouter(deps: FormDeps) {
  const { config, logger, outbox, renderPage } = deps;
  const now = deps.now ?? (() => new Date());
  const router = express.Router();

  const limit = rateLimiter({ max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_S * 1000 });
  const rateLimit: RequestHandler = (req, res, next) => {
    const verdict = limit(req.ip ?? 'unknown');
    if (verdict.ok) return next();
    res.setHeader('Retry-After', String(verdict.retryAfterS));
    req.log?.warn({ ip: req.ip }, 'form rate limit reached');
    next(new HttpError(429, messages.errors.tooManyRequests));
  };

  const requireType =
    (...types: string[]): RequestHandler =>
    (req, _res, next) =>
      req.is(types) ? next() : next(new HttpError(415, `Send the form as ${types.join(' or ')}`));

  const bodyParsers = [
    express.json({ limit: MAX_JSON_BYTES, strict: true }),
    express.urlencoded({ extended: false, limit: MAX_JSON_BYTES, parameterLimit: 30 }),
  ];

  /** Answer an invalid post: JSON for scripts, the page with its errors for browsers. */
  function invalid(req: Request, res: Response, next: NextFunction, form: FormName, pageUrl: string, status: number, fieldErrors: Record<string, string[]>, error: string = messages.forms.fixErrors) {
    if (wantsHtml(req)) {
      res.locals.formAnswer = { url: pageUrl, status, formState: { form, values: valuesOf(req.body), fieldErrors } } satisfies FormAnswer;
      return renderPage(req, res, next);
    }
    res.status(status).json({ error, fieldErrors });
  }

  /** Store the message durably, then answer success. */
  async function accept(req: Request, res: Response, next: NextFunction, mail: MailRecord, successUrl: string, form: FormName, pageUrl: string) {
    try {
      await outbox.enqueue(mail);
    } catch (err) {
      req.log?.error({ err, id: mail.id }, 'could not store a submission');
      const error = 'We could not accept your submission right now. Please try again in a moment.';
      if (wantsHtml(req)) {
        res.locals.formAnswer = { url: pageUrl, status: 503, formState: { form, values: valuesOf(req.body), fieldErrors: {}, error } } satisfies FormAnswer;
        return renderPage(req, res, next);
      }
      return res.status(503).json({ error });
    }
    req.log?.info({ id: mail.id, kind: mail.kind }, 'submission accepted');
    if (wantsHtml(req)) return res.redirect(303, successUrl);
    res.status(201).json({ ok: true, id: mail.id });
  }

  /** A post that fails the spam checks gets the same answer as a real one, and is dropped. */
  function spam(req: Request, res: Response, kind: string, successUrl: (id: string) => string, prefix: string): boolean {
    const reason = looksLikeSpam((req.body ?? {}) as Record<string, unknown>, {
      honeypot: HONEYPOT_FIELD,
      startedAt: STARTED_AT_FIELD,
      minFillMs: config.FORM_MIN_FILL_MS,
      now: Date.now(),
    });
    if (!reason) return false;
    const id = reference(prefix);
    req.log?.warn({ kind, reason, ip: req.ip }, 'form post dropped as spam');
    if (wantsHtml(req)) res.redirect(303, successUrl(id));
    else res.status(201).json({ ok: true, id });
    return true;
  }

  const parse = <T extends z.ZodType>(schema: T, body: unknown) => schema.safeParse(body ?? {});

  router.post('/contact', rateLimit, requireType('application/json', 'application/x-www-form-urlencoded'), ...bodyParsers, (req, res, next) => {
    if (spam(req, res, 'contact', () => '/contact?sent=1', 'MSG')) return;
    const result = parse(contactSchema, req.body);
    if (!result.success) return invalid(req, res, next, 'contact', '/contact', 400, fieldErrorsOf(result.error));
    const mail = contactMail(result.data, { id: reference('MSG'), from: config.MAIL_FROM, to: config.MAIL_TO_SUPPORT, now: now() });
    return accept(req, res, next, mail, '/contact?sent=1', 'contact', '/contact');
  });

  const subscribersFile = path.join(config.DATA_DIR, 'newsletter-subscribers.jsonl');
  const subscribed = new Set<string>();
  let subscribersLoaded: Promise<void> | undefined;
  const loadSubscribers = () =>
    (subscribersLoaded ??= import('node:fs/promises').then(async ({ readFile }) => {
      try {
        for (const line of (await readFile(subscribersFile, 'utf8')).split('\n')) {
          if (line.trim()) subscribed.add((JSON.parse(line) as { email: string }).email);
        }
      } catch {
        // no subscribers yet
      }
    }));

  router.post('/newsletter', rateLimit, requireType('application/json', 'application/x-www-form-urlencoded'), ...bodyParsers, async (req, res, next) => {
    const back = safeReturnPath((req.body as Record<string, unknown> | undefined)?.returnTo);
    if (spam(req, res, 'newsletter', () => withParam(back, 'subscribed', '1'), 'NL')) return;
    const result = parse(newsletterSchema, req.body);
    if (!result.success) return invalid(req, res, next, 'newsletter', back, 400, fieldErrorsOf(result.error), messages.newsletter.invalidEmail);
    const email = result.data.email.toLowerCase();
    try {
      await loadSubscribers();
      if (subscribed.has(email)) {
        // Already on the list: not an error to the visitor, and no second mail.
        req.log?.info('newsletter: address already subscribed');
        if (wantsHtml(req)) return res.redirect(303, withParam(back, 'subscribed', '1'));
        return res.status(200).json({ ok: true, id: null, alreadySubscribed: true });
      }
      const mail = newsletterMail(email, { id: reference('NL'), from: config.MAIL_FROM, to: config.MAIL_TO_SUPPORT, now: now() });
      await mkdir(config.DATA_DIR, { recursive: true });
      await accept(req, res, next, mail, withParam(back, 'subscribed', '1'), 'newsletter', back);
      if (res.statusCode < 400) {
        subscribed.add(email);
        await appendFile(subscribersFile, `${JSON.stringify({ email, at: mail.createdAt, id: mail.id })}\n`, { mode: 0o600 });
      }
    } catch (err) {
      next(err);
    }
  });

  const upload = multer({
    storage: multer.memoryStorage(),
    // In memory: nothing is ever written for a rejected upload.
    limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 30, headerPairs: 200 },
    defParamCharset: 'utf8',
  }).single('resume');

  const applyPage = (req: Request) => {
    const jobId = typeof req.body?.jobId === 'string' ? req.body.jobId : '';
    return jobs.some((j) => j.id === jobId) ? `/careers?apply=${encodeURIComponent(jobId)}` : '/careers';
  };

  router.post('/apply', rateLimit, requireType('multipart/form-data'), (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (err) {
        const code = (err as { code?: string }).code;
        if (code === 'LIMIT_FILE_SIZE') return invalid(req, res, next, 'apply', applyPage(req), 413, { resume: [messages.forms.resumeTooLarge] });
        if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') {
          return invalid(req, res, next, 'apply', applyPage(req), 400, { resume: ['Attach exactly one file, in the Resume/CV field'] });
        }
        if (code?.startsWith('LIMIT_')) return invalid(req, res, next, 'apply', applyPage(req), 400, { form: ['The form has too many or too long fields'] });
        return next(new HttpError(400, 'The upload could not be read; please try again'));
      }
      if (spam(req, res, 'application', (id) => `/careers?applied=${id}`, 'APP')) return;
      const result = parse(applicationSchema, req.body);
      const fieldErrors = result.success ? {} : fieldErrorsOf(result.error);
      const job = jobs.find((j) => j.id === req.body?.jobId);
      if (result.success && !job) fieldErrors.jobId = [messages.forms.unknownJob];
      const file = req.file;
      if (!file) fieldErrors.resume = [messages.forms.resumeRequired];
      if (Object.keys(fieldErrors).length > 0) return invalid(req, res, next, 'apply', applyPage(req), 400, fieldErrors);
      if (!file!.buffer.subarray(0, PDF_MAGIC.length).equals(Buffer.from(PDF_MAGIC, 'latin1'))) {
        return invalid(req, res, next, 'apply', applyPage(req), 415, { resume: [messages.forms.resumeNotPdf] });
      }
      const originalName = cleanFileName(file!.originalname);
      const mail = applicationMail(result.data!, job!, { originalName, bytes: file!.buffer }, {
        id: reference('APP'),
        from: config.MAIL_FROM,
        to: config.MAIL_TO_RECRUITING,
        now: now(),
      });
      return accept(req, res, next, mail, `/careers?applied=${mail.id}`, 'apply', applyPage(req));
    });
  });

  void logger;
  return router;
}

/** Keep the visitor's file name (accents and all) minus anything that could harm a header or a path. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f"\\/]/g, '').trim().slice(0, 150);
  return cleaned || 'cv.pdf';
}
