import { filterFaq } from '../../shared/faq-search';
import { boundedSearch } from '../../shared/text';
import { CtaBand } from '../components/cta-band';
import { Link, useSearchParams } from 'react-router-dom';
import { FaqAccordion } from '../components/faq-accordion';
import { PageHero } from '../components/page-hero';
import { SearchForm } from '../components/search-form';
import { Icon } from '../components/icon';
import { headOf, type PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { faqPage as faqPageJsonLd } from '../faq-json-ld';
import { loaded, loadFor, useContent } from '../content';
import { faqPage as faqContent } from '../../shared/generated/load/faq-page';
import { useLocalize, useT } from '../i18n';
import { RESULTS_ID } from '../../shared/constants';
import { faqStrings } from '../../shared/generated/load/strings/faq';
import { contactFormPath } from '../../shared/schemas/contact-fields';

export const load = (ctx: RouteContext) => loadFor(ctx, faqStrings, faqContent);

// Every search view is the same page for search engines: canonical '/faq'.
export const head = (ctx: RouteContext): PageHead =>
  headOf(loaded(faqStrings, ctx.lang), '/faq', { jsonLd: [faqPageJsonLd(loaded(faqContent, ctx.lang))] });

export default function FaqPage() {
  const { labels, messages } = useT();
  const t = useContent(faqStrings);
  const localize = useLocalize();
  const faqPage = useContent(faqContent);
  const [params] = useSearchParams();
  // What the page searches and shows: the query within the search bound.
  const term = boundedSearch(params.get('q') ?? '');
  const results = filterFaq(faqPage, term);

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={messages.faq.defaultTitle} lead={t.lead} />

      <section className="section faq-page" aria-labelledby="faq-list-title">
        <div className="container narrow">
          <h2 id="faq-list-title" className="visually-hidden">
            {t.listTitle}
          </h2>
          <SearchForm
            name="q"
            value={term}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            className="faq-search"
          />
          {/* The empty state and every count are in the page, so the site's script
              (client/site/faq-filter.ts) can filter as the visitor types, in the
              page's language, with the server's matching. */}
          <div id={RESULTS_ID} className="list-results">
            <p
              className="faq-count text-muted-strong"
              role="status"
              data-counts={JSON.stringify(
                Array.from({ length: faqPage.length + 1 }, (_, i) => t.showing(i, faqPage.length)),
              )}
            >
              {t.showing(results.length, faqPage.length)}
            </p>

            <FaqAccordion items={results} title={null} />
            <div className="faq-empty" hidden={results.length > 0}>
              <Icon name="search" size={32} className="faq-empty-icon" />
              <p className="faq-empty-message" data-template={messages.faq.noResults('{term}')}>
                {messages.faq.noResults(term)}
              </p>
              <p className="text-muted-strong">{t.emptyHint}</p>
              <Link to={localize('/faq')} className="btn btn-outline-brand">
                {messages.faq.clearSearch}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <CtaBand title={t.ctaTitle} lead={t.ctaLead} primary={{ to: contactFormPath(), label: labels.cta.getInTouch }} />
    </>
  );
}
