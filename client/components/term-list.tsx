import type { ReactNode } from 'react';

/** Terms and what each one is (a <dl>), each pair in its own <div> so it can be laid out as a card or a row. */
export function TermList({
  items,
  className,
  label,
}: {
  items: readonly { term: ReactNode; detail: ReactNode; key?: string }[];
  className?: string;
  /** The list's accessible name, where no heading gives one. */
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {items.map((item, i) => (
        <div key={item.key ?? i}>
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
