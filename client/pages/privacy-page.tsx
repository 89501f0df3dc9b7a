import { LegalDocument } from '../components/legal-document';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { privacyPolicy as document, loaded, loadFor, useContent } from '../content';
import { dictionaryOf } from '../../shared/i18n/load';

export const load = (ctx: RouteContext) => loadFor(ctx, document);

export const head = (ctx: RouteContext): PageHead => ({
  title: loaded(document, ctx.lang).title,
  description: dictionaryOf(ctx.lang).pages.legal.privacyPolicy,
  canonical: '/privacy-policy',
});

export default function PrivacyPage() {
  return <LegalDocument doc={useContent(document)} />;
}
