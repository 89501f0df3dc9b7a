import { NewsletterLinkView } from '../components/newsletter-link-view';
import { headOf, type PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { loaded, loadFor } from '../content';
import { newsletterLinksStrings } from '../../shared/generated/load/strings/newsletter-links';

export const load = (ctx: RouteContext) => loadFor(ctx, newsletterLinksStrings);

// A page per subscriber's link: never indexed, never in the sitemap (noindex keeps it out).
export const head = (ctx: RouteContext): PageHead =>
  headOf(loaded(newsletterLinksStrings, ctx.lang).confirm, '/newsletter/confirm', { robots: 'noindex, nofollow' });

/** The newsletter's confirm link (server/newsletter/link-pages.ts decides what it shows). */
export default function NewsletterConfirmPage() {
  return <NewsletterLinkView kind="confirm" />;
}
