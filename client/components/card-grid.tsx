import type { ReactNode } from 'react';

/**
 * Cards in the site's grid: a list on Bootstrap's row with its g-4 gutters,
 * each card in a column of the given classes ('col-sm-6 col-lg-3': two
 * across on a phone held sideways, four on a laptop).
 */
export function CardGrid<T>({
  items,
  keyOf,
  columns,
  className,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  columns: string;
  /** More classes on the list. */
  className?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul className={className ? `row g-4 list-unstyled ${className}` : 'row g-4 list-unstyled'}>
      {items.map((item, i) => (
        <li key={keyOf(item)} className={columns}>
          {children(item, i)}
        </li>
      ))}
    </ul>
  );
}
