import { Link } from '../router/link';
import { PageHero } from '../components/page-hero';
import { Icon } from '../components/icon';
import { documentation as doc } from '../../shared/content/docs';
import { site, telHref } from '../../shared/content/site';
import type { PageHead } from '../head';

// An internal guide: reachable by its address, kept out of search engines.
export const head = (): PageHead => ({
  title: doc.title,
  description:
    'Internal guide to the Chariot AI Labs website: page types, main and service pages, how to edit content, the architecture and the styling guide.',
  canonical: '/demo-documentation',
  robots: 'noindex, nofollow',
});

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const DARK_TEXT = '#141833';
const LIGHT_TEXT = '#ffffff';

/** The text colour (white or ink) that reads best on a swatch. */
export function textOn(hex: string): string {
  return contrast(hex, LIGHT_TEXT) >= contrast(hex, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

const toc = [
  { id: 'page-types', label: 'Page types' },
  { id: 'main-pages', label: 'Main pages' },
  { id: 'service-pages', label: 'Service pages' },
  { id: 'editing', label: 'Editing content' },
  { id: 'architecture', label: 'Architecture' },
  { id: 'styling', label: 'Styling guide' },
  { id: 'support', label: 'Support' },
] as const;

export default function DocsPage() {
  return (
    <>
      <PageHero eyebrow="Internal guide" title={doc.title} lead={doc.intro} colour="purple" />

      <div className="container docs-page">
        <div className="row g-5">
          <div className="col-lg-3">
            <nav className="docs-toc" aria-labelledby="docs-toc-title">
              <h2 id="docs-toc-title">On this page</h2>
              <ul>
                {toc.map((t) => (
                  <li key={t.id}>
                    <a href={`#${t.id}`}>{t.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>

          <div className="col-lg-9 docs-body">
            <section aria-labelledby="page-types">
              <h2 id="page-types">Page types</h2>
              <dl className="docs-types">
                {doc.pageTypes.map((t) => (
                  <div key={t.name}>
                    <dt>{t.name}</dt>
                    <dd>{t.description}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section aria-labelledby="main-pages">
              <h2 id="main-pages">Main pages</h2>
              <ul className="docs-pages">
                {doc.mainPages.map((p) => (
                  <li key={p.path}>
                    <Link to={p.path}>{p.name}</Link> <code>{p.path}</code>
                    <span className="d-block text-muted-strong">{p.description}</span>
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="service-pages">
              <h2 id="service-pages">Service pages</h2>
              <p>
                {doc.servicePages.length} service pages share one template. Each is listed with the address it is served
                at:
              </p>
              <ol className="docs-services">
                {doc.servicePages.map((s) => (
                  <li key={s.path}>
                    <Link to={s.path}>{s.name}</Link> <code>{s.path}</code>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="editing">
              <h2 id="editing">Editing content</h2>
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
            </section>

            <section aria-labelledby="architecture">
              <h2 id="architecture">Architecture</h2>
              {doc.architecture.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </section>

            <section aria-labelledby="styling">
              <h2 id="styling">Styling guide</h2>
              <p>{doc.styling.intro}</p>
              <h3>Brand colours</h3>
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
              <h3>Rules to keep</h3>
              <ul>
                {doc.styling.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="support" className="docs-support">
              <h2 id="support">Support</h2>
              <p>{doc.support.intro}</p>
              <dl>
                <div>
                  <dt>
                    <Icon name="life-buoy" size={18} /> Support e-mail
                  </dt>
                  <dd>
                    <a href={`mailto:${site.emailSupport}`}>{site.emailSupport}</a>
                  </dd>
                </div>
                <div>
                  <dt>
                    <Icon name="mail" size={18} /> General inquiries
                  </dt>
                  <dd>
                    <a href={`mailto:${site.emailInfo}`}>{site.emailInfo}</a>
                  </dd>
                </div>
                <div>
                  <dt>
                    <Icon name="phone" size={18} /> Phone
                  </dt>
                  <dd>
                    <a href={telHref}>{site.phoneDisplay}</a> <span className="text-muted-strong">({site.hours})</span>
                  </dd>
                </div>
              </dl>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
