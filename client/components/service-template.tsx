import { Link } from 'react-router-dom';
import { SeeAllLink } from './see-all-link';
import { CardGrid } from './card-grid';
import type { Colour, ServiceGroupEntry as ServiceGroup, ServicePage } from '../../shared/content/schema';
import { groupPath, type ServiceCard as ServiceCardData } from '../../shared/content/service-pages';
import { useLocalize, useT } from '../i18n';
import { useContent } from '../content';
import { serviceStrings } from '../../shared/generated/load/strings/service';
import { FaqSection } from './faq-accordion';
import { Icon } from './icon';
import { ServiceCard } from './service-card';
import { ProcessSteps } from './process-steps';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';
import { contactFormPath, type ServiceOption } from '../../shared/schemas/contact-fields';
import { serviceInterest } from '../../shared/content/service-interest';
import { Section } from './section';

// The service screens share three small pieces (breadcrumb, card, call to
// action) that only they use; they live here, next to the template they
// belong to, rather than as three one-line files.

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** Home > Services > ... trail under the hero; the last crumb is the current page. */
export function ServiceBreadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { common } = useT();
  const localize = useLocalize();
  return (
    <div className="service-breadcrumb">
      <div className="container">
        <nav aria-label={common.breadcrumb}>
          <ol className="breadcrumb">
            {trail.map((c) =>
              c.to ? (
                <li key={c.label} className="breadcrumb-item">
                  <Link to={localize(c.to)}>{c.label}</Link>
                </li>
              ) : (
                <li key={c.label} className="breadcrumb-item active" aria-current="page">
                  {c.label}
                </li>
              ),
            )}
          </ol>
        </nav>
      </div>
    </div>
  );
}

/** The top of a service or group page: coloured hero with 'Get Started', then the breadcrumb. */
export function ServiceHeader({
  title,
  lead,
  eyebrow,
  colour,
  trail,
  service,
}: {
  title: string;
  lead: string;
  eyebrow: string;
  colour: Colour;
  trail: readonly Crumb[];
  /** The contact form's option the call to action chooses. */
  service?: ServiceOption;
}) {
  const { labels } = useT();
  const localize = useLocalize();
  return (
    <>
      <PageHero title={title} lead={lead} eyebrow={eyebrow} colour={colour}>
        <div className="hero-actions">
          <Link className="btn btn-light btn-lg" to={localize(contactFormPath(service))}>
            {labels.cta.getStarted}
          </Link>
        </div>
      </PageHero>
      <ServiceBreadcrumb trail={trail} />
    </>
  );
}

/** A service page as a card: icon, title, tagline, linking to its canonical path. */
function ServicePageCard({ page }: { page: ServiceCardData }) {
  return <ServiceCard to={page.path} icon={page.icon} colour={page.colour} title={page.title} text={page.tagline} />;
}

/** Service pages as a grid of cards, three a row on wide screens (four with `four`); `className` adds to the list's classes. */
export function ServicePageGrid({
  pages,
  className,
  four,
}: {
  pages: readonly ServiceCardData[];
  className?: string;
  four?: boolean;
}) {
  return (
    <CardGrid
      items={pages}
      keyOf={(p) => p.slug}
      columns={four ? 'col-sm-6 col-lg-3' : 'col-sm-6 col-lg-4'}
      className={className}
    >
      {(p) => <ServicePageCard page={p} />}
    </CardGrid>
  );
}

/** The closing call-to-action band of the service screens; `service` is the contact form's option it chooses. */
export function ServicesCta({ title, lead, service }: { title: string; lead: string; service?: ServiceOption }) {
  const { labels } = useT();
  return (
    <CtaBand
      title={title}
      lead={lead}
      primary={{ to: contactFormPath(service), label: labels.cta.discoveryCall }}
      secondary={{ to: '/services', label: labels.cta.exploreServices }}
    />
  );
}

interface Props {
  page: ServicePage;
  group: ServiceGroup;
  /** Other services to suggest (usually the rest of the group). */
  related: readonly ServiceCardData[];
}

/**
 * The service page template: coloured hero with title and
 * tagline, intro, four-step process, three business-impact cards, the FAQ
 * accordion, related services and a call to action.
 */
export function ServiceTemplate({ page, group, related }: Props) {
  const { labels } = useT();
  const t = useContent(serviceStrings);
  return (
    <div className={`service-detail accent-${page.colour}`}>
      <ServiceHeader
        title={page.title}
        lead={page.tagline}
        eyebrow={group.title}
        colour={page.colour}
        service={serviceInterest(page)}
        trail={[
          { label: labels.nav.home, to: '/' },
          { label: labels.nav.services, to: '/services' },
          { label: group.title, to: groupPath(group.slug) },
          { label: page.title },
        ]}
      />

      <section className="section service-intro" aria-labelledby="service-overview-title">
        <div className="container narrow">
          <p className="eyebrow">{t.overview}</p>
          <h2 id="service-overview-title" className="section-title">
            {t.whatItDoes(page)}
          </h2>
          <p className="service-intro-text">{page.intro}</p>
        </div>
      </section>

      <Section headingId="service-process-title" title={t.processTitle} eyebrow={t.processEyebrow} tint reveal>
        <ProcessSteps steps={page.steps} layout="grid" />
      </Section>

      <Section headingId="service-impact-title" title={t.impactTitle} eyebrow={t.impactEyebrow} reveal>
        <CardGrid items={page.impacts} keyOf={(impact) => impact.title} columns="col-md-4">
          {(impact) => (
            <article className="impact-card">
              <h3>{impact.title}</h3>
              <ul className="list-unstyled impact-bullets">
                {impact.bullets.map((b) => (
                  <li key={b}>
                    <Icon name="check" size={18} />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
            </article>
          )}
        </CardGrid>
      </Section>

      <FaqSection items={page.faq} title={page.faqTitle} />

      {related.length > 0 ? (
        <Section headingId="service-related-title" title={t.related} reveal>
          <ServicePageGrid pages={related} className="justify-content-center related-services" four />
          <SeeAllLink to={groupPath(group.slug)}>{t.allInGroup(group.title)}</SeeAllLink>
        </Section>
      ) : null}

      <ServicesCta title={t.ctaTitle(page)} lead={t.ctaLead} service={serviceInterest(page)} />
    </div>
  );
}
