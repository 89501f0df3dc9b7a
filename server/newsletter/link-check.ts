// What a link's token finds: its subscription when there is something to
// do, otherwise what happened to it, which the link page tells its holder
// (a confirm link already used, an unsubscribed address, a link past its
// 7 days, or "not valid" for anything forged, cut short or erased).
import type { NewsletterLinkState } from '../../shared/ssr-data';
import type { Lang } from '../../shared/i18n/lang';
import type { Subscriber, SubscriberStore } from '../store/subscribers';
import type { NewsletterTokens, TokenPurpose } from './tokens';
import { pageUrl, UNSUBSCRIBE_PAGE, unsubscribeToken } from './link-urls';

/** What a link's token finds: its subscription, or why not (the view the page shows). */
export type Checked =
  | { ok: true; subscriber: Subscriber; token: string }
  | { ok: false; status: 200; view: 'already-confirmed'; subscriber: Subscriber }
  | { ok: false; status: 200; view: 'already-unsubscribed' }
  | { ok: false; status: 400 | 410; view: 'expired' | 'invalid' };

export type Refused = Exclude<Checked, { ok: true }>;

export function linkChecks(deps: { store: SubscriberStore; tokens: NewsletterTokens; now: () => Date }) {
  const { store, tokens, now } = deps;
  return {
    /**
     * The token's subscription, when the token holds for `purpose` and there
     * is something to do; otherwise what happened to it. A subscription id is
     * 128 random bits that only the mailbox's holder was sent, so an
     * unsubscribed one may be told apart from one that never was.
     */
    async check(token: unknown, purpose: TokenPurpose): Promise<Checked> {
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
    },

    /** Checked again inside the store's transaction, so two posts of one link change the list once. */
    holds: (token: string) => (s: Subscriber) => tokens.check(token, s.email, now().getTime()) === undefined,

    /** The page's state for a token that finds nothing to do. */
    stateOf(r: Refused, lang: Lang): NewsletterLinkState {
      if (r.view === 'already-confirmed')
        return {
          view: 'already-confirmed',
          unsubscribeUrl: pageUrl(lang, UNSUBSCRIBE_PAGE, `token=${unsubscribeToken(tokens, r.subscriber)}`),
        };
      return { view: r.view };
    },
  };
}
