import { CtaBand } from '../components/cta-band';
import { SeeAllLink } from '../components/see-all-link';
import { CardGrid } from '../components/card-grid';
import { Link } from 'react-router-dom';
import { Icon } from '../components/icon';
import { Stars } from '../components/stars';
import { ServiceCard } from '../components/service-card';
import { FaqSection } from '../components/faq-accordion';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { loaded, loadFor, useContent } from '../content';
import { home } from '../../shared/generated/load/home';
import { useLocalize, useSite, useT } from '../i18n';
import { homeStrings } from '../../shared/generated/load/strings/home';
import { shellOf } from '../../shared/content/shell';
import { faqPage } from '../faq-json-ld';
import { Section } from '../components/section';
import { ProcessSteps } from '../components/process-steps';
import { ProjectTile } from '../components/project-tile';
import { contactFormPath } from '../../shared/schemas/contact-fields';

/**
 * A hero figure as the content writes it (« 200+ », « plus de 200 »). French copy puts
 * words before the number, which would push the big figure onto a second line in a
 * narrow tile, so those words become a small label above it and the number stays whole.
 * The whole string stays the text of the dd, so readers and tests see it as written.
 */
const LEADING_WORDS = /^(\D*?)\s*(\d.*)$/u;
function StatFigure({ value }: { value: string }) {
  const match = LEADING_WORDS.exec(value);
  const words = match?.[1] ?? '';
  const figure = match?.[2] ?? value;
  return (
    <dd>
      {words && <span className="stat-words">{words} </span>}
      <span className="stat-figure">{figure}</span>
    </dd>
  );
}

export const load = (ctx: RouteContext) => loadFor(ctx, homeStrings, home);

export const head = (ctx: RouteContext): PageHead => {
  const t = loaded(homeStrings, ctx.lang);
  return {
    title: `${shellOf(ctx.lang).site.name} | ${t.title}`,
    description: t.description,
    canonical: '/',
    jsonLd: [faqPage(loaded(home, ctx.lang).faq)],
  };
};

export default function HomePage() {
  const { labels, common } = useT();
  const t = useContent(homeStrings);
  const site = useSite();
  const localize = useLocalize();
  const {
    hero,
    conceptToScale,
    processSteps,
    featuredProjects: featured,
    faq,
    testimonials: quotes,
    serviceGroups,
  } = useContent(home);
  /** Service cards of the home grid (icon, title, description, href, colour, delay). */
  const serviceCards = serviceGroups.map((g, i) => ({
    icon: g.icon,
    title: g.cardTitle,
    description: g.description,
    href: `/services/${g.slug}`,
    colour: g.colour,
    delay: i * 75,
  }));
  return (
    <>
      {/* The newsletter popup's place: the site's script mounts it 5 s after the page is seen (client/site/popup.ts). */}
      <div data-newsletter-popup="" />
      <section className="home-hero">
        <div className="container">
          <div className="row align-items-center gx-4 gx-lg-5 gy-5">
            <div className="col-lg-7">
              <p className="eyebrow">{hero.eyebrow}</p>
              <h1 className="display-title">{hero.title}</h1>
              <p className="lead">{hero.lead}</p>
              <div className="d-flex flex-wrap gap-3 mt-4">
                <Link className="btn btn-brand btn-lg" to={localize(contactFormPath())}>
                  {labels.cta.discoveryCall}
                </Link>
                <Link className="btn btn-outline-light btn-lg" to={localize('/services')}>
                  {labels.cta.exploreServices}
                </Link>
              </div>
              <dl className="hero-stats">
                <div>
                  <dt>{common.statSatisfaction}</dt>
                  <StatFigure value={site.stats.satisfaction} />
                </div>
                <div>
                  <dt>{common.statProjects}</dt>
                  <StatFigure value={site.stats.projects} />
                </div>
                <div>
                  <dt>{t.statExperts}</dt>
                  <StatFigure value={site.stats.experts} />
                </div>
              </dl>
            </div>
            <div className="col-lg-5 d-none d-lg-block">
              <img className="hero-art" src="/images/hero.svg" width="1200" height="800" alt="" fetchPriority="high" />
            </div>
          </div>
        </div>
      </section>

      <Section
        headingId="services-title"
        title={t.servicesTitle}
        eyebrow={t.servicesEyebrow}
        lead={t.servicesLead}
        reveal
      >
        <CardGrid items={serviceCards} keyOf={(card) => card.href} columns="col-sm-6 col-lg-3">
          {(card) => (
            <ServiceCard
              to={card.href}
              icon={card.icon}
              colour={card.colour}
              title={card.title}
              text={card.description}
              style={{ transitionDelay: `${card.delay}ms` }}
            />
          )}
        </CardGrid>
        <SeeAllLink to="/services">{labels.cta.exploreServices}</SeeAllLink>
      </Section>

      <Section
        headingId="scale-title"
        title={conceptToScale.title}
        eyebrow={t.scaleEyebrow}
        lead={conceptToScale.intro}
        tint
        reveal
      >
        <ol className="phase-grid list-unstyled">
          {conceptToScale.phases.map((phase, i) => (
            <li key={phase.title} className="phase">
              <span className="phase-number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{phase.title}</h3>
              <p>{phase.description}</p>
            </li>
          ))}
        </ol>
        <div className="row g-4 mt-2">
          {conceptToScale.caseStudies.map((cs) => (
            <div key={cs.href} className="col-md-6">
              <Link to={localize(cs.href)} className="case-banner">
                <span className="case-metric">{cs.metric}</span>
                <h3>{cs.title}</h3>
                <p>{cs.summary}</p>
                <span className="card-more">
                  {common.readCaseStudy} <Icon name="arrow-right" size={16} />
                </span>
              </Link>
            </div>
          ))}
        </div>
      </Section>

      <Section headingId="process-title" title={t.processTitle} eyebrow={t.processEyebrow} reveal>
        <ProcessSteps steps={processSteps} layout="list" />
      </Section>

      <Section headingId="projects-title" title={t.projectsTitle} eyebrow={t.projectsEyebrow} tint reveal>
        <CardGrid items={featured} keyOf={(p) => p.slug} columns="col-sm-6 col-lg-3">
          {(p) => (
            <ProjectTile project={p} badge={p.categoryLabel} badgeClass="text-bg-light">
              {p.client}
            </ProjectTile>
          )}
        </CardGrid>
        <SeeAllLink to="/projects">{labels.cta.viewAllProjects}</SeeAllLink>
      </Section>

      <Section headingId="testimonials-title" title={t.testimonialsTitle} eyebrow={t.testimonialsEyebrow} reveal>
        <CardGrid items={quotes} keyOf={(t) => t.id} columns="col-md-6 col-lg-3">
          {(t) => (
            <figure className="testimonial">
              <Stars value={t.stars} />
              <blockquote>
                <p>{t.content}</p>
              </blockquote>
              <figcaption className="d-flex align-items-center gap-3">
                <img src={t.avatar} alt="" width="48" height="48" loading="lazy" className="rounded-circle" />
                <span>
                  <strong>{t.name}</strong>
                  <br />
                  <span className="text-muted-strong">
                    {t.position}, {t.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          )}
        </CardGrid>
      </Section>

      <FaqSection items={faq} />

      <CtaBand
        title={t.ctaTitle}
        lead={common.ctaLead}
        primary={{ to: contactFormPath(), label: labels.cta.getStarted }}
        secondary={{ to: contactFormPath(), label: labels.cta.getInTouch }}
      />
    </>
  );
}
