// The services index (/services): every group with its service pages.
import { Link } from 'react-router-dom';
import { AnchorList } from '../components/anchor-list';
import { PageHero } from '../components/page-hero';
import { Icon } from '../components/icon';
import { ServicePageGrid, ServicesCta } from '../components/service-template';
import { catalogOf, groupPath } from '../../shared/content/service-pages';
import { headOf, type PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { loaded, loadFor, useContent } from '../content';
import { serviceIndex } from '../../shared/generated/load/service-index';
import { serviceTaglines } from '../../shared/generated/load/service-taglines';
import { useLocalize, useT } from '../i18n';
import { servicesStrings } from '../../shared/generated/load/strings/services';

export const load = (ctx: RouteContext) => loadFor(ctx, servicesStrings, serviceIndex, serviceTaglines);

export const head = (ctx: RouteContext): PageHead =>
  headOf(loaded(servicesStrings, ctx.lang), '/services', { robots: 'index, follow', ogType: 'website' });

export default function ServicesPage() {
  const { labels } = useT();
  const t = useContent(servicesStrings);
  const localize = useLocalize();
  const {
    serviceGroups,
    serviceCards: servicePages,
    cardsInGroup: pagesInGroup,
  } = catalogOf(useContent(serviceIndex), useContent(serviceTaglines));
  return (
    <>
      <PageHero
        eyebrow={labels.nav.services}
        title={t.heroTitle}
        lead={t.heroLead(servicePages.length, serviceGroups.length)}
      >
        <nav className="services-jump" aria-label={t.areas}>
          <AnchorList className="list-unstyled" items={serviceGroups.map((g) => ({ id: g.slug, label: g.title }))} />
        </nav>
      </PageHero>

      {serviceGroups.map((g, i) => {
        const titleId = `${g.slug}-title`;
        return (
          <section
            key={g.slug}
            id={g.slug}
            className={`section service-group-section accent-${g.colour}${i % 2 === 1 ? ' section-tint' : ''}`}
            data-reveal
            aria-labelledby={titleId}
          >
            <div className="container">
              <header className="group-header">
                <span className="service-icon">
                  <Icon name={g.icon} />
                </span>
                <div>
                  <h2 id={titleId} className="section-title">
                    <Link to={localize(groupPath(g.slug))}>
                      {g.title} <Icon name="arrow-right" size={22} />
                    </Link>
                  </h2>
                  <p className="section-lead">{g.description}</p>
                </div>
              </header>
              <ServicePageGrid pages={pagesInGroup(g.slug)} />
            </div>
          </section>
        );
      })}

      <ServicesCta title={t.ctaTitle} lead={t.ctaLead} />
    </>
  );
}
