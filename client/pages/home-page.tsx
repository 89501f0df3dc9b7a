import { lazy, Suspense } from 'react';
import { CtaBand } from '../components/cta-band';
import { Link } from '../router/link';
import { Icon } from '../components/icon';
import { Stars } from '../components/stars';
import { ServiceCard } from '../components/service-card';
import { FaqAccordion } from '../components/faq-accordion';
import { labels } from '../../shared/messages';
import { site } from '../../shared/content/site';
import { groupPath, serviceGroups } from '../../shared/content/service-index';
import { conceptToScale, hero, processSteps } from '../../shared/content/home';
import { featuredProjects as featured } from '../../shared/content/featured-projects';
import { testimonials } from '../../shared/content/testimonials';
import { faqHome } from '../../shared/content/faq-home';
import type { PageHead } from '../head';
import { faqPage } from '../structured-data';
import { useNewsletterPopup } from '../hooks/use-newsletter-popup';
import { SectionHeader } from '../components/section-header';

const NewsletterPopup = lazy(() => import('../components/newsletter-popup'));

export const head = (): PageHead => ({
  title: `${site.name} | AI Agents, Automation & Data Services in Buea`,
  description:
    'AI agents, chatbots, automation and data services for growing businesses. Founded in Buea in 2018: 200+ projects delivered, 95% client satisfaction.',
  canonical: '/',
  jsonLd: [faqPage(faqHome)],
});


/** Service cards of the home grid (spec 3: icon, title, description, href, colour, delay). */
const serviceCards = serviceGroups.map((g, i) => ({
  icon: g.icon,
  title: g.cardTitle,
  description: g.description,
  href: groupPath(g.slug),
  colour: g.colour,
  delay: i * 75,
}));

export default function HomePage() {
  const popup = useNewsletterPopup();
  return (
    <>
      {popup.open ? (
        <Suspense fallback={null}>
          <NewsletterPopup onClose={popup.close} onSubscribed={popup.subscribed} />
        </Suspense>
      ) : null}
      <section className="home-hero">
        <div className="container">
          <div className="row align-items-center gx-4 gx-lg-5 gy-5">
            <div className="col-lg-7">
              <p className="eyebrow">{hero.eyebrow}</p>
              <h1 className="display-title">{hero.title}</h1>
              <p className="lead">{hero.lead}</p>
              <div className="d-flex flex-wrap gap-3 mt-4">
                <Link className="btn btn-brand btn-lg" to="/contact">
                  {labels.cta.discoveryCall}
                </Link>
                <Link className="btn btn-outline-light btn-lg" to="/services">
                  {labels.cta.exploreServices}
                </Link>
              </div>
              <dl className="hero-stats">
                <div>
                  <dt>Client satisfaction</dt>
                  <dd>{site.stats.satisfaction}</dd>
                </div>
                <div>
                  <dt>Projects completed</dt>
                  <dd>{site.stats.projects}</dd>
                </div>
                <div>
                  <dt>AI experts</dt>
                  <dd>{site.stats.experts}</dd>
                </div>
              </dl>
            </div>
            <div className="col-lg-5 d-none d-lg-block">
              <img className="hero-art" src="/images/hero.svg" width="1200" height="800" alt="" fetchPriority="high" />
            </div>
          </div>
        </div>
      </section>

      <section className="section" data-reveal aria-labelledby="services-title">
        <div className="container">
          <SectionHeader
            id="services-title"
            eyebrow="What we do"
            lead="From a first chatbot to a company-wide automation programme, we design, build and support AI that fits the way your team already works."
          >
            AI services that move the numbers
          </SectionHeader>
          <ul className="row g-4 list-unstyled">
            {serviceCards.map((card) => (
              <li key={card.href} className="col-sm-6 col-lg-3">
                <ServiceCard
                  to={card.href}
                  icon={card.icon}
                  colour={card.colour}
                  title={card.title}
                  text={card.description}
                  style={{ transitionDelay: `${card.delay}ms` }}
                />
              </li>
            ))}
          </ul>
          <p className="text-center mt-4">
            <Link className="btn btn-outline-brand" to="/services">
              {labels.cta.exploreServices}
            </Link>
          </p>
        </div>
      </section>

      <section className="section section-tint" data-reveal aria-labelledby="scale-title">
        <div className="container">
          <SectionHeader
            id="scale-title"
            eyebrow="From concept to scale"
            lead={conceptToScale.intro}
          >
            {conceptToScale.title}
          </SectionHeader>
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
                <Link to={cs.href} className="case-banner">
                  <span className="case-metric">{cs.metric}</span>
                  <h3>{cs.title}</h3>
                  <p>{cs.summary}</p>
                  <span className="card-more">
                    Read the case study <Icon name="arrow-right" size={16} />
                  </span>
                </Link>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section" data-reveal aria-labelledby="process-title">
        <div className="container">
          <SectionHeader
            id="process-title"
            eyebrow="How we work"
          >
            Five steps from first call to measurable results
          </SectionHeader>
          <ol className="process-steps list-unstyled">
            {processSteps.map((step, i) => (
              <li key={step.title}>
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3>
                    <span className="visually-hidden">Step {i + 1}: </span>
                    {step.title}
                  </h3>
                  <p>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-tint" data-reveal aria-labelledby="projects-title">
        <div className="container">
          <SectionHeader
            id="projects-title"
            eyebrow="Featured work"
          >
            Projects our clients measure in results
          </SectionHeader>
          <ul className="row g-4 list-unstyled">
            {featured.map((p) => (
              <li key={p.slug} className="col-sm-6 col-lg-3">
                <Link to={`/projects/${p.slug}`} className="project-tile">
                  <img src={p.image} alt={p.imageAlt} width="800" height="500" loading="lazy" decoding="async" />
                  <span className="badge text-bg-light">{p.category}</span>
                  <h3>{p.title}</h3>
                  <p className="text-muted-strong">{p.client}</p>
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-center mt-4">
            <Link className="btn btn-outline-brand" to="/projects">
              {labels.cta.viewAllProjects}
            </Link>
          </p>
        </div>
      </section>

      <section className="section" data-reveal aria-labelledby="testimonials-title">
        <div className="container">
          <SectionHeader id="testimonials-title" eyebrow="Testimonials">What our clients say</SectionHeader>
          <ul className="row g-4 list-unstyled">
            {testimonials.map((t) => (
              <li key={t.id} className="col-md-6 col-lg-3">
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
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tint" data-reveal aria-label="Frequently asked questions">
        <div className="container narrow">
          <FaqAccordion items={faqHome} />
        </div>
      </section>

      <CtaBand
        title="Ready to put AI to work?"
        lead="Tell us about your goals. We reply within one working day."
        primary={{ to: '/contact', label: labels.cta.getStarted }}
        secondary={{ to: '/contact', label: labels.cta.getInTouch }}
      />
    </>
  );
}
