import { Icon } from './icon';
import type { Colour, IconName } from '../../shared/content/schema';

const ACCENTS: readonly Colour[] = ['purple', 'cyan', 'orange'];

/** Three cards of values (About, Careers): icon, title, description. */
export function ValueCards({ items }: { items: readonly { title: string; description: string; icon: IconName }[] }) {
  return (
    <ul className="row g-4 list-unstyled">
      {items.map((value, i) => (
        <li key={value.title} className="col-md-4">
          <div className={`value-card accent-${ACCENTS[i % ACCENTS.length]}`}>
            <span className="service-icon">
              <Icon name={value.icon} />
            </span>
            <h3>{value.title}</h3>
            <p>{value.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
