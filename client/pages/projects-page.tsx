import { useEffect, useId, useRef } from 'react';
import { CtaBand } from '../components/cta-band';
import { Link } from '../router/link';
import { useSearchParams } from '../router/location';
import { PageHero } from '../components/page-hero';
import { SearchForm } from '../components/search-form';
import { Pagination } from '../components/pagination';
import { Icon } from '../components/icon';
import { labels, messages } from '../../shared/messages';
import {
  facets,
  parseProjectQuery,
  projectListing,
  projectQueryString,
  toggle,
  type ProjectQuery,
} from '../../shared/projects-query';
import { projectBodies, projects } from '../../shared/content/projects';
// The cards open to the whole case study (View Details): its copy, by slug.
import { itemCache, useItem } from '../item-cache';
import type { ProjectCard as Project } from '../../shared/content/schema';
import type { RouteContext } from '../route-kit';
import type { PageHead } from '../head';

const PATH = '/projects';

export const head = (ctx: RouteContext): PageHead => {
  const { page } = parseProjectQuery(ctx.search);
  return {
    title: page > 1 ? `AI Projects & Case Studies (page ${page})` : 'AI Projects & Case Studies',
    description:
      'Explore 20 AI projects we delivered: chatbots, computer vision, predictive analytics and automation for businesses across Cameroon and Central Africa.',
    canonical: PATH,
    // Every search, filter and page has its own URL; only the bare list is indexed.
    robots: ctx.search.toString() ? 'noindex, follow' : undefined,
    keywords: ['AI projects', 'AI case studies', 'machine learning portfolio', 'Cameroon AI consultancy'],
    jsonLd: [
      (abs) => ({
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: 'AI Projects & Case Studies',
        url: abs(PATH),
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: projects.length,
          itemListElement: projects.map((p, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: p.title,
            url: abs(`${PATH}/${p.slug}`),
          })),
        },
      }),
    ],
  };
};

// The Challenge/Solution/Results behind each card's View Details: the same
// chunk per case study as its own page, loaded for the cards on the current
// page of results only (before the first render, and inside the transition
// on a search or filter change), so the list does not carry all twenty.
const bodies = itemCache(projectBodies);

export const load = async (ctx: RouteContext): Promise<string[]> => {
  const shown = projectListing(parseProjectQuery(ctx.search)).items;
  await Promise.all(shown.map((p) => bodies.load(p.slug)));
  return shown.flatMap((p) => bodies.chunk(p.slug) ?? []);
};

const hrefOf = (query: ProjectQuery) => `${PATH}${projectQueryString(query)}`;

/** The facets in the data, computed once. */
const { categories, industries } = facets();

export default function ProjectsPage() {
  const [params] = useSearchParams();
  const query = parseProjectQuery(params);
  const listing = projectListing(query);
  const resultsTitleId = useId();
  const resultsRef = useRef<HTMLElement>(null);

  // With JavaScript a page change keeps the scroll position; bring the top
  // of the new page of results into view, as a full page load would.
  const shownPage = useRef(listing.page);
  useEffect(() => {
    if (shownPage.current === listing.page) return;
    shownPage.current = listing.page;
    const el = resultsRef.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }, [listing.page]);

  // The search keeps everything but the page (SearchForm drops it).
  const keep = new URLSearchParams(projectQueryString({ ...query, q: '', page: 1 }));
  const clearHref = query.filters ? `${PATH}?filters=1` : PATH;
  const selectedCount = query.categories.length + query.industries.length;

  return (
    <>
      <PageHero
        eyebrow="Our work"
        title="AI Projects & Case Studies"
        lead="Twenty projects across finance, healthcare, agriculture, manufacturing and more. Search or filter to find work like yours, then open the details to see the challenge, our solution and the results."
      />

      <section className="section projects-section" aria-labelledby={resultsTitleId} ref={resultsRef}>
        <div className="container">
          <h2 id={resultsTitleId} className="visually-hidden">
            Browse projects
          </h2>

          <div className="projects-toolbar">
            <SearchForm
              name="q"
              value={query.q}
              label="Search projects"
              placeholder="Search by title, client, technology..."
              keep={keep}
              live
              className="projects-search"
            />
            <div className="projects-toolbar-actions">
              <Link
                className={`btn ${query.filters ? 'btn-brand' : 'btn-outline-brand'} projects-filter-toggle`}
                to={hrefOf({ ...query, filters: !query.filters })}
                rel="nofollow"
              >
                <Icon name="filter" size={18} />
                {query.filters ? messages.projects.hideFilters : messages.projects.showFilters}
                {!query.filters && selectedCount > 0 ? (
                  <span className="badge rounded-pill text-bg-light ms-1">
                    {selectedCount}
                    <span className="visually-hidden"> selected</span>
                  </span>
                ) : null}
              </Link>
            </div>
          </div>

          {query.filters ? (
            <FilterPanel query={query} clearHref={clearHref} />
          ) : selectedCount > 0 ? (
            <p className="projects-active-filters">
              <span className="text-muted-strong">Filtered by:</span> {[...query.categories, ...query.industries].join(', ')}
              <Link to={clearHref} className="ms-2">
                {messages.projects.clearAllLink}
              </Link>
            </p>
          ) : null}

          <p className="projects-count" role="status">
            {messages.projects.count(listing.total)}
            {listing.pageCount > 1 ? (
              <span className="text-muted-strong">
                {' '}
                (page {listing.page} of {listing.pageCount})
              </span>
            ) : null}
          </p>

          {listing.total === 0 ? (
            <div className="projects-empty">
              <Icon name="search" size={40} />
              <p className="lead">{messages.projects.empty}</p>
              <Link className="btn btn-brand" to={clearHref}>
                {messages.projects.clearAll}
              </Link>
            </div>
          ) : (
            <ul className="row g-4 list-unstyled projects-grid">
              {listing.items.map((p, i) => (
                <li key={p.slug} className="col-md-6 col-lg-4">
                  <ProjectCard project={p} eager={i < 3} />
                </li>
              ))}
            </ul>
          )}

          <Pagination
            page={listing.page}
            pageCount={listing.pageCount}
            hrefFor={(page) => hrefOf({ ...query, page })}
            label="Projects pages"
          />
        </div>
      </section>

      <CtaBand
        title="Have a project like these in mind?"
        lead="Tell us about your goals and we will show you what AI can do for your business."
        primary={{ to: '/contact', label: labels.cta.discoveryCall }}
        reveal={false}
      />
    </>
  );
}

function FilterPanel({ query, clearHref }: { query: ProjectQuery; clearHref: string }) {
  return (
    <div className="projects-filters" id="project-filters">
      <ChipGroup title="Category" values={categories} selected={query.categories} hrefFor={(v) => hrefOf(toggle(query, 'categories', v))} />
      <ChipGroup title="Industry" values={industries} selected={query.industries} hrefFor={(v) => hrefOf(toggle(query, 'industries', v))} />
      <p className="mb-0">
        <Link to={clearHref} className="projects-clear-link">
          <Icon name="close" size={16} />
          {messages.projects.clearAllLink}
        </Link>
      </p>
    </div>
  );
}

interface ChipGroupProps {
  title: string;
  values: readonly string[];
  selected: readonly string[];
  hrefFor: (value: string) => string;
}

/** Multi-select chips as links: each link is the URL with that value toggled. */
function ChipGroup({ title, values, selected, hrefFor }: ChipGroupProps) {
  const id = useId();
  return (
    <div className="chip-group" role="group" aria-labelledby={id}>
      <h3 id={id} className="chip-group-title">
        {title}
      </h3>
      <ul className="chip-list list-unstyled">
        {values.map((value) => {
          const on = selected.includes(value);
          return (
            <li key={value}>
              <Link className={`chip${on ? ' is-selected' : ''}`} to={hrefFor(value)} rel="nofollow">
                {on ? <Icon name="check" size={14} /> : null}
                {value}
                {on ? <span className="visually-hidden"> (selected)</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ProjectCard({ project: p, eager }: { project: Project; eager: boolean }) {
  const details = useItem(bodies, p.slug);
  return (
    <article className="project-card">
      <img
        src={p.image}
        alt={p.imageAlt}
        width="800"
        height="500"
        loading={eager ? undefined : 'lazy'}
        decoding="async"
      />
      <div className="project-card-body">
        <p className="project-card-tags">
          <span className="badge project-badge-category">
            <span className="visually-hidden">Category: </span>
            {p.category}
          </span>
          <span className="badge project-badge-industry">
            <span className="visually-hidden">Industry: </span>
            {p.industry}
          </span>
        </p>
        <h3 className="project-card-title">{p.title}</h3>
        <p className="project-card-description">{p.description}</p>
        <p className="project-card-client">
          <strong>Client:</strong> {p.client}
        </p>
        <details className="project-details">
          <summary>
            <span className="when-closed">{messages.projects.viewDetails}</span>
            <span className="when-open">{messages.projects.hideDetails}</span>
            <Icon name="chevron-down" size={18} className="project-details-chevron" />
          </summary>
          <div className="project-details-body">
            <h4>The Challenge</h4>
            <p>{details?.challenge}</p>
            <h4>Our Solution</h4>
            <p>{details?.solution}</p>
            <h4>Results</h4>
            <p>{details?.results}</p>
            <h4>Technologies</h4>
            <ul className="tech-list list-unstyled">
              {p.technologies.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        </details>
        <Link to={`/projects/${p.slug}`} className="card-more project-card-link">
          Read the case study<span className="visually-hidden">: {p.title}</span>
          <Icon name="arrow-right" size={16} />
        </Link>
      </div>
    </article>
  );
}
