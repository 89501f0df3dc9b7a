import { CtaBand } from '../components/cta-band';
import { CardGrid } from '../components/card-grid';
import { TermList } from '../components/term-list';
import { Link } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { Icon } from '../components/icon';
import { ValueCards } from '../components/value-cards';
import { headOf, type PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { loaded, loadFor, useContent } from '../content';
import { about as aboutContent } from '../../shared/generated/load/about';
import { team as teamContent } from '../../shared/generated/load/team';
import { useLocalize, useSite, useT } from '../i18n';
import { aboutStrings } from '../../shared/generated/load/strings/about';
import { Section } from '../components/section';
import { contactFormPath } from '../../shared/schemas/contact-fields';

export const load = (ctx: RouteContext) => loadFor(ctx, aboutStrings, aboutContent, teamContent);

export const head = (ctx: RouteContext): PageHead => headOf(loaded(aboutStrings, ctx.lang), '/about');

export default function AboutPage() {
  const { labels, common } = useT();
  const t = useContent(aboutStrings);
  const site = useSite();
  const localize = useLocalize();
  const about = useContent(aboutContent);
  const team = useContent(teamContent);
  const stats = [
    { value: String(site.foundedYear), label: t.statFounded },
    { value: site.stats.specialists, label: t.statSpecialists },
    { value: site.stats.satisfaction, label: common.statSatisfaction },
    { value: site.stats.projects, label: common.statProjects },
  ] as const;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={about.heroTitle} lead={about.heroLead} />

      <section className="section" aria-labelledby="story-title">
        <div className="container">
          <div className="row g-5 align-items-center">
            <div className="col-lg-7">
              <p className="eyebrow">{t.since(site.foundedYear)}</p>
              <h2 id="story-title" className="section-title">
                {t.story}
              </h2>
              {about.story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <div className="col-lg-5">
              <TermList
                className="about-stats"
                label={t.inNumbers(site.name)}
                items={stats.map((s) => ({ key: s.label, term: s.label, detail: s.value }))}
              />
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
            {t.mission}
          </h2>
          <p className="about-mission">{about.mission}</p>
        </div>
      </section>

      <Section
        headingId="team-title"
        title={t.leadershipTitle}
        eyebrow={t.leadershipEyebrow}
        lead={t.leadershipLead}
        reveal
      >
        <CardGrid items={team} keyOf={(member) => member.name} columns="col-sm-6 col-lg-3" className="team-list">
          {(member) => (
            <article className="team-card">
              <img
                src={member.image}
                alt={t.portrait(member.name)}
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
          )}
        </CardGrid>
        <div className="about-join">
          <p className="mb-0">
            <strong>{t.joinTitle}</strong> <span className="text-muted-strong">{t.joinText}</span>
          </p>
          <Link to={localize('/careers')} className="btn btn-outline-brand">
            {t.joinLink} <Icon name="arrow-right" size={16} />
          </Link>
        </div>
      </Section>

      <Section headingId="values-title" title={t.valuesTitle} eyebrow={t.valuesEyebrow} tint reveal>
        <ValueCards items={about.values} />
      </Section>

      <CtaBand
        title={about.ctaTitle}
        lead={about.ctaText}
        primary={{ to: contactFormPath(), label: labels.cta.discoveryCall }}
      />
    </>
  );
}
