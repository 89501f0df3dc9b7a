// The services index (/services): every group with its service pages.
import { Link } from '../router/link';
import { PageHero } from '../components/page-hero';
import { Icon } from '../components/icon';
import { ServicePageCard, ServicesCta } from '../components/service-template';
import { groupPath, cardsInGroup as pagesInGroup, serviceGroups, serviceCards as servicePages } from '../../shared/content/service-pages';
import { labels } from '../../shared/messages';
import type { PageHead } from '../head';

export const head = (): PageHead => ({
  title: 'AI Services: Agents, Automation, Data & More',
  description:
    'All AI services of Chariot AI Labs: AI agents, automation, AI solutions, data services, marketing, healthcare AI, training and ethics.',
  canonical: '/services',
  robots: 'index, follow',
  ogType: 'website',
  keywords: ['AI services', 'AI agents', 'automation', 'AI consulting', 'data services', 'AI training', 'AI ethics'],
});

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={labels.nav.services}
        title="AI services that move your business forward"
        lead={`${servicePages.length} services in ${serviceGroups.length} practice areas, from a first chatbot to company-wide automation, all designed, built and supported by one team in Buea.`}
      >
        <nav className="services-jump" aria-label="Service areas">
          <ul className="list-unstyled">
            {serviceGroups.map((g) => (
              <li key={g.slug}>
                <a href={`#${g.slug}`}>{g.title}</a>
              </li>
            ))}
          </ul>
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
                    <Link to={groupPath(g.slug)}>
                      {g.title} <Icon name="arrow-right" size={22} />
                    </Link>
                  </h2>
                  <p className="section-lead">{g.description}</p>
                </div>
              </header>
              <ul className="row g-4 list-unstyled">
                {pagesInGroup(g.slug).map((p) => (
                  <li key={p.slug} className="col-sm-6 col-lg-4">
                    <ServicePageCard page={p} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        );
      })}

      <ServicesCta
        title="Not sure where to start?"
        lead="Book a free discovery call with our founders and we will help you find the service that fits."
      />
    </>
  );
}
