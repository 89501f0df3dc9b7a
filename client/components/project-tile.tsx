import type { ReactNode } from 'react';
import { CoverImage } from './cover-image';
import { Link } from 'react-router-dom';
import { useLocalize } from '../i18n';

interface Props {
  project: { slug: string; image: string; imageAlt: string; title: string };
  /** The badge's text (the category) and its class: each list has its own colours. */
  badge: string;
  badgeClass: string;
  /** The line under the title: the client, or the industry and the client. */
  children: ReactNode;
}

/** A case study as a small card linking to its page: the home page's selection and a case study's related ones. */
export function ProjectTile({ project: p, badge, badgeClass, children }: Props) {
  const localize = useLocalize();
  return (
    <Link to={localize(`/projects/${p.slug}`)} className="project-tile">
      <CoverImage item={p} kind="project" loading="lazy" />
      <span className={`badge ${badgeClass}`}>{badge}</span>
      <h3>{p.title}</h3>
      <p className="text-muted-strong">{children}</p>
    </Link>
  );
}
