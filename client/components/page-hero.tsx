import type { ReactNode } from 'react';
import type { Colour } from '../../shared/content/schema';

interface Props {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  colour?: Colour;
  children?: ReactNode;
}

/** The coloured hero that opens every inner page; holds the page's one <h1>. */
export function PageHero({ title, lead, eyebrow, colour = 'indigo', children }: Props) {
  return (
    <section className={`page-hero hero-${colour}`}>
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
