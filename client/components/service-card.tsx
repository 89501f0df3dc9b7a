import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from './icon';
import { useLocalize, useT } from '../i18n';
import type { Colour, IconName } from '../../shared/content/schema';

interface Props {
  to: string;
  icon: IconName;
  colour: Colour;
  title: string;
  text: string;
  style?: CSSProperties;
}

/** A service (or service group) as a card that is one real link. */
export function ServiceCard({ to, icon, colour, title, text, style }: Props) {
  const { labels } = useT();
  const localize = useLocalize();
  return (
    <Link to={localize(to)} className={`service-card accent-${colour}`} style={style}>
      <span className="service-icon">
        <Icon name={icon} />
      </span>
      <h3>{title}</h3>
      <p>{text}</p>
      <span className="card-more">
        {labels.cta.learnMore} <Icon name="arrow-right" size={16} />
      </span>
    </Link>
  );
}
