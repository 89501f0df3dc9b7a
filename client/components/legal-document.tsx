import type { ReactNode } from 'react';
import { AnchorList } from './anchor-list';
import { PageHero } from './page-hero';
import { useT } from '../i18n';
import { useContent } from '../content';
import { legalStrings } from '../../shared/generated/load/strings/legal';
import type { LegalDocument as LegalDocumentContent, LegalSection } from '../../shared/content/schema';

/**
 * '7. Children's Privacy' -> 'childrens-privacy': the anchor of a section.
 * Accents are dropped, not the letters ('Sécurité des données' ->
 * 'securite-des-donnees'), so French anchors read as words.
 */
export function sectionId(heading: string): string {
  return (
    heading
      .replace(/^\d+\.\s*/, '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // French headings: 'é' -> 'e', so anchors stay readable ASCII.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}

/**
 * A section's paragraphs with its bullet list in place: the list follows
 * the paragraph that introduces it (the one ending with a colon), or comes
 * after all paragraphs when none does.
 */
function SectionBody({ section, id }: { section: LegalSection; id: string }) {
  const bullets = section.bullets ?? [];
  const lead = section.paragraphs.findIndex((p) => p.trimEnd().endsWith(':'));
  const listAfter = lead === -1 ? section.paragraphs.length - 1 : lead;
  const list =
    bullets.length > 0 ? (
      <ul key={`${id}-list`}>
        {bullets.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    ) : null;
  const parts: ReactNode[] = [];
  if (listAfter < 0) parts.push(list);
  section.paragraphs.forEach((p, i) => {
    parts.push(<p key={`${id}-p${i}`}>{p}</p>);
    if (i === listAfter) parts.push(list);
  });
  return <>{parts}</>;
}

interface Props {
  doc: LegalDocumentContent;
}

/**
 * A legal page: title and last-updated date in the hero, a
 * table of contents linking to each numbered section, then the sections.
 * Shared by the privacy policy and the terms of service.
 */
export function LegalDocument({ doc }: Props) {
  const { format } = useT();
  const t = useContent(legalStrings);
  const sections = doc.sections.map((s) => ({ ...s, id: sectionId(s.heading) }));
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={doc.title}
        lead={
          <>
            {t.lastUpdated} <time dateTime={doc.lastUpdated}>{format.date(doc.lastUpdated)}</time>
          </>
        }
      />
      <section className="section legal-page">
        <div className="container">
          <div className="row g-5">
            <div className="col-lg-4">
              <nav className="legal-toc" aria-labelledby="legal-toc-title">
                <h2 id="legal-toc-title">{t.contents}</h2>
                <AnchorList ordered items={sections.map((s) => ({ id: s.id, label: s.heading }))} />
              </nav>
            </div>
            <div className="col-lg-8">
              <div className="legal-body">
                <p className="legal-intro">{doc.intro}</p>
                {sections.map((s) => (
                  <section key={s.id} aria-labelledby={s.id}>
                    <h2 id={s.id}>{s.heading}</h2>
                    <SectionBody section={s} id={s.id} />
                  </section>
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
