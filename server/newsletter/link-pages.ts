// Double opt-in for the newsletter: what a sign-up mails, and the two links
// that mail carries.
//
//   GET  /newsletter/confirm?token=...      the Confirm button (a GET never
//   GET  /newsletter/unsubscribe?token=...  changes anything: mail scanners
//                                           open links); /fr/ twins
//   POST /api/newsletter/confirm            confirms, records the consent,
//                                           then tells the team (once)
//   POST /api/newsletter/unsubscribe        the page's button, and RFC 8058
//                                           one-click (`List-Unsubscribe=One-Click`)
//
// Browser posts follow the form kit's rules (cross-site refused, rate
// limited, 303 on success without JavaScript, JSON for scripts). A one-click
// post comes from a mail provider's server, with no Origin, cookie or page
// behind it, so only its token is checked, and it is answered 200. An
// expired, forged or used token changes nothing and gets "This link has
// expired or is not valid": the page with a 4xx status, or JSON.
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Outbox } from '../outbox/outbox';
import { newsletterMail } from '../forms/team-mails';
import { confirmationMail, LINK_STRINGS } from './mails';
import { crossSite, postLang, reference } from '../forms/pipeline';
import { rateLimiter } from '../http/rate-limit';
import { pendingExpiresAt, type Subscriber, type SubscriberStore } from './subscriber-store';
import type { NewsletterTokens, TokenPurpose } from './tokens';
import { CONFIRM_PAGE, UNSUBSCRIBE_PAGE, pageUrl, unsubscribeToken as tokenOf, unsubscribeUrls } from './link-urls';
import { langOfPath, localizePath, type Lang } from '../../shared/i18n/lang';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import type { FormAnswer, NewsletterLinkState } from '../../shared/ssr-data';
import { fieldParsers, readFields, runMiddleware, wantsHtml } from '../http/request-body';

export { CONFIRM_PAGE, UNSUBSCRIBE_PAGE } from './link-urls';

export interface NewsletterLinksDeps {
  config: Config;
  outbox: Outbox;
  store: SubscriberStore;
  tokens: NewsletterTokens;
  /** Renders a link page with the state chosen here (a browser post's 4xx answer). */
  renderPage: RequestHandler;
  now?: () => Date;
}

type Checked = { ok: true; subscriber: Subscriber; token: string } | { ok: false; status: 400 | 410 };

/** Run a body parser as a promise; resolves with its error, if any. */
export function newsletterLinks(deps: NewsletterLinksDeps) {
  const { config, outbox, store, tokens } = deps;
  const now = deps.now ?? (() => new Date());
  const siteOrigin = new URL(config.SITE_URL).origin;
  const limit = rateLimiter({ max: config.limits.RATE_LIMIT_MAX, windowMs: config.limits.RATE_LIMIT_WINDOW_S * 1000 });
  // Tokens are about 100 characters; nothing a link post carries needs more than this.
  const parsers = fieldParsers({ limitBytes: 2048, fields: 5 });
  // RFC 8058 allows the one-click body as multipart/form-data too.
  const multipart = multer({ limits: { fields: 5, fieldSize: 512, files: 0, parts: 5 } }).none();

  const absolute = (sitePath: string) => new URL(sitePath, siteOrigin).toString();
  const unsubscribeToken = (s: Subscriber) => tokenOf(tokens, s);

  /** The token's subscription, when the token holds for `purpose` (a confirm token also needs it still pending). */
  async function check(token: unknown, purpose: TokenPurpose): Promise<Checked> {
    const claims = tokens.read(token);
    if (!claims || claims.purpose !== purpose) return { ok: false, status: 400 };
    const subscriber = await store.bySid(claims.sid);
    if (!subscriber) return { ok: false, status: 410 };
    const problem = tokens.check(token as string, subscriber.email, now().getTime());
    if (problem === 'expired') return { ok: false, status: 410 };
    if (problem) return { ok: false, status: 400 };
    if (purpose === 'confirm' && subscriber.status !== 'pending') return { ok: false, status: 410 };
    return { ok: true, subscriber, token: token as string };
  }

  /** Checked again inside the store's lock, so two posts of one link change the list once. */
  const holds = (token: string) => (s: Subscriber) => tokens.check(token, s.email, now().getTime()) === undefined;

  /** A browser's answer rendered as the link page in `state`; JSON `{ error, fieldErrors }` for scripts. */
  function answer(
    req: Request,
    res: Response,
    next: (err?: unknown) => void,
    options: { status: number; page: string; state: NewsletterLinkState; error: string },
  ) {
    const lang = postLang(req);
    res.setHeader('Cache-Control', 'no-store');
    if (!wantsHtml(req)) {
      res.status(options.status).json({
        error: options.error,
        fieldErrors: options.state.view === 'invalid' ? { token: [options.error] } : {},
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

  const invalid = (req: Request, res: Response, next: (err?: unknown) => void, status: number, page: string) =>
    answer(req, res, next, {
      status,
      page,
      state: { view: 'invalid' },
      error: LINK_STRINGS[postLang(req)].invalid.heading,
    });

  /** The kit's order for a browser post: origin, rate limit, type, body. Returns false once it has answered. */
  async function admit(
    req: Request,
    res: Response,
    next: (err?: unknown) => void,
    page: string,
    oneClickAllowed: boolean,
  ): Promise<boolean> {
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
      const tooMany = (postLang(req) === 'fr' ? fr : en).messages.errors.tooManyRequests;
      answer(req, res, next, { status: 429, page, state: { view: 'invalid', error: tooMany }, error: tooMany });
      return false;
    }
    return true;
  }

  const bodyOf = (req: Request) =>
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const isOneClick = (req: Request) => bodyOf(req)['List-Unsubscribe'] === 'One-Click';

  return {
    /**
     * A sign-up: the address becomes pending and gets the confirmation mail
     * in the visitor's language, at most one a day; a confirmed address gets
     * nothing. The visitor's answer is the same in every case.
     */
    async signUp(input: { email: string; lang: Lang; page: string; now: Date; id: string }): Promise<void> {
      await store.signUp({
        ...input,
        mail: (s) => {
          const confirm = tokens.sign({
            purpose: 'confirm',
            sid: s.sid,
            expiresAt: pendingExpiresAt(s),
            email: s.email,
          });
          return outbox.enqueue(
            confirmationMail({
              id: input.id,
              from: config.MAIL_FROM,
              to: s.email,
              lang: input.lang,
              now: input.now,
              confirmUrl: absolute(pageUrl(input.lang, CONFIRM_PAGE, `token=${confirm}`)),
              unsubscribeUrl: absolute(pageUrl(input.lang, UNSUBSCRIBE_PAGE, `token=${unsubscribeToken(s)}`)),
            }),
          );
        },
      });
    },

    /** The one-click URL for an address's later mailings (List-Unsubscribe), and the page's. */
    unsubscribeUrls: (s: Subscriber) => unsubscribeUrls(config.SITE_URL, tokens, s),

    /** GET of a link page: what it shows, decided from its token; never a change. */
    page: async function newsletterLinkPage(req, res, next) {
      try {
        const lang = langOfPath(req.path);
        const confirmPage = req.path.endsWith(CONFIRM_PAGE);
        const q = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);
        let state: NewsletterLinkState = { view: 'invalid' };
        let status = 400;
        if (confirmPage && q('welcome')) {
          // After a confirmation without JavaScript: the welcome, with the subscription's way out.
          const r = await check(q('welcome'), 'unsubscribe');
          if (r.ok && r.subscriber.status === 'confirmed')
            [state, status] = [
              { view: 'welcome', unsubscribeUrl: pageUrl(lang, UNSUBSCRIBE_PAGE, `token=${r.token}`) },
              200,
            ];
          else if (!r.ok) status = r.status;
        } else if (!confirmPage && q('done') === '1') {
          [state, status] = [{ view: 'unsubscribed' }, 200];
        } else {
          const r = await check(q('token'), confirmPage ? 'confirm' : 'unsubscribe');
          if (r.ok) [state, status] = [{ view: confirmPage ? 'confirm' : 'unsubscribe', token: r.token }, 200];
          else status = r.status;
        }
        // Never cached, never indexed; the token stays out of Referer headers.
        res.setHeader('X-Robots-Tag', 'noindex');
        res.setHeader('Referrer-Policy', 'no-referrer');
        res.locals.formAnswer = { url: req.originalUrl, status, newsletterLink: state } satisfies FormAnswer;
        next();
      } catch (err) {
        next(err);
      }
    } as RequestHandler,

    /** POST /api/newsletter/confirm: the Confirm button. */
    confirm: async function confirmSubscription(req, res, next) {
      try {
        if (!(await admit(req, res, next, CONFIRM_PAGE, false))) return;
        const lang = postLang(req);
        const token = bodyOf(req).token;
        const checked = await check(token, 'confirm');
        if (!checked.ok) return invalid(req, res, next, checked.status, CONFIRM_PAGE);
        let confirmed: Subscriber | undefined;
        try {
          const at = now();
          confirmed = await store.confirm({
            sid: checked.subscriber.sid,
            valid: holds(checked.token),
            consent: (s) => ({
              at: at.toISOString(),
              lang,
              page: s.page ?? '',
              wording: LINK_STRINGS[lang].confirm.consent,
            }),
            // The team hears of a subscriber once it is confirmed, and only then.
            notify: (s) =>
              outbox.enqueue(
                newsletterMail(s.email, {
                  id: reference('NL'),
                  from: config.MAIL_FROM,
                  to: config.MAIL_TO_SUPPORT,
                  now: at,
                  lang: s.lang ?? lang,
                }),
              ),
          });
        } catch (err) {
          req.log?.error({ err }, 'could not confirm a newsletter subscription');
          const error = LINK_STRINGS[lang].unavailable;
          res.setHeader('Retry-After', '60');
          return answer(req, res, next, {
            status: 503,
            page: CONFIRM_PAGE,
            state: { view: 'confirm', token: checked.token, error },
            error,
          });
        }
        if (!confirmed) return invalid(req, res, next, 410, CONFIRM_PAGE);
        req.log?.info('newsletter subscription confirmed');
        const unsubscribeUrl = pageUrl(lang, UNSUBSCRIBE_PAGE, `token=${unsubscribeToken(confirmed)}`);
        res.setHeader('Cache-Control', 'no-store');
        if (wantsHtml(req)) res.redirect(303, pageUrl(lang, CONFIRM_PAGE, `welcome=${unsubscribeToken(confirmed)}`));
        else res.status(200).json({ ok: true, unsubscribeUrl });
      } catch (err) {
        next(err);
      }
    } as RequestHandler,

    /** POST /api/newsletter/unsubscribe: the page's button, or a mail provider's one-click post. */
    unsubscribe: async function unsubscribe(req, res, next) {
      try {
        if (!(await admit(req, res, next, UNSUBSCRIBE_PAGE, true))) return;
        const oneClick = isOneClick(req);
        const token = typeof req.query.token === 'string' ? req.query.token : bodyOf(req).token;
        const checked = await check(token, 'unsubscribe');
        if (!checked.ok) return invalid(req, res, next, checked.status, UNSUBSCRIBE_PAGE);
        let removed: Subscriber | undefined;
        try {
          removed = await store.unsubscribe({ sid: checked.subscriber.sid, valid: holds(checked.token) });
        } catch (err) {
          req.log?.error({ err }, 'could not unsubscribe an address');
          const error = LINK_STRINGS[postLang(req)].unavailable;
          res.setHeader('Retry-After', '60');
          return answer(req, res, next, {
            status: 503,
            page: UNSUBSCRIBE_PAGE,
            state: { view: 'unsubscribe', token: checked.token, error },
            error,
          });
        }
        if (!removed) return invalid(req, res, next, 410, UNSUBSCRIBE_PAGE);
        req.log?.info({ oneClick }, 'newsletter address unsubscribed and deleted');
        res.setHeader('Cache-Control', 'no-store');
        if (!oneClick && wantsHtml(req)) res.redirect(303, pageUrl(postLang(req), UNSUBSCRIBE_PAGE, 'done=1'));
        else res.status(200).json({ ok: true });
      } catch (err) {
        next(err);
      }
    } as RequestHandler,
  };
}

export type NewsletterLinks = ReturnType<typeof newsletterLinks>;

/** Deletes pending addresses whose link has expired: at start, then every `everyMs` (an unref'd timer). */
export function pendingPurge(options: {
  store: SubscriberStore;
  logger: Logger;
  now?: () => number;
  everyMs?: number;
}) {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const removed = await options.store.purgeExpired(now());
      if (removed)
        options.logger.info({ removed }, 'newsletter: deleted pending addresses not confirmed within 7 days');
      return removed;
    } catch (err) {
      options.logger.error({ err }, 'newsletter: could not delete expired pending addresses; will try again');
      return 0;
    }
  };
  return {
    run,
    start() {
      void run();
      timer = setInterval(() => void run(), options.everyMs ?? 60 * 60_000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
