import { CtaBand } from '../components/cta-band';
import { Link } from '../router/link';
import { useParams } from '../router/location';
import { Icon } from '../components/icon';
import { NotFoundContent } from './not-found-page';
import { labels, messages } from '../../shared/messages';
import { projectBySlug, relatedProjects } from '../../shared/projects-query';
import type { RouteContext } from '../route-kit';
import type { PageHead } from '../head';
import { SectionHeader } from '../components/section-header';
import { projectBodies } from '../../shared/content/projects';
import { itemCache, useItem } from '../item-cache';

const DESCRIPTION_MAX = 160;

/** Cut a text to at most `max` characters at a word boundary, with an ellipsis. */
function clipDescription(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const base = (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '');
  return `${base}…`;
}

/** Case-study copy, one chunk per project: only the shown project's is downloaded. */
const bodies = itemCache(projectBodies);

export const load = async (ctx: RouteContext): Promise<string[]> => {
  const p = projectBySlug(ctx.params.slug);
  if (!p) return [];
  await bodies.load(p.slug);
  return [bodies.chunk(p.slug)!];
};

export const status = (ctx: RouteContext) => (projectBySlug(ctx.params.slug) ? 200 : 404);

export const head = (ctx: RouteContext): PageHead => {
  const p = projectBySlug(ctx.params.slug);
  if (!p) {
    return { title: messages.notFound.toastTitle, description: messages.notFound.toastDescription, robots: 'noindex, follow' };
  }
  const canonical = `/projects/${p.slug}`;
  const description = clipDescription(p.description);
  return {
    // The title is also the last step of the breadcrumb trail in the JSON-LD.
    title: p.title,
    description,
    canonical,
    ogType: 'article',
    image: p.image,
    imageAlt: p.imageAlt,
    keywords: [p.category, p.industry, 'AI case study', ...p.technologies.slice(0, 3)],
    jsonLd: [
      (abs) => ({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: p.title,
        description,
        image: abs(p.image),
        articleSection: p.category,
        about: p.industry,
        keywords: p.technologies.join(', '),
        author: { '@id': abs('/#organization') },
        publisher: { '@id': abs('/#organization') },
        mainEntityOfPage: abs(canonical),
      }),
    ],
  };
};

export default function ProjectPage() {
  const { slug } = useParams();
  const p = projectBySlug(slug);
  const body = useItem(bodies, p?.slug);
  if (!p || !body) return <NotFoundContent />;
  const related = relatedProjects(p);

  return (
    <>
      <section className="page-hero hero-indigo project-hero">
        <div className="container">
          <nav aria-label="Breadcrumb">
            <ol className="breadcrumb project-breadcrumb">
              <li className="breadcrumb-item">
                <Link to="/">{labels.nav.home}</Link>
              </li>
              <li className="breadcrumb-item">
                <Link to="/projects">{labels.nav.projects}</Link>
              </li>
              <li className="breadcrumb-item active" aria-current="page">
                {p.title}
              </li>
            </ol>
          </nav>
          <p className="eyebrow">Case study</p>
          <h1>{p.title}</h1>
          <dl className="project-meta">
            <div>
              <dt>Category</dt>
              <dd>{p.category}</dd>
            </div>
            <div>
              <dt>Industry</dt>
              <dd>{p.industry}</dd>
            </div>
            <div>
              <dt>Client</dt>
              <dd>{p.client}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section project-study">
        <div className="container">
          <div className="row gx-4 gx-lg-5 gy-5">
            <div className="col-lg-8">
              <img
                className="project-study-image"
                src={p.image}
                alt={p.imageAlt}
                width="800"
                height="500"
                fetchPriority="high"
              />
              <article className="project-study-body">
                <h2>Overview</h2>
                <p className="lead">{p.description}</p>
                <h2>
                  <Icon name="target" size={24} /> The Challenge
                </h2>
                <p>{body.challenge}</p>
                <h2>
                  <Icon name="lightbulb" size={24} /> Our Solution
                </h2>
                <p>{body.solution}</p>
                <h2>
                  <Icon name="chart" size={24} /> Results
                </h2>
                <p>{body.results}</p>
              </article>
            </div>
            <aside className="col-lg-4" aria-labelledby="project-tech-title">
              <div className="project-aside">
                <h2 id="project-tech-title">Technologies</h2>
                <ul className="tech-list list-unstyled">
                  {p.technologies.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
                <hr />
                <p className="mb-2 fw-semibold">Facing a similar challenge?</p>
                <p className="text-muted-strong">
                  We start every engagement with a free discovery call to understand your goals and data.
                </p>
                <Link className="btn btn-brand w-100" to="/contact">
                  {labels.cta.discoveryCall}
                </Link>
                <Link className="btn btn-outline-brand w-100 mt-2" to="/projects">
                  <Icon name="arrow-left" size={16} /> All projects
                </Link>
              </div>
            </aside>
          </div>
        </div>
      </section>

      {related.length > 0 ? (
        <section className="section section-tint" aria-labelledby="related-title">
          <div className="container">
            <SectionHeader id="related-title">Related projects</SectionHeader>
            <ul className="row g-4 list-unstyled justify-content-center">
              {related.map((r) => (
                <li key={r.slug} className="col-sm-6 col-lg-4">
                  <Link to={`/projects/${r.slug}`} className="project-tile">
                    <img src={r.image} alt={r.imageAlt} width="800" height="500" loading="lazy" decoding="async" />
                    <span className="badge project-badge-category">{r.category}</span>
                    <h3>{r.title}</h3>
                    <p className="text-muted-strong">
                      {r.industry} · {r.client}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <CtaBand
        title="Let's build your success story"
        lead="Tell us about your goals. We reply within one working day."
        primary={{ to: '/contact', label: labels.cta.discoveryCall }}
        secondary={{ to: '/projects', label: 'Back to all projects' }}
        reveal={false}
      />
    </>
  );
}
