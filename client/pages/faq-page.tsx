import { FAQ_SEARCH_PLACEHOLDER, filterFaq } from '../../shared/faq-search';
import { CtaBand } from '../components/cta-band';
import { Link } from '../router/link';
import { useSearchParams } from '../router/location';
import { FaqAccordion } from '../components/faq-accordion';
import { PageHero } from '../components/page-hero';
import { SearchForm } from '../components/search-form';
import { Icon } from '../components/icon';
import { labels, messages } from '../../shared/messages';
import { faqPage } from '../../shared/content/faq';
import type { PageHead } from '../head';
import { faqPage as faqPageJsonLd } from '../structured-data';

// Every search view is the same page for search engines: canonical '/faq'.
export const head = (): PageHead => ({
  title: 'Frequently Asked Questions',
  description:
    'Answers about our AI services, project timelines, pricing, data security, support hours and ROI. Search the questions or contact our Buea team.',
  canonical: '/faq',
  keywords: ['AI consultancy FAQ', 'AI project cost', 'AI implementation timeline', 'Chariot AI Labs'],
  jsonLd: [faqPageJsonLd(faqPage)],
});

export default function FaqPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const term = query.trim();
  const results = filterFaq(faqPage, term);

  return (
    <>
      <PageHero
        eyebrow="Help centre"
        title={messages.faq.defaultTitle}
        lead="Straight answers about how we work, what AI projects cost, how long they take and how we keep your data safe."
      />

      <section className="section faq-page" aria-labelledby="faq-list-title">
        <div className="container narrow">
          <h2 id="faq-list-title" className="visually-hidden">
            Questions and answers
          </h2>
          <SearchForm
            name="q"
            value={query}
            label="Search the questions"
            placeholder={FAQ_SEARCH_PLACEHOLDER}
            live
            className="faq-search"
          />
          <p className="faq-count text-muted-strong" role="status">
            {`Showing ${results.length} of ${faqPage.length} questions`}
          </p>

          {results.length > 0 ? (
            <FaqAccordion items={results} title={null} />
          ) : (
            <div className="faq-empty">
              <Icon name="search" size={32} className="faq-empty-icon" />
              <p className="faq-empty-message">{messages.faq.noResults(term)}</p>
              <p className="text-muted-strong">
                Check the spelling, try a shorter word, or ask us directly: we are happy to help.
              </p>
              <Link to="/faq" className="btn btn-outline-brand">
                {messages.faq.clearSearch}
              </Link>
            </div>
          )}
        </div>
      </section>

      <CtaBand
        title="Still have a question?"
        lead="Our team answers every message within one working day."
        primary={{ to: '/contact', label: labels.cta.getInTouch }}
      />
    </>
  );
}
