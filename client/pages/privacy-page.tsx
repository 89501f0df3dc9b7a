import { LegalDocument } from '../components/legal-document';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { loaded, loadFor, useContent } from '../content';
import { privacyPolicy as document } from '../../shared/generated/load/privacy-policy';
import { legalStrings } from '../../shared/generated/load/strings/legal';

export const load = (ctx: RouteContext) => loadFor(ctx, legalStrings, document);

export const head = (ctx: RouteContext): PageHead => ({
  title: loaded(document, ctx.lang).title,
  description: loaded(legalStrings, ctx.lang).privacyPolicy,
  canonical: '/privacy-policy',
});

export default function PrivacyPage() {
  return <LegalDocument doc={useContent(document)} />;
}
