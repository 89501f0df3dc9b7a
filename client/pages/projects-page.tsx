import { useId } from 'react';
import { CardGrid } from '../components/card-grid';
import { ChevronSummary } from '../components/chevron-summary';
import { CoverImage } from '../components/cover-image';
import { CtaBand } from '../components/cta-band';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { SearchForm } from '../components/search-form';
import { Pagination } from '../components/pagination';
import { Icon } from '../components/icon';
import {
  facets,
  parseProjectQuery,
  projectListing,
  projectQueryString,
  toggle,
  type ProjectQuery,
} from '../../shared/projects-query';
import type { ProjectCard as Project } from '../../shared/content/schema';
import type { RouteContext } from '../route-kit';
import type { PageHead } from '../head';
// The cards open to the whole case study (View Details): its copy, by slug.
import { loaded, loadFor, useContent } from '../content';
import { projectsIndex } from '../../shared/generated/load/projects-index';
import { projectBodies } from '../../shared/generated/load/project-bodies';
import { useItem } from '../content';
import { useLang, useLocalize, useT } from '../i18n';
import { useLabel } from '../hooks/use-label';
import { labels as vocabularyLabels } from '../../shared/generated/load/labels';
import { projectsStrings } from '../../shared/generated/load/strings/projects';
import { contactFormPath } from '../../shared/schemas/contact-fields';
import { RESULTS_ID } from '../../shared/constants';

const PATH = '/projects';
/** The filter panel's id: Show Filters opens the page at the chips. */
const FILTERS_ID = 'project-filters';

// The Challenge/Solution/Results behind each card's View Details: the same
// chunk per case study and language as its own page, loaded for the cards
// on the current page of results only, before the first render, so the
// list does not carry all twenty.
export const load = async (ctx: RouteContext): Promise<void> => {
  await loadFor(ctx, projectsStrings, projectsIndex, vocabularyLabels);
  const shown = projectListing(
    parseProjectQuery(ctx.search),
    loaded(projectsIndex, ctx.lang),
    loaded(vocabularyLabels, ctx.lang),
  ).items;
  const bodies = projectBodies[ctx.lang];
  await Promise.all(shown.map((p) => bodies.load(p.slug)));
};

export const head = (ctx: RouteContext): PageHead => {
  const { page } = parseProjectQuery(ctx.search);
  const t = loaded(projectsStrings, ctx.lang);
  const projects = loaded(projectsIndex, ctx.lang);
  return {
    title: page > 1 ? t.titlePage(page) : t.title,
    description: t.description,
    canonical: PATH,
    // Every search, filter and page has its own URL; only the bare list is indexed.
    robots: ctx.search.toString() ? 'noindex, follow' : undefined,
    keywords: [...t.keywords],
    jsonLd: [
      (abs, { lang }) => ({
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        inLanguage: lang,
        name: t.title,
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

/** A state of the list, opened at its results. */
const hrefOf = (query: ProjectQuery) => `${PATH}${projectQueryString(query)}#${RESULTS_ID}`;

export default function ProjectsPage() {
  const [params] = useSearchParams();
  const { labels } = useT();
  const t = useContent(projectsStrings);
  const label = useLabel();
  const localize = useLocalize();
  const projects = useContent(projectsIndex);
  const labelsOfLang = useContent(vocabularyLabels);
  const query = parseProjectQuery(params);
  const listing = projectListing(query, projects, labelsOfLang);
  const resultsTitleId = useId();

  // The search keeps everything but the page (SearchForm drops it).
  const keep = new URLSearchParams(projectQueryString({ ...query, q: '', page: 1 }));
  const clearHref = localize(`${query.filters ? `${PATH}?filters=1` : PATH}#${RESULTS_ID}`);
  const selected = [
    ...query.categories.map((c) => label('projectCategories', c)),
    ...query.industries.map((i) => label('industries', i)),
  ];
  const selectedCount = selected.length;
  // A search within chosen filters says so, with the way to the whole list.
  const scope =
    selectedCount > 0 ? (
      <>
        {t.scope.within(selected.join(', '))}{' '}
        <Link to={localize(hrefOf({ ...query, categories: [], industries: [], page: 1 }))}>
          {query.q ? t.scope.searchAllFor(query.q) : t.scope.searchAll}
        </Link>
      </>
    ) : (
      t.scope.all
    );

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <section className="section projects-section" aria-labelledby={resultsTitleId}>
        <div className="container">
          <h2 id={resultsTitleId} className="visually-hidden">
            {t.browse}
          </h2>

          <div className="projects-toolbar">
            <SearchForm
              name="q"
              value={query.q}
              label={t.searchLabel}
              placeholder={t.searchPlaceholder}
              keep={keep}
              scope={scope}
              className="projects-search"
            />
            <div className="projects-toolbar-actions">
              <Link
                className={`btn ${query.filters ? 'btn-brand' : 'btn-outline-brand'} projects-filter-toggle`}
                to={localize(
                  query.filters
                    ? hrefOf({ ...query, filters: false })
                    : `${PATH}${projectQueryString({ ...query, filters: true })}#${FILTERS_ID}`,
                )}
                rel="nofollow"
              >
                <Icon name="filter" size={18} />
                {query.filters ? t.messages.hideFilters : t.messages.showFilters}
                {!query.filters && selectedCount > 0 ? (
                  <span className="badge rounded-pill text-bg-light ms-1">
                    {selectedCount}
                    <span className="visually-hidden">{t.selected}</span>
                  </span>
                ) : null}
              </Link>
            </div>
          </div>

          {query.filters ? (
            <FilterPanel query={query} clearHref={clearHref} projects={projects} />
          ) : selectedCount > 0 ? (
            <p className="projects-active-filters">
              <span className="text-muted-strong">{t.filteredBy}</span> {selected.join(', ')}
              <Link to={clearHref} className="ms-2">
                {t.messages.clearAllLink}
              </Link>
            </p>
          ) : null}

          <div id={RESULTS_ID} className="list-results">
            <p className="projects-count" role="status">
              {t.messages.count(listing.total)}
              {listing.pageCount > 1 ? (
                <span className="text-muted-strong"> {t.pageOf(listing.page, listing.pageCount)}</span>
              ) : null}
            </p>

            {listing.total === 0 ? (
              <div className="projects-empty">
                <Icon name="search" size={40} />
                <p className="lead">{t.messages.empty}</p>
                <Link className="btn btn-brand" to={clearHref}>
                  {t.messages.clearAll}
                </Link>
              </div>
            ) : (
              <CardGrid
                items={listing.items}
                keyOf={(p) => p.slug}
                columns="col-md-6 col-lg-4"
                className="projects-grid"
              >
                {(p, i) => <ProjectCard project={p} eager={i === 0} />}
              </CardGrid>
            )}

            <Pagination
              page={listing.page}
              pageCount={listing.pageCount}
              hrefFor={(page) => hrefOf({ ...query, page })}
              label={t.pagesLabel}
            />
          </div>
        </div>
      </section>

      <CtaBand
        title={t.ctaTitle}
        lead={t.ctaLead}
        primary={{ to: contactFormPath(), label: labels.cta.discoveryCall }}
        reveal={false}
      />
    </>
  );
}

function FilterPanel({
  query,
  clearHref,
  projects,
}: {
  query: ProjectQuery;
  clearHref: string;
  projects: readonly Project[];
}) {
  const t = useContent(projectsStrings);
  const localize = useLocalize();
  const { categories, industries } = facets(projects);
  const groups = {
    categories: { title: t.category, kind: 'projectCategories', values: categories },
    industries: { title: t.industry, kind: 'industries', values: industries },
  } as const;
  const chips = (facet: keyof typeof groups) => (
    <ChipGroup {...groups[facet]} selected={query[facet]} hrefFor={(v) => localize(hrefOf(toggle(query, facet, v)))} />
  );
  return (
    <div className="projects-filters" id={FILTERS_ID}>
      {chips('categories')}
      {chips('industries')}
      <p className="mb-0">
        <Link to={clearHref} className="projects-clear-link">
          <Icon name="close" size={16} />
          {t.messages.clearAllLink}
        </Link>
      </p>
    </div>
  );
}

interface ChipGroupProps {
  title: string;
  kind: 'projectCategories' | 'industries';
  values: readonly string[];
  selected: readonly string[];
  hrefFor: (value: string) => string;
}

/** Multi-select chips as links: each link is the URL with that value toggled. */
function ChipGroup({ title, kind, values, selected, hrefFor }: ChipGroupProps) {
  const id = useId();
  const label = useLabel();
  const t = useContent(projectsStrings);
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
                {label(kind, value)}
                {on ? <span className="visually-hidden">{t.chipSelected}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ProjectCard({ project: p, eager }: { project: Project; eager: boolean }) {
  const { common } = useT();
  const t = useContent(projectsStrings);
  const label = useLabel();
  const localize = useLocalize();
  const details = useItem(projectBodies[useLang()], p.slug);
  return (
    <article className="project-card">
      <CoverImage item={p} kind="project" loading={eager ? 'eager' : 'lazy'} />
      <div className="project-card-body">
        <p className="project-card-tags">
          <span className="badge project-badge-category">
            <span className="visually-hidden">{t.categoryHidden}</span>
            {label('projectCategories', p.category)}
          </span>
          <span className="badge project-badge-industry">
            <span className="visually-hidden">{t.industryHidden}</span>
            {label('industries', p.industry)}
          </span>
        </p>
        <h3 className="project-card-title">{p.title}</h3>
        <p className="project-card-description">{p.description}</p>
        <p className="project-card-client">
          <strong>{t.client}</strong> {p.client}
        </p>
        <details className="project-details">
          <ChevronSummary size={18} chevronClass="project-details-chevron">
            <span className="when-closed">{t.messages.viewDetails}</span>
            <span className="when-open">{t.messages.hideDetails}</span>
          </ChevronSummary>
          <div className="project-details-body">
            <h4>{t.challenge}</h4>
            <p>{details?.challenge}</p>
            <h4>{t.solution}</h4>
            <p>{details?.solution}</p>
            <h4>{t.results}</h4>
            <p>{details?.results}</p>
            <h4>{t.technologies}</h4>
            <ul className="tech-list list-unstyled">
              {p.technologies.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        </details>
        <Link to={localize(`/projects/${p.slug}`)} className="card-more project-card-link">
          {common.readCaseStudy}
          <span className="visually-hidden">{common.applyNowFor(p.title)}</span>
          <Icon name="arrow-right" size={16} />
        </Link>
      </div>
    </article>
  );
}
