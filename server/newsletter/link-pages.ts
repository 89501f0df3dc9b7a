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
// behind it, so only its token is checked, and it is answered 200.
//
// A link page says what happened to its holder: a confirm link already used
// says the subscription is confirmed (with its way out), a link of an
// unsubscribed address says so, a confirmation link past its 7 days says it
// expired, and anything else (forged, cut short, erased) is "not valid".
// Using a link twice is no error: the second confirm or unsubscribe gets
// the same success as the first, and changes nothing.
//
// A sign-up is answered before its work is done, the same way for every
// address, so neither the answer nor its time tells a stranger whether an
// address is new, pending or subscribed; the work (the mailbox's daily cap,
// the record, the mail) follows, one sign-up at a time.
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Outbox } from '../outbox/outbox';
import { newsletterMail } from '../forms/team-mails';
import { alreadySubscribedMail, confirmationMail, LINK_STRINGS } from './mails';
import { dailyCounter, mailboxKey } from '../forms/acknowledgement/daily-cap';
import type { VisitorMailCap } from '../outbox/visitor-mail-cap';
import { crossSite, postLang, reference } from '../forms/pipeline';
import { rateLimiter } from '../http/rate-limit';
import type { SubscriberStore } from './subscriber-store';
import { clientTag, pendingExpiresAt, type Subscriber } from './subscriber';
import type { NewsletterTokens, TokenPurpose } from './tokens';
import { CONFIRM_PAGE, UNSUBSCRIBE_PAGE, pageUrl, unsubscribeToken as tokenOf, unsubscribeUrls } from './link-urls';
import { langOfPath, localizePath, type Lang } from '../../shared/i18n/lang';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import type { FormAnswer, NewsletterLinkState } from '../../shared/ssr-data';
import { fieldParsers, readFields, runMiddleware, wantsHtml } from '../http/request-body';

export { CONFIRM_PAGE, UNSUBSCRIBE_PAGE } from './link-urls';

/**
 * Mails a sign-up may send to one mailbox (however its address is written:
 * case, +tag, Gmail's dots and googlemail folded as the acknowledgements
 * fold them) per day in Buea: the link, or for a subscriber its way out.
 */
export const SIGNUP_MAILS_PER_MAILBOX_PER_DAY = 1;
/** Mailboxes the daily cap remembers (about 100 bytes each); the oldest goes first. */
const CAP_MAILBOXES = 100_000;
/**
 * Sign-ups answered and not yet written at most. Each is a few
 * milliseconds of work; past this many the form answers 503, so a flood
 * cannot pile up memory behind the answers.
 */
export const MAX_QUEUED_SIGNUPS = 1_000;

export interface NewsletterLinksDeps {
  config: Config;
  outbox: Outbox;
  store: SubscriberStore;
  tokens: NewsletterTokens;
  /** The key the per-client tag of a pending entry is hashed with (the form secret). */
  secret: Buffer;
  /** The site-wide hourly cap on mail to visitors, shared with the acknowledgements. */
  visitorMail?: VisitorMailCap;
  logger?: Logger;
  /** Renders a link page with the state chosen here (a browser post's 4xx answer). */
  renderPage: RequestHandler;
  now?: () => Date;
}

/** What a link's token finds: its subscription, or why not (the view the page shows). */
type Checked =
  | { ok: true; subscriber: Subscriber; token: string }
  | { ok: false; status: 200; view: 'already-confirmed'; subscriber: Subscriber }
  | { ok: false; status: 200; view: 'already-unsubscribed' }
  | { ok: false; status: 400 | 410; view: 'expired' | 'invalid' };

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

  /**
   * The token's subscription, when the token holds for `purpose` and there
   * is something to do; otherwise what happened to it. A subscription id is
   * 128 random bits that only the mailbox's holder was sent, so an
   * unsubscribed one may be told apart from one that never was.
   */
  async function check(token: unknown, purpose: TokenPurpose): Promise<Checked> {
    const claims = tokens.read(token);
    if (!claims || claims.purpose !== purpose) return { ok: false, status: 400, view: 'invalid' };
    const at = now().getTime();
    const subscriber = await store.bySid(claims.sid);
    if (!subscriber) {
      if (await store.departure(claims.sid)) return { ok: false, status: 200, view: 'already-unsubscribed' };
      // Purged a day after its link expired, or never there: the link's own expiry tells which to say.
      if (claims.expiresAt !== 0 && claims.expiresAt <= at) return { ok: false, status: 410, view: 'expired' };
      return { ok: false, status: 410, view: 'invalid' };
    }
    const problem = tokens.check(token as string, subscriber.email, at);
    if (problem === 'malformed' || problem === 'forged') return { ok: false, status: 400, view: 'invalid' };
    // A confirm link used already (even past its 7 days): the subscription holds.
    if (purpose === 'confirm' && subscriber.status === 'confirmed')
      return { ok: false, status: 200, view: 'already-confirmed', subscriber };
    if (problem === 'expired') return { ok: false, status: 410, view: 'expired' };
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
    next: (err?: unknown) => void,
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

  /** The page's state for a token that finds nothing to do. */
  function stateOf(r: Exclude<Checked, { ok: true }>, lang: Lang): NewsletterLinkState {
    if (r.view === 'already-confirmed')
      return {
        view: 'already-confirmed',
        unsubscribeUrl: pageUrl(lang, UNSUBSCRIBE_PAGE, `token=${unsubscribeToken(r.subscriber)}`),
      };
    return { view: r.view };
  }

  /** A post whose token is expired or not valid: the page in that state with its 4xx, or JSON. */
  function refuseLink(
    req: Request,
    res: Response,
    next: (err?: unknown) => void,
    r: Exclude<Checked, { ok: true }>,
    page: string,
  ) {
    if (r.view === 'expired' || r.view === 'invalid') return invalid(req, res, next, r.status, page, r.view);
    return invalid(req, res, next, 410, page);
  }

  const capped = dailyCounter({ perDay: SIGNUP_MAILS_PER_MAILBOX_PER_DAY, maxEntries: CAP_MAILBOXES });
  let queued = 0;

  const bodyOf = (req: Request) =>
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const isOneClick = (req: Request) => bodyOf(req)['List-Unsubscribe'] === 'One-Click';

  /** The sign-up's work, after its answer: the mailbox's cap, then the record and its mail. */
  async function signUpWork(input: SignUpInput): Promise<void> {
    if (!capped.take(mailboxKey(input.email), input.now)) {
      deps.logger?.info({ id: input.id }, 'newsletter: no mail for this sign-up, the mailbox had its mail today');
      return;
    }
    // Past the site's hourly number nothing is sent or stored; the cap tells the operator.
    if (deps.visitorMail && !deps.visitorMail.take('newsletter-confirm', input.id)) return;
    const outcome = await store.signUp({
      email: input.email,
      lang: input.lang,
      page: input.page,
      client: clientTag(deps.secret, input.client),
      now: input.now,
      mail: (s, kind) => {
        const unsubscribeUrl = absolute(pageUrl(input.lang, UNSUBSCRIBE_PAGE, `token=${unsubscribeToken(s)}`));
        const common = { id: input.id, from: config.MAIL_FROM, to: s.email, lang: input.lang, now: input.now };
        if (kind === 'mailed-confirmed') return outbox.enqueue(alreadySubscribedMail({ ...common, unsubscribeUrl }));
        const confirm = tokens.sign({ purpose: 'confirm', sid: s.sid, expiresAt: pendingExpiresAt(s), email: s.email });
        return outbox.enqueue(
          confirmationMail({
            ...common,
            confirmUrl: absolute(pageUrl(input.lang, CONFIRM_PAGE, `token=${confirm}`)),
            unsubscribeUrl,
          }),
        );
      },
    });
    deps.logger?.info({ id: input.id, outcome }, 'newsletter: sign-up mail queued');
  }

  return {
    /**
     * A sign-up, answered the same way for every address: the outbox must
     * be able to take a mail (the same check for all, 503 otherwise), then
     * the work is queued and this resolves at once. The work itself gives a
     * new or pending address a confirmation link and a subscriber its way
     * out, within SIGNUP_MAILS_PER_MAILBOX_PER_DAY.
     */
    async signUp(input: SignUpInput): Promise<void> {
      await outbox.ensureAccepting();
      if (queued >= MAX_QUEUED_SIGNUPS) throw new Error('newsletter sign-ups: too many waiting to be written');
      queued += 1;
      // Begun now (the store counts it from here, see SubscriberStore.idle), finished after the answer.
      void signUpWork(input)
        .catch((err: unknown) => deps.logger?.error({ err, id: input.id }, 'newsletter: a sign-up could not be stored'))
        .finally(() => (queued -= 1));
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
          else if (!r.ok) [state, status] = [{ view: r.view === 'already-confirmed' ? 'invalid' : r.view }, r.status];
        } else if (!confirmPage && q('done') === '1') {
          [state, status] = [{ view: 'unsubscribed' }, 200];
        } else {
          const r = await check(q('token'), confirmPage ? 'confirm' : 'unsubscribe');
          if (r.ok) [state, status] = [{ view: confirmPage ? 'confirm' : 'unsubscribe', token: r.token }, 200];
          else [state, status] = [stateOf(r, lang), r.status];
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
        const confirmedAnswer = (s: Subscriber) => {
          const unsubscribeUrl = pageUrl(lang, UNSUBSCRIBE_PAGE, `token=${unsubscribeToken(s)}`);
          res.setHeader('Cache-Control', 'no-store');
          if (wantsHtml(req)) res.redirect(303, pageUrl(lang, CONFIRM_PAGE, `welcome=${unsubscribeToken(s)}`));
          else res.status(200).json({ ok: true, unsubscribeUrl });
        };
        const checked = await check(token, 'confirm');
        // Posted twice (a double click, a second tab): the subscription holds, and that is the answer.
        if (!checked.ok && checked.view === 'already-confirmed') return confirmedAnswer(checked.subscriber);
        if (!checked.ok) return refuseLink(req, res, next, checked, CONFIRM_PAGE);
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
        if (confirmed) {
          req.log?.info('newsletter subscription confirmed');
          return confirmedAnswer(confirmed);
        }
        // Another post of the same link won the race, or the address left meanwhile: say which.
        const again = await check(token, 'confirm');
        if (!again.ok && again.view === 'already-confirmed') return confirmedAnswer(again.subscriber);
        return refuseLink(req, res, next, again.ok ? { ok: false, status: 410, view: 'invalid' } : again, CONFIRM_PAGE);
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
        const done = () => {
          res.setHeader('Cache-Control', 'no-store');
          if (!oneClick && wantsHtml(req)) res.redirect(303, pageUrl(postLang(req), UNSUBSCRIBE_PAGE, 'done=1'));
          else res.status(200).json({ ok: true });
        };
        const checked = await check(token, 'unsubscribe');
        // Unsubscribed already (a second click, a mail provider retrying): the same success, nothing changes.
        if (!checked.ok && checked.view === 'already-unsubscribed') return done();
        if (!checked.ok) return refuseLink(req, res, next, checked, UNSUBSCRIBE_PAGE);
        let removed: Subscriber | undefined;
        try {
          removed = await store.unsubscribe({ sid: checked.subscriber.sid, valid: holds(checked.token), now: now() });
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
        if (removed) req.log?.info({ oneClick }, 'newsletter address unsubscribed and deleted');
        // Not removed: another post of the same link did it a moment ago.
        return done();
      } catch (err) {
        next(err);
      }
    } as RequestHandler,
  };
}

export type NewsletterLinks = ReturnType<typeof newsletterLinks>;

export interface SignUpInput {
  /** As the schema gives it, lower-cased. */
  email: string;
  lang: Lang;
  /** The page signed up on (a path of this site). */
  page: string;
  now: Date;
  /** The visitor's reference (the mail's id). */
  id: string;
  /** The client's network (clientKey: its IPv6 /64 or IPv4 address), for the per-client bound. */
  client: string;
}

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
