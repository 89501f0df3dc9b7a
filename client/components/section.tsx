import type { ReactNode } from 'react';
import { SectionHeader } from './section-header';

interface Props {
  /** The heading's id, for the section's aria-labelledby. */
  headingId: string;
  /** The heading text. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** The tinted background that alternates with the plain one. */
  tint?: boolean;
  /** Fades in when scrolled into view (the scroll reveal's marker). */
  reveal?: boolean;
  /** The section's own anchor, when a link points at it. */
  id?: string;
  /** More classes on the section. */
  className?: string;
  /** The narrower column of reading pages. */
  narrow?: boolean;
  children: ReactNode;
}

/**
 * A page section as the site lays them out: the band (plain or tinted,
 * revealed on scroll or not), its centred container, the header (eyebrow,
 * h2, lead) that names it, then its content.
 */
export function Section({ headingId, title, eyebrow, lead, tint, reveal, id, className, narrow, children }: Props) {
  const classes = ['section', tint ? 'section-tint' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} data-reveal={reveal || undefined} aria-labelledby={headingId}>
      <div className={narrow ? 'container narrow' : 'container'}>
        <SectionHeader id={headingId} eyebrow={eyebrow} lead={lead}>
          {title}
        </SectionHeader>
        {children}
      </div>
    </section>
  );
}
