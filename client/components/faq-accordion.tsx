import { useId } from 'react';
import type { FaqItem } from '../../shared/content/schema';
import { messages } from '../../shared/messages';
import { Icon } from './icon';

interface Props {
  items: readonly FaqItem[];
  /** Optional; defaults to 'Frequently Asked Questions' (spec 2.13). Pass null for none. */
  title?: string | null;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * One-open-at-a-time, collapsible accordion (spec 2.2, 2.5, 2.13), built on
 * <details name="..."> so the browser itself keeps one item open, with or
 * without JavaScript, and handles the keyboard and the expanded state.
 */
export function FaqAccordion({ items, title = messages.faq.defaultTitle, headingLevel = 'h2', className }: Props) {
  const group = useId();
  const Heading = headingLevel;
  return (
    <div className={`faq-accordion ${className ?? ''}`}>
      {title ? <Heading className="section-title text-center mb-4">{title}</Heading> : null}
      <div className="faq-list">
        {items.map((item) => (
          <details key={item.question} name={group} className="faq-item">
            <summary>
              <span>{item.question}</span>
              <Icon name="chevron-down" size={20} className="faq-chevron" />
            </summary>
            <div className="faq-answer">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
