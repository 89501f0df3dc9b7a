// The legal pages (the privacy policy, the terms of service): a document
// from content/ each, described in the head by its line of the legal strings.
import { LegalDocument } from '../components/legal-document';
import type { PageHead } from '../head';
import type { PageModule, RouteContext } from '../route-kit';
import { loaded, loadFor, useContent } from '../content';
import type { ItemCache } from '../../shared/item-cache';
import type { LegalDocument as LegalDocumentContent } from '../../shared/content/schema';
import { legalStrings } from '../../shared/generated/load/strings/legal';

type LegalPageModule = Required<Pick<PageModule, 'default' | 'head' | 'load'>>;

export function legalPage(
  document: ItemCache<LegalDocumentContent>,
  description: 'privacyPolicy' | 'termsOfService',
  canonical: string,
): LegalPageModule {
  return {
    load: (ctx: RouteContext) => loadFor(ctx, legalStrings, document),
    head: (ctx: RouteContext): PageHead => ({
      title: loaded(document, ctx.lang).title,
      description: loaded(legalStrings, ctx.lang)[description],
      canonical,
    }),
    default: function LegalPage() {
      return <LegalDocument doc={useContent(document)} />;
    },
  };
}
