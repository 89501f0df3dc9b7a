// One helper that every post of every form goes through, in this order:
// origin -> rate limit -> content type -> (an upload: its admission) ->
// body -> spam verdict -> schema and the form's checks -> outbox (or, for a
// post judged spam, the quarantine) -> answer. Each step is a function
// below or in its own file: reading the body (read-body.ts), the checks
// before it (checks.ts), the answers (answers.ts); a form itself is a
// declaration (form-definition.ts). An upload must keep a minimum pace
// while it is read (apply/upload-pace.ts).
import { rm } from 'node:fs/promises';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import type { Outbox } from '../outbox/outbox';
import { OutboxUnavailableError } from '../outbox/outbox';
import { HeldTooMuchError } from '../outbox/quarantine';
import { clientKey, memoryWindows, sharedRateLimiter, type RateWindows } from '../http/rate-limit';
import { gate } from '../http/bounded-gate';
import type { FormStates } from './form-states';
import type { TimeTrap } from './time-trap';
import { watchPace } from './apply/upload-pace';
import { bodyReader, type ReadResult } from './read-body';
import { closeAfterAnswer, formAnswers, postLang, waitInWords, type FormAnswers } from './answers';
import { wantsHtml } from '../http/request-body';
import { CROSS_SITE_REFUSAL, crossSite, typesFor, unavailable, uploadAdmission, wrongType } from './checks';
import { reference, type Body, type FormDefinition, type Refusal, type StagedFile } from './form-definition';
import { fieldErrorsOf } from '../../shared/schemas/field-errors';
import { HONEYPOT_FIELD } from '../../shared/schemas/limits';

// What other answers share with the forms' (the newsletter's link pages).
export { crossSite } from './checks';
export { postLang } from './answers';
export { reference } from './form-definition';
export type { FormDefinition, Refusal, StagedFile } from './form-definition';

/**
 * How many times RATE_LIMIT_MAX a client may post when its posts pass the
 * time trap: 60 a window by default, so twenty people behind one carrier
 * address can each send a message, with a correction or two, in ten
 * minutes. Posts that fail the trap keep RATE_LIMIT_MAX; the burst rule
 * (apply/burst.ts) and the cap on mail to visitors bound what the wider
 * limit costs the team and strangers' inboxes.
 */
export const SHARED_ADDRESS_FACTOR = 6;

/** The reason of a post held for review because too many came in an hour (see apply/burst.ts). */
const BURST = 'burst';

export interface FormPipelineDeps {
  config: Config;
  outbox: Outbox;
  trap: TimeTrap;
  states: FormStates;
  /** Where the rate limits count (server/store/limits.ts); default: this process's memory. */
  windows?: RateWindows;
  now?: () => Date;
  /** Told of each post accepted or held in the quarantine (the owner's counts, server/stats/). */
  onLead?: (lead: { form: string; service: string; lang: 'en' | 'fr'; quarantined: boolean }) => void;
}

/** The service a post is about, or the job it applies for, for the owner's counts. */
const serviceOf = (input: unknown): string => {
  const { service, jobId } = (input ?? {}) as { service?: unknown; jobId?: unknown };
  return typeof service === 'string' ? service : typeof jobId === 'string' ? jobId : '';
};

/** A post's progress through the steps: the staged upload, deleted unless the outbox took it. */
interface Post {
  req: Request;
  res: Response;
  file?: StagedFile;
  /** Gives an upload's turn back (its client's place and its slot). */
  leave?: () => void;
}

/** Delete a refused upload before the answer: once a visitor (or a test) reads it, nothing is left. */
async function dropFile(post: Post): Promise<void> {
  if (post.file) await rm(post.file.path, { force: true }).catch(() => undefined);
  post.file = undefined;
}

export function formPipeline(deps: FormPipelineDeps) {
  const { config, outbox, trap, states } = deps;
  const now = deps.now ?? (() => new Date());
  const siteOrigin = new URL(config.SITE_URL).origin;
  // Two limits across the three forms, per client (IPv4 address, IPv6 /64):
  // the tight one for posts that fail the time trap, a wider one for posts
  // that pass it, so the people behind one carrier or campus address can
  // each send a message (docs/decisions/0058).
  const windowMs = config.limits.RATE_LIMIT_WINDOW_S * 1000;
  // Counted where every copy of the site sees them when several share PostgreSQL.
  const windows = deps.windows ?? memoryWindows();
  const tight = sharedRateLimiter({ max: config.limits.RATE_LIMIT_MAX, windowMs, store: windows('forms-tight') });
  const shared = sharedRateLimiter({
    max: config.limits.RATE_LIMIT_MAX * SHARED_ADDRESS_FACTOR,
    windowMs,
    store: windows('forms-shared'),
  });
  const uploadGate = gate({
    max: config.limits.UPLOAD_CONCURRENCY,
    maxWaiting: 50,
    waitMs: config.limits.UPLOAD_WAIT_S * 1000,
  });
  const pace = { minBytesPerS: config.limits.UPLOAD_MIN_BYTES_PER_S, windowS: config.limits.UPLOAD_PACE_WINDOW_S };
  const admit = uploadAdmission({ gate: uploadGate, outbox, paceWindowS: pace.windowS });

  function endpoint<T>(form: FormDefinition<T>): RequestHandler {
    const reader = bodyReader(form, { tmpDir: outbox.tmpDir, pace });
    const { refuse, succeed }: FormAnswers = formAnswers(form, states);

    /** Refused before its turn: keep what a browser typed when the body can be read, else cut the connection after the answer. */
    async function turnAway(post: Post, refusal: Parameters<typeof refuse>[2], readForBrowserOnly = false) {
      const { req, res } = post;
      const read = readForBrowserOnly && !wantsHtml(req) ? true : await reader.readTurnedAway(req, res);
      if (!read) closeAfterAnswer(req, res);
      refuse(req, res, refusal);
    }

    /**
     * The rate limit, by the time trap's verdict (the cookie, read before the
     * body): a visitor without JavaScript keeps what they typed for when they
     * may send again, and every visitor is told how long that is, in words.
     */
    async function overRateLimit(post: Post): Promise<boolean> {
      const passed = trap.check(post.req) === undefined;
      const verdict = await (passed ? shared : tight)(post.req.ip ?? 'unknown');
      if (verdict.ok) return false;
      post.req.log?.warn({ form: form.name, trap: passed ? 'passed' : 'failed' }, 'form rate limit reached');
      const refusal: Refusal = {
        status: 429,
        fieldErrors: {},
        error: (t) => t.messages.errors.tooManyPosts(waitInWords(t, verdict.retryAfterS)),
        retryAfterS: verdict.retryAfterS,
      };
      await turnAway(post, refusal, true);
      return true;
    }

    /** Read the body; an upload holds a slot while it is read, so it must keep the pace, or it is cut (408) and the slot freed. */
    async function readWithinPace(post: Post): Promise<ReadResult | undefined> {
      const { req, res } = post;
      const watch =
        reader.multipart && pace.minBytesPerS > 0
          ? watchPace(req, {
              ...pace,
              contended: {
                minBytesPerS: config.limits.UPLOAD_CONTENDED_MIN_BYTES_PER_S,
                busy: () => uploadGate.waiting > 0,
              },
            })
          : undefined;
      const reading = reader.read(req, res);
      const read = await (watch ? Promise.race([reading, watch.tooSlow.then(() => undefined)]) : reading);
      watch?.stop();
      if (read) return read;
      req.log?.warn(
        { form: form.name, ...pace, contended: uploadGate.waiting > 0 },
        'upload slower than the minimum pace: 408',
      );
      // Whatever multer still stages after the cut is not kept (it removes a partial file itself).
      void reading.then((late) => late.file && rm(late.file.path, { force: true }).catch(() => undefined));
      closeAfterAnswer(req, res);
      refuse(req, res, { status: 408, fieldErrors: {}, error: (t) => t.messages.forms.uploadTooSlow });
      return undefined;
    }

    /**
     * The spam verdict. A post judged spam gets the answer a real one would:
     * field errors, or success with a reference, its message then kept in the
     * quarantine (real people trip the traps), never mailed and never acknowledged.
     */
    function spamVerdict(req: Request): string | undefined {
      const honeypot = ((req.body ?? {}) as Body)[HONEYPOT_FIELD];
      return typeof honeypot === 'string' && honeypot.trim() !== '' ? 'honeypot' : trap.check(req);
    }

    /** The schema and the form's own checks; the valid input, or undefined once refused. */
    async function validate(post: Post): Promise<T | undefined> {
      const { req, res } = post;
      const body = (req.body ?? {}) as Body;
      const parsed = form.schema.safeParse(body);
      const problem = await form.check?.(body, post.file, { now: now(), lang: postLang(req) });
      if (!parsed.success || problem) await dropFile(post);
      if (!parsed.success) {
        refuse(req, res, { status: 400, fieldErrors: { ...fieldErrorsOf(parsed.error), ...problem?.fieldErrors } });
        return undefined;
      }
      if (problem) {
        refuse(req, res, problem);
        return undefined;
      }
      return parsed.data;
    }

    /** Keep a valid post judged spam in the quarantine (or, for a form without one, nothing) and answer success. */
    async function quarantine(post: Post, input: T, id: string, reason: string) {
      const { req, res } = post;
      const lang = postLang(req);
      if (!form.quarantine) {
        req.log?.warn({ id, form: form.name, reason }, 'form post judged spam; not kept');
        await dropFile(post);
        return succeed(req, res, id);
      }
      const at = now();
      const held = form.quarantine(input, { id, file: post.file, now: at, lang });
      try {
        await outbox.holdInQuarantine(held.mail, {
          id,
          form: form.name,
          reason,
          lang,
          sender: held.sender,
          excerpt: held.message,
          receivedAt: at.toISOString(),
          client: clientKey(req.ip ?? 'unknown'),
        });
      } catch (err) {
        if (err instanceof HeldTooMuchError) {
          // This client holds its share of the applications held for review: it waits, the others do not.
          return refuse(req, res, {
            status: 429,
            fieldErrors: {},
            error: (t) => t.messages.errors.tooManyPosts(waitInWords(t, err.retryAfterS)),
            retryAfterS: err.retryAfterS,
          });
        }
        req.log?.error({ err, id, form: form.name, reason }, 'could not store a submission judged spam');
        return refuse(req, res, unavailable(err instanceof OutboxUnavailableError ? err.retryAfterS : 30));
      }
      deps.onLead?.({ form: form.name, service: serviceOf(input), lang, quarantined: true });
      if (reason === BURST)
        req.log?.error(
          { id, form: form.name, reason },
          'more posts than the hourly number for the team: held in the quarantine for review (npm run outbox -- spam, then release)',
        );
      else
        req.log?.warn({ id, form: form.name, reason }, 'form post judged spam; quarantined (npm run outbox -- spam)');
      return succeed(req, res, id);
    }

    /** Store the post (the mail in the outbox) and answer success, or 503 when it cannot be stored. */
    async function accept(post: Post, input: T, id: string) {
      const { req, res } = post;
      try {
        await form.accept(input, {
          id,
          file: post.file,
          now: now(),
          lang: postLang(req),
          client: clientKey(req.ip ?? 'unknown'),
        });
      } catch (err) {
        req.log?.error({ err, id, form: form.name }, 'could not store a submission');
        return refuse(req, res, unavailable(err instanceof OutboxUnavailableError ? err.retryAfterS : 30));
      }
      req.log?.info({ id, form: form.name }, 'submission accepted');
      deps.onLead?.({ form: form.name, service: serviceOf(input), lang: postLang(req), quarantined: false });
      return succeed(req, res, id);
    }

    /** The steps in order; each returns once it has answered or lets the post on. */
    async function handle(post: Post) {
      const { req, res } = post;
      if (crossSite(req, siteOrigin)) {
        req.log?.warn({ form: form.name, origin: req.headers.origin }, 'cross-site form post refused');
        return refuse(req, res, CROSS_SITE_REFUSAL);
      }
      if (await overRateLimit(post)) return;
      const types = typesFor(reader.multipart);
      if (!req.is(types)) return refuse(req, res, wrongType(types));
      if (form.upload) {
        const admission = await admit(req, form.name, form.upload.maxBytes);
        post.leave = admission.leave;
        if (admission.refusal) return turnAway(post, admission.refusal);
      }
      const read = await readWithinPace(post);
      if (!read) return;
      post.file = read.file;
      if (read.refusal) return await dropFile(post).then(() => refuse(req, res, read.refusal!));
      const spam = spamVerdict(req);
      const input = await validate(post);
      if (input === undefined) return;
      const id = reference(form.referencePrefix);
      const held = spam ?? (await form.holdForReview?.());
      if (held) return quarantine(post, input, id, held);
      return accept(post, input, id);
    }

    return async function handleForm(req, res, next) {
      const post: Post = { req, res };
      try {
        await handle(post);
      } catch (err) {
        next(err);
      } finally {
        post.leave?.();
        // Read into the store and deleted by the outbox once stored; anything left is a rejected upload.
        await dropFile(post);
      }
    } as RequestHandler;
  }

  return { endpoint, outbox, config };
}

export type FormPipeline = ReturnType<typeof formPipeline>;
