// POST /api/newsletter: the footer and popup sign-up -> a pending
// address and a confirmation mail to it (double opt-in, newsletter-links.ts);
// the support mailbox hears of it once the address is confirmed.
import type { FormPipeline } from '../forms/pipeline';
import type { NewsletterLinks } from './link-pages';
import { newsletterSchema } from '../../shared/schemas/newsletter';
import { stripLang } from '../../shared/i18n/lang';
import { subscriberAddress } from '../store/subscribers';

/**
 * Where a browser without JavaScript goes back to: a path of this site only,
 * judged after normalisation (`/.//evil.example` resolves to `//evil.example`,
 * which a browser would read as another host) and without its language
 * prefix (`/fr//evil.example` loses `/fr` when the answer is localised). The
 * form pipeline judges the final address again; this keeps the confirmation's
 * `?subscribed=1` on a return address that would not pass.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 300) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || stripLang(url.pathname).startsWith('//')) return '/';
  url.searchParams.delete('subscribed');
  url.searchParams.delete('form');
  return url.pathname + url.search;
}

function withSubscribed(back: string): string {
  const url = new URL(back, 'http://site.invalid');
  url.searchParams.set('subscribed', '1');
  return `${url.pathname}${url.search}#newsletter`;
}

export function newsletterEndpoint(pipeline: FormPipeline, links: NewsletterLinks) {
  return pipeline.endpoint({
    name: 'newsletter',
    schema: newsletterSchema,
    referencePrefix: 'NL',
    page: (body) => safeReturnPath(body.returnTo),
    anchor: 'newsletter',
    invalidMessage: (t) => t.messages.newsletter.invalidEmail,
    successUrl: (_id, body) => withSubscribed(safeReturnPath(body.returnTo)),
    // Every address gets the same answer, at once; what it is mailed is decided after (link-pages.ts).
    accept: async ({ email, returnTo }, { id, now, lang, client }) => {
      await links.signUp({ email: subscriberAddress(email), lang, page: safeReturnPath(returnTo), now, id, client });
    },
  });
}
