import { useId } from 'react';
import type { FaqItem } from '../../shared/content/schema';
import { useT } from '../i18n';
import { ChevronSummary } from './chevron-summary';

interface Props {
  items: readonly FaqItem[];
  /** Optional; defaults to 'Frequently Asked Questions'. Pass null for none. */
  title?: string | null;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A page's questions as a band of their own, tinted and revealed on scroll, named as the FAQ to screen readers. */
export function FaqSection({ items, title }: { items: readonly FaqItem[]; title?: string }) {
  const { common } = useT();
  return (
    <section className="section section-tint" data-reveal aria-label={common.faqLabel}>
      <div className="container narrow">
        <FaqAccordion items={items} title={title} />
      </div>
    </section>
  );
}

/**
 * One-open-at-a-time, collapsible accordion, built on
 * <details name="..."> so the browser itself keeps one item open, with or
 * without JavaScript, and handles the keyboard and the expanded state.
 */
export function FaqAccordion({ items, title: titleProp, headingLevel = 'h2', className }: Props) {
  const { messages } = useT();
  const title = titleProp === undefined ? messages.faq.defaultTitle : titleProp;
  const group = useId();
  const Heading = headingLevel;
  return (
    <div className={`faq-accordion ${className ?? ''}`}>
      {title ? <Heading className="section-title text-center mb-4">{title}</Heading> : null}
      <div className="faq-list">
        {items.map((item) => (
          <details key={item.question} name={group} className="faq-item">
            <ChevronSummary size={20} chevronClass="faq-chevron">
              <span>{item.question}</span>
            </ChevronSummary>
            <div className="faq-answer">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
