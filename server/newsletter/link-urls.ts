// The addresses of the newsletter's links, shared by the site and the
// operators' command (the export carries each subscriber's way out).
import { localizePath, type Lang } from '../../shared/i18n/lang';
import type { Subscriber } from '../store/subscribers';
import type { NewsletterTokens } from './tokens';

export const CONFIRM_PAGE = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';
export const ONE_CLICK_PATH = '/api/newsletter/unsubscribe';

/** A link page in a language, with its query: '/fr/newsletter/confirm?token=...'. */
export const pageUrl = (lang: Lang, page: string, query: string) => localizePath(lang, `${page}?${query}`);

export const unsubscribeToken = (tokens: NewsletterTokens, s: Subscriber) =>
  tokens.sign({ purpose: 'unsubscribe', sid: s.sid, expiresAt: 0, email: s.email });

/**
 * A subscriber's ways out, absolute: the one-click URL for the
 * `List-Unsubscribe` header of later mailings (with `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`, RFC 8058) and the page with its button.
 */
export function unsubscribeUrls(
  siteUrl: string,
  tokens: NewsletterTokens,
  s: Subscriber,
): { oneClick: string; page: string } {
  const origin = new URL(siteUrl).origin;
  const token = unsubscribeToken(tokens, s);
  return {
    oneClick: new URL(`${ONE_CLICK_PATH}?token=${token}`, origin).toString(),
    page: new URL(pageUrl(s.lang ?? 'en', UNSUBSCRIBE_PAGE, `token=${token}`), origin).toString(),
  };
}
