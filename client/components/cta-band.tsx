import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useLocalize } from '../i18n';

interface CtaLink {
  to: string;
  label: string;
}

interface Props {
  title: string;
  lead: string;
  primary: CtaLink;
  secondary?: CtaLink;
  /** Fade in when scrolled into view (default). */
  reveal?: boolean;
}

/** The closing call-to-action band of a page: a heading, a line, one or two links. */
export function CtaBand({ title, lead, primary, secondary, reveal = true }: Props) {
  const id = useId();
  const localize = useLocalize();
  const links = (
    <>
      <Link className="btn btn-light btn-lg" to={localize(primary.to)}>
        {primary.label}
      </Link>
      {secondary ? (
        <Link className="btn btn-outline-light btn-lg" to={localize(secondary.to)}>
          {secondary.label}
        </Link>
      ) : null}
    </>
  );
  return (
    <section className="section cta-band" {...(reveal ? { 'data-reveal': true } : {})} aria-labelledby={id}>
      <div className="container text-center">
        <h2 id={id}>{title}</h2>
        <p className="lead">{lead}</p>
        {secondary ? <div className="d-flex flex-wrap justify-content-center gap-3">{links}</div> : links}
      </div>
    </section>
  );
}
