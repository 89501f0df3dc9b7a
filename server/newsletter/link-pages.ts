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
// How a post is let in and answered is link-posts.ts; what a token finds,
// link-check.ts; the sign-up's work after its answer, sign-up-queue.ts.
// Using a link twice is no error: the second confirm or unsubscribe gets
// the same success as the first, and changes nothing.
import type { RequestHandler } from 'express';
import { newsletterMail } from '../forms/team-mails';
import { postLang, reference } from '../forms/pipeline';
import { wantsHtml } from '../http/request-body';
import { langOfPath } from '../../shared/i18n/lang';
import type { FormAnswer, NewsletterLinkState } from '../../shared/ssr-data';
import { linkChecks } from './link-check';
import { bodyOf, handled, isOneClick, linkPosts } from './link-posts';
import { CONFIRM_PAGE, UNSUBSCRIBE_PAGE, pageUrl, unsubscribeToken, unsubscribeUrls } from './link-urls';
import { LINK_STRINGS } from './mails';
import { signUpQueue, type SignUpQueueDeps } from './sign-up-queue';
import type { Subscriber } from '../store/subscribers';

export { CONFIRM_PAGE, UNSUBSCRIBE_PAGE } from './link-urls';
export { pendingPurge } from './pending-purge';

export interface NewsletterLinksDeps extends SignUpQueueDeps {
  /** Renders a link page with the state chosen here (a browser post's 4xx answer). */
  renderPage: RequestHandler;
  now?: () => Date;
}

export function newsletterLinks(deps: NewsletterLinksDeps) {
  const { config, outbox, store, tokens } = deps;
  const now = deps.now ?? (() => new Date());
  const { check, holds, stateOf } = linkChecks({ store, tokens, now });
  const posts = linkPosts({ config, renderPage: deps.renderPage });
  const queue = signUpQueue(deps);

  return {
    /** A sign-up, answered at once the same way for every address; its work follows (sign-up-queue.ts). */
    signUp: queue.signUp,

    /** The one-click URL for an address's later mailings (List-Unsubscribe), and the page's. */
    unsubscribeUrls: (s: Subscriber) => unsubscribeUrls(config.SITE_URL, tokens, s),

    /** GET of a link page: what it shows, decided from its token; never a change. */
    page: handled(async (req, res, next) => {
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
    }),

    /** POST /api/newsletter/confirm: the Confirm button. */
    confirm: handled(async (req, res, next) => {
      if (!(await posts.admit(req, res, next, CONFIRM_PAGE, false))) return;
      const lang = postLang(req);
      const token = bodyOf(req).token;
      const confirmedAnswer = (s: Subscriber) => {
        const unsubscribeUrl = pageUrl(lang, UNSUBSCRIBE_PAGE, `token=${unsubscribeToken(tokens, s)}`);
        res.setHeader('Cache-Control', 'no-store');
        if (wantsHtml(req)) res.redirect(303, pageUrl(lang, CONFIRM_PAGE, `welcome=${unsubscribeToken(tokens, s)}`));
        else res.status(200).json({ ok: true, unsubscribeUrl });
      };
      const checked = await check(token, 'confirm');
      // Posted twice (a double click, a second tab): the subscription holds, and that is the answer.
      if (!checked.ok && checked.view === 'already-confirmed') return confirmedAnswer(checked.subscriber);
      if (!checked.ok) return posts.refuse(req, res, next, checked, CONFIRM_PAGE);
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
        return posts.unavailable(req, res, next, 'confirm', checked.token);
      }
      if (confirmed) {
        req.log?.info('newsletter subscription confirmed');
        return confirmedAnswer(confirmed);
      }
      // Another post of the same link won the race, or the address left meanwhile: say which.
      const again = await check(token, 'confirm');
      if (!again.ok && again.view === 'already-confirmed') return confirmedAnswer(again.subscriber);
      return posts.refuse(req, res, next, again.ok ? { ok: false, status: 410, view: 'invalid' } : again, CONFIRM_PAGE);
    }),

    /** POST /api/newsletter/unsubscribe: the page's button, or a mail provider's one-click post. */
    unsubscribe: handled(async (req, res, next) => {
      if (!(await posts.admit(req, res, next, UNSUBSCRIBE_PAGE, true))) return;
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
      if (!checked.ok) return posts.refuse(req, res, next, checked, UNSUBSCRIBE_PAGE);
      let removed: Subscriber | undefined;
      try {
        removed = await store.unsubscribe({ sid: checked.subscriber.sid, valid: holds(checked.token), now: now() });
      } catch (err) {
        req.log?.error({ err }, 'could not unsubscribe an address');
        return posts.unavailable(req, res, next, 'unsubscribe', checked.token);
      }
      if (removed) {
        req.log?.info({ oneClick }, 'newsletter address unsubscribed and deleted');
        // Left by its own link: a sign-up again today is mailed a new link (sign-up-queue.ts).
        await queue.left(removed.email, now());
      }
      // Not removed: another post of the same link did it a moment ago.
      return done();
    }),
  };
}

export type NewsletterLinks = ReturnType<typeof newsletterLinks>;
