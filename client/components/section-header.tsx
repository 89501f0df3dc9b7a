import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  /** The small line above the heading. */
  eyebrow?: ReactNode;
  /** A sentence under the heading. */
  lead?: ReactNode;
  /** The heading text. */
  children: ReactNode;
}

/** The centred header of a page section: eyebrow, h2, lead. */
export function SectionHeader({ id, eyebrow, lead, children }: Props) {
  return (
    <header className="section-header">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section-title">
        {children}
      </h2>
      {lead ? <p className="section-lead">{lead}</p> : null}
    </header>
  );
}
