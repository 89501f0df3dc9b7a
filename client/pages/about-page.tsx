import { CtaBand } from '../components/cta-band';
import { Link } from '../router/link';
import { PageHero } from '../components/page-hero';
import { Icon } from '../components/icon';
import { ValueCards } from '../components/value-cards';
import { labels } from '../../shared/messages';
import { about } from '../../shared/content/about';
import { team } from '../../shared/content/team';
import { site } from '../../shared/content/site';
import type { PageHead } from '../head';
import { SectionHeader } from '../components/section-header';

export const head = (): PageHead => ({
  title: 'About Us',
  description:
    'Founded in Buea in 2018, Chariot AI Labs is a team of 50+ AI specialists with 200+ projects delivered. Meet our leadership, mission and values.',
  canonical: '/about',
  keywords: ['Chariot AI Labs', 'AI consultancy Cameroon', 'AI company Buea', 'AI team'],
});

const stats = [
  { value: String(site.foundedYear), label: 'Founded in Buea' },
  { value: site.stats.specialists, label: 'AI specialists' },
  { value: site.stats.satisfaction, label: 'Client satisfaction' },
  { value: site.stats.projects, label: 'Projects completed' },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About us" title={about.heroTitle} lead={about.heroLead} />

      <section className="section" aria-labelledby="story-title">
        <div className="container">
          <div className="row g-5 align-items-center">
            <div className="col-lg-7">
              <p className="eyebrow">Since {site.foundedYear}</p>
              <h2 id="story-title" className="section-title">
                Our Story
              </h2>
              {about.story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <div className="col-lg-5">
              <dl className="about-stats" aria-label={`${site.name} in numbers`}>
                {stats.map((s) => (
                  <div key={s.label}>
                    <dt>{s.label}</dt>
                    <dd>{s.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
      </section>

      <section className="section section-tint" data-reveal aria-labelledby="mission-title">
        <div className="container narrow text-center">
          <span className="about-mission-icon">
            <Icon name="target" size={32} />
          </span>
          <h2 id="mission-title" className="section-title">
            Our Mission
          </h2>
          <p className="about-mission">{about.mission}</p>
        </div>
      </section>

      <section className="section" data-reveal aria-labelledby="team-title">
        <div className="container">
          <SectionHeader
            id="team-title"
            eyebrow="Leadership"
            lead="The people who set our direction, hold our technical bar and make sure every project delivers."
          >
            Meet our leadership team
          </SectionHeader>
          <ul className="row g-4 list-unstyled team-list">
            {team.map((member) => (
              <li key={member.name} className="col-sm-6 col-lg-3">
                <article className="team-card">
                  <img
                    src={member.image}
                    alt={`Portrait of ${member.name}`}
                    width="160"
                    height="160"
                    loading="lazy"
                    decoding="async"
                    className="rounded-circle"
                  />
                  <h3>{member.name}</h3>
                  <p className="team-position">{member.position}</p>
                  <p className="team-bio">{member.bio}</p>
                </article>
              </li>
            ))}
          </ul>
          <div className="about-join">
            <p className="mb-0">
              <strong>Want to build practical AI with us?</strong>{' '}
              <span className="text-muted-strong">We are always looking for curious, talented people.</span>
            </p>
            <Link to="/careers" className="btn btn-outline-brand">
              Join our team <Icon name="arrow-right" size={16} />
            </Link>
          </div>
        </div>
      </section>

      <section className="section section-tint" data-reveal aria-labelledby="values-title">
        <div className="container">
          <SectionHeader id="values-title" eyebrow="What guides us">Our Values</SectionHeader>
          <ValueCards items={about.values} />
        </div>
      </section>

      <CtaBand title={about.ctaTitle} lead={about.ctaText} primary={{ to: '/contact', label: labels.cta.discoveryCall }} />
    </>
  );
}
