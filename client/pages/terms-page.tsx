import { LegalDocument } from '../components/legal-document';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { loaded, loadFor, useContent } from '../content';
import { termsOfService as document } from '../../shared/generated/load/terms-of-service';
import { legalStrings } from '../../shared/generated/load/strings/legal';

export const load = (ctx: RouteContext) => loadFor(ctx, legalStrings, document);

export const head = (ctx: RouteContext): PageHead => ({
  title: loaded(document, ctx.lang).title,
  description: loaded(legalStrings, ctx.lang).termsOfService,
  canonical: '/terms-of-service',
});

export default function TermsPage() {
  return <LegalDocument doc={useContent(document)} />;
}
