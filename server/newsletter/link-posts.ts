// How a post to a newsletter link is let in and answered. Browser posts
// follow the form pipeline's rules (cross-site refused, rate limited, 303
// on success without JavaScript, JSON for scripts). A one-click post comes
// from a mail provider's server, with no Origin, cookie or page behind it,
// so only its token is checked, and it is answered 200.
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { Config } from '../config';
import { crossSite, postLang, SHARED_ADDRESS_FACTOR } from '../forms/pipeline';
import { waitInWords } from '../forms/answers';
import { rateLimiter } from '../http/rate-limit';
import { fieldParsers, readFields, runMiddleware, wantsHtml } from '../http/request-body';
import { localizePath } from '../../shared/i18n/lang';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import type { FormAnswer, NewsletterLinkState } from '../../shared/ssr-data';
import type { Refused } from './link-check';
import { CONFIRM_PAGE, UNSUBSCRIBE_PAGE } from './link-urls';
import { LINK_STRINGS } from './mails';

type Next = (err?: unknown) => void;

/** An async handler whose failure goes to Express's error handler. */
export const handled =
  (fn: (req: Request, res: Response, next: Next) => Promise<unknown>): RequestHandler =>
  async (req, res, next) => {
    try {
      await fn(req, res, next);
    } catch (err) {
      next(err);
    }
  };

export const bodyOf = (req: Request) =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

/** RFC 8058's one-click post: `List-Unsubscribe=One-Click` in the body. */
export const isOneClick = (req: Request) => bodyOf(req)['List-Unsubscribe'] === 'One-Click';

export function linkPosts(deps: { config: Config; renderPage: RequestHandler }) {
  const { config } = deps;
  const siteOrigin = new URL(config.SITE_URL).origin;
  // The forms' wider ceiling for every post: a link post carries a signed token,
  // so a flood of them costs one HMAC each and finds nothing, while people
  // behind one carrier or campus address each confirm or leave without
  // locking out the next (no time-trap cookie is needed to click a link).
  const limit = rateLimiter({
    max: config.limits.RATE_LIMIT_MAX * SHARED_ADDRESS_FACTOR,
    windowMs: config.limits.RATE_LIMIT_WINDOW_S * 1000,
  });
  // Tokens are about 100 characters; nothing a link post carries needs more than this.
  const parsers = fieldParsers({ limitBytes: 2048, fields: 5 });
  // RFC 8058 allows the one-click body as multipart/form-data too.
  const multipart = multer({ limits: { fields: 5, fieldSize: 512, files: 0, parts: 5 } }).none();

  /** A browser's answer rendered as the link page in `state`; JSON `{ error, fieldErrors }` for scripts. */
  function answer(
    req: Request,
    res: Response,
    next: Next,
    options: { status: number; page: string; state: NewsletterLinkState; error: string },
  ) {
    const lang = postLang(req);
    res.setHeader('Cache-Control', 'no-store');
    if (!wantsHtml(req)) {
      res.status(options.status).json({
        error: options.error,
        fieldErrors: ['invalid', 'expired'].includes(options.state.view) ? { token: [options.error] } : {},
        view: options.state.view,
      });
      return;
    }
    res.locals.formAnswer = {
      url: localizePath(lang, options.page),
      status: options.status,
      newsletterLink: options.state,
    } satisfies FormAnswer;
    deps.renderPage(req, res, next);
  }

  const invalid = (
    req: Request,
    res: Response,
    next: Next,
    status: number,
    page: string,
    view: 'invalid' | 'expired' = 'invalid',
  ) =>
    answer(req, res, next, {
      status,
      page,
      state: { view },
      error: LINK_STRINGS[postLang(req)][view].heading,
    });

  return {
    /** The pipeline's order for a browser post: origin, rate limit, type, body. Returns false once it has answered. */
    async admit(req: Request, res: Response, next: Next, page: string, oneClickAllowed: boolean): Promise<boolean> {
      const types = [
        'application/json',
        'application/x-www-form-urlencoded',
        ...(oneClickAllowed ? ['multipart/form-data'] : []),
      ];
      if (!req.is(types)) {
        invalid(req, res, next, 415, page);
        return false;
      }
      const err = req.is('multipart/form-data')
        ? await runMiddleware(multipart, req, res)
        : await readFields(req, res, parsers);
      if (err) {
        const status =
          (err as { status?: number; type?: string }).type === 'entity.too.large' ||
          (err as { code?: string }).code?.startsWith('LIMIT_')
            ? 413
            : 400;
        invalid(req, res, next, status, page);
        return false;
      }
      // RFC 8058: the mail provider's server posts with no Origin, cookie or page.
      if (oneClickAllowed && isOneClick(req)) return true;
      const strings = LINK_STRINGS[postLang(req)];
      if (crossSite(req, siteOrigin)) {
        req.log?.warn({ origin: req.headers.origin }, 'cross-site newsletter link post refused');
        answer(req, res, next, {
          status: 403,
          page,
          state: { view: 'invalid', error: strings.crossSite },
          error: strings.crossSite,
        });
        return false;
      }
      const verdict = limit(req.ip ?? 'unknown');
      if (!verdict.ok) {
        res.setHeader('Retry-After', String(verdict.retryAfterS));
        // How long, in words that fit Retry-After, as the forms say it.
        const t = postLang(req) === 'fr' ? fr : en;
        const tooMany = t.messages.errors.tooManyRequests(waitInWords(t, verdict.retryAfterS));
        answer(req, res, next, { status: 429, page, state: { view: 'invalid', error: tooMany }, error: tooMany });
        return false;
      }
      return true;
    },

    /** A post whose token is expired or not valid: the page in that state with its 4xx, or JSON. */
    refuse(req: Request, res: Response, next: Next, r: Refused, page: string) {
      if (r.view === 'expired' || r.view === 'invalid') return invalid(req, res, next, r.status, page, r.view);
      return invalid(req, res, next, 410, page);
    },

    /** The store could not make the change: 503, the page still showing its button for a second try. */
    unavailable(req: Request, res: Response, next: Next, view: 'confirm' | 'unsubscribe', token: string) {
      const error = LINK_STRINGS[postLang(req)].unavailable;
      res.setHeader('Retry-After', '60');
      answer(req, res, next, {
        status: 503,
        page: view === 'confirm' ? CONFIRM_PAGE : UNSUBSCRIBE_PAGE,
        state: { view, token, error },
        error,
      });
    },
  };
}
