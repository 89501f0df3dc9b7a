import { Icon } from './icon';
import { CardGrid } from './card-grid';
import type { Colour, IconName } from '../../shared/content/schema';

const ACCENTS: readonly Colour[] = ['purple', 'cyan', 'orange'];

/** Three cards of values (About, Careers): icon, title, description. */
export function ValueCards({ items }: { items: readonly { title: string; description: string; icon: IconName }[] }) {
  return (
    <CardGrid items={items} keyOf={(value) => value.title} columns="col-md-4">
      {(value, i) => (
        <div className={`value-card accent-${ACCENTS[i % ACCENTS.length]}`}>
          <span className="service-icon">
            <Icon name={value.icon} />
          </span>
          <h3>{value.title}</h3>
          <p>{value.description}</p>
        </div>
      )}
    </CardGrid>
  );
}
