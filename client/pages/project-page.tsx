import { CtaBand } from '../components/cta-band';
import { TermList } from '../components/term-list';
import { CoverImage } from '../components/cover-image';
import { Link, useParams } from 'react-router-dom';
import { Icon } from '../components/icon';
import { NotFoundContent } from './not-found-page';
import { projectBySlug, relatedProjects } from '../../shared/projects-query';
import { itemPage } from '../item-page';
import type { RouteContext } from '../route-kit';
import type { PageHead } from '../head';
import { Section } from '../components/section';
import { ProjectTile } from '../components/project-tile';
import { useItem } from '../content';
import { loaded, useContent } from '../content';
import { projectsIndex } from '../../shared/generated/load/projects-index';
import { projectBodies } from '../../shared/generated/load/project-bodies';
import { useLang, useLocalize, useT } from '../i18n';
import { useLabel } from '../hooks/use-label';
import { labels } from '../../shared/generated/load/labels';
import { dictionaryOf } from '../../shared/i18n/load';
import { projectStrings } from '../../shared/generated/load/strings/project';
import { projectsStrings } from '../../shared/generated/load/strings/projects';
import { labelOf } from '../../shared/content/labels';
import { shellOf } from '../../shared/content/shell';
import { contactFormPath } from '../../shared/schemas/contact-fields';

const DESCRIPTION_MAX = 160;

/** Cut a text to at most `max` characters at a word boundary, with an ellipsis. */
function clipDescription(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const base = (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '');
  return `${base}…`;
}

/** Case-study copy, one chunk per project and language: only the shown project's is downloaded. */
const page = itemPage({
  caches: [projectStrings, projectsStrings, projectsIndex, labels],
  find: (ctx) => projectBySlug(ctx.params.slug, loaded(projectsIndex, ctx.lang)),
  bodies: projectBodies,
  key: (p) => p.slug,
  untranslated: (ctx) => shellOf(ctx.lang).untranslated.projects,
  listPath: '/projects',
});

export const { load, status, twin } = page;
const projectOf = page.itemOf;
const onlyHere = page.onlyHere;

export const head = (ctx: RouteContext): PageHead => {
  const p = projectOf(ctx);
  const { messages } = dictionaryOf(ctx.lang);
  if (!p) {
    return {
      title: messages.notFound.toastTitle,
      description: messages.notFound.toastDescription,
      robots: 'noindex, follow',
    };
  }
  const category = labelOf(loaded(labels, ctx.lang), 'projectCategories', p.category);
  const industry = labelOf(loaded(labels, ctx.lang), 'industries', p.industry);
  const canonical = `/projects/${p.slug}`;
  const description = clipDescription(p.description);
  return {
    // The title is also the last step of the breadcrumb trail in the JSON-LD.
    title: p.title,
    description,
    canonical,
    languages: onlyHere(ctx, p) ? [ctx.lang] : undefined,
    ogType: 'article',
    image: p.image,
    imageAlt: p.imageAlt,
    keywords: [category, industry, loaded(projectStrings, ctx.lang).keyword, ...p.technologies.slice(0, 3)],
    jsonLd: [
      (abs, { lang }) => ({
        '@context': 'https://schema.org',
        '@type': 'Article',
        inLanguage: lang,
        headline: p.title,
        description,
        image: abs(p.image),
        articleSection: category,
        about: industry,
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
  const { labels, common } = useT();
  const t = useContent(projectStrings);
  const tp = useContent(projectsStrings);
  const label = useLabel();
  const localize = useLocalize();
  const projects = useContent(projectsIndex);
  const p = projectBySlug(slug, projects);
  const body = useItem(projectBodies[useLang()], p?.slug);
  if (!p || !body) return <NotFoundContent />;
  const related = relatedProjects(p, 3, projects);

  return (
    <>
      <section className="page-hero hero-indigo project-hero">
        <div className="container">
          <nav aria-label={common.breadcrumb}>
            <ol className="breadcrumb project-breadcrumb">
              <li className="breadcrumb-item">
                <Link to={localize('/')}>{labels.nav.home}</Link>
              </li>
              <li className="breadcrumb-item">
                <Link to={localize('/projects')}>{labels.nav.projects}</Link>
              </li>
              <li className="breadcrumb-item active" aria-current="page">
                {p.title}
              </li>
            </ol>
          </nav>
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{p.title}</h1>
          <TermList
            className="project-meta"
            items={[
              { term: tp.category, detail: label('projectCategories', p.category) },
              { term: tp.industry, detail: label('industries', p.industry) },
              { term: t.client, detail: p.client },
            ]}
          />
        </div>
      </section>

      <section className="section project-study">
        <div className="container">
          <div className="row gx-4 gx-lg-5 gy-5">
            <div className="col-lg-8">
              <CoverImage className="project-study-image" item={p} kind="project" loading="lead" />
              <article className="project-study-body">
                <h2>{t.overview}</h2>
                <p className="lead">{p.description}</p>
                <h2>
                  <Icon name="target" size={24} /> {tp.challenge}
                </h2>
                <p>{body.challenge}</p>
                <h2>
                  <Icon name="lightbulb" size={24} /> {tp.solution}
                </h2>
                <p>{body.solution}</p>
                <h2>
                  <Icon name="chart" size={24} /> {tp.results}
                </h2>
                <p>{body.results}</p>
              </article>
            </div>
            <aside className="col-lg-4" aria-labelledby="project-tech-title">
              <div className="project-aside">
                <h2 id="project-tech-title">{tp.technologies}</h2>
                <ul className="tech-list list-unstyled">
                  {p.technologies.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
                <hr />
                <p className="mb-2 fw-semibold">{t.similar}</p>
                <p className="text-muted-strong">{t.similarText}</p>
                <Link className="btn btn-brand w-100" to={localize(contactFormPath())}>
                  {labels.cta.discoveryCall}
                </Link>
                <Link className="btn btn-outline-brand w-100 mt-2" to={localize('/projects')}>
                  <Icon name="arrow-left" size={16} /> {t.allProjects}
                </Link>
              </div>
            </aside>
          </div>
        </div>
      </section>

      {related.length > 0 ? (
        <Section headingId="related-title" title={t.related} tint>
          <ul className="row g-4 list-unstyled justify-content-center">
            {related.map((r) => (
              <li key={r.slug} className="col-sm-6 col-lg-4">
                <ProjectTile
                  project={r}
                  badge={label('projectCategories', r.category)}
                  badgeClass="project-badge-category"
                >
                  {label('industries', r.industry)} · {r.client}
                </ProjectTile>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CtaBand
        title={t.ctaTitle}
        lead={common.ctaLead}
        primary={{ to: contactFormPath(), label: labels.cta.discoveryCall }}
        secondary={{ to: '/projects', label: t.backToAll }}
        reveal={false}
      />
    </>
  );
}
