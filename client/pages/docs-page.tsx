import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TermList } from '../components/term-list';
import { AnchorList } from '../components/anchor-list';
import { PageHero } from '../components/page-hero';
import { Icon } from '../components/icon';
import { telHref } from '../../shared/content/shell';
import { textOn } from '../../shared/colour-contrast';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { loaded, loadFor, useContent } from '../content';
import { docs } from '../../shared/generated/load/docs';
import { serviceIndex } from '../../shared/generated/load/service-index';
import { useLocalize, useSite } from '../i18n';
import { docsStrings } from '../../shared/generated/load/strings/docs';

export const load = (ctx: RouteContext) => loadFor(ctx, docsStrings, docs, serviceIndex);

// An internal guide: reachable by its address, kept out of search engines.
export const head = (ctx: RouteContext): PageHead => ({
  title: loaded(docs, ctx.lang).title,
  description: loaded(docsStrings, ctx.lang).description,
  canonical: '/demo-documentation',
  robots: 'noindex, nofollow',
});

const SECTIONS = [
  'page-types',
  'main-pages',
  'service-pages',
  'editing',
  'architecture',
  'styling',
  'support',
] as const;

/** One section of the guide, headed by its name in the contents. */
function DocsSection({
  id,
  className,
  children,
}: {
  id: (typeof SECTIONS)[number];
  className?: string;
  children: ReactNode;
}) {
  const d = useContent(docsStrings);
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{d.sections[id]}</h2>
      {children}
    </section>
  );
}

export default function DocsPage() {
  const d = useContent(docsStrings);
  const doc = useContent(docs);
  // Every service page of the content, so the guide's list and count follow the services folder.
  const services = useContent(serviceIndex).serviceIndex;
  const site = useSite();
  const localize = useLocalize();
  const toc = SECTIONS.map((id) => ({ id, label: d.sections[id] }));
  return (
    <>
      <PageHero eyebrow={d.eyebrow} title={doc.title} lead={doc.intro} colour="purple" />

      <div className="container docs-page">
        <div className="row g-5">
          <div className="col-lg-3">
            <nav className="docs-toc" aria-labelledby="docs-toc-title">
              <h2 id="docs-toc-title">{d.onThisPage}</h2>
              <AnchorList items={toc} />
            </nav>
          </div>

          <div className="col-lg-9 docs-body">
            <DocsSection id="page-types">
              <TermList
                className="docs-types"
                items={doc.pageTypes.map((t) => ({ key: t.name, term: t.name, detail: t.description }))}
              />
            </DocsSection>

            <DocsSection id="main-pages">
              <ul className="docs-pages">
                {doc.mainPages.map((p) => (
                  <li key={p.path}>
                    <Link to={localize(p.path)}>{p.name}</Link> <code>{localize(p.path)}</code>
                    <span className="d-block text-muted-strong">{p.description}</span>
                  </li>
                ))}
              </ul>
            </DocsSection>

            <DocsSection id="service-pages">
              <p>{d.servicePagesIntro(services.length)}</p>
              <ol className="docs-services">
                {services.map((s) => (
                  <li key={s.path}>
                    <Link to={localize(s.path)}>{s.title}</Link> <code>{localize(s.path)}</code>
                  </li>
                ))}
              </ol>
            </DocsSection>

            <DocsSection id="editing">
              {doc.editing.map((guide) => (
                <div key={guide.title} className="docs-guide">
                  <h3>{guide.title}</h3>
                  <ol>
                    {guide.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </div>
              ))}
            </DocsSection>

            <DocsSection id="architecture">
              {doc.architecture.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </DocsSection>

            <DocsSection id="styling">
              <p>{doc.styling.intro}</p>
              <h3>{d.brandColours}</h3>
              <ul className="docs-swatches">
                {doc.styling.colours.map((c) => (
                  <li key={c.hex}>
                    <span className="swatch" style={{ backgroundColor: c.hex, color: textOn(c.hex) }}>
                      {c.hex}
                    </span>
                    <strong>{c.name}</strong>
                    <span className="d-block text-muted-strong">{c.use}</span>
                  </li>
                ))}
              </ul>
              <h3>{d.rules}</h3>
              <ul>
                {doc.styling.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </DocsSection>

            <DocsSection id="support" className="docs-support">
              <p>{doc.support.intro}</p>
              <TermList
                items={[
                  {
                    term: (
                      <>
                        <Icon name="life-buoy" size={18} /> {d.supportEmail}
                      </>
                    ),
                    detail: <a href={`mailto:${site.emailSupport}`}>{site.emailSupport}</a>,
                  },
                  {
                    term: (
                      <>
                        <Icon name="mail" size={18} /> {d.generalInquiries}
                      </>
                    ),
                    detail: <a href={`mailto:${site.emailInfo}`}>{site.emailInfo}</a>,
                  },
                  {
                    term: (
                      <>
                        <Icon name="phone" size={18} /> {d.phone}
                      </>
                    ),
                    detail: (
                      <>
                        <a href={telHref(site.phone)}>{site.phoneDisplay}</a>{' '}
                        <span className="text-muted-strong">· {site.hours}</span>
                      </>
                    ),
                  },
                ]}
              />
            </DocsSection>
          </div>
        </div>
      </div>
    </>
  );
}
