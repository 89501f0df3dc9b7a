import type { ReactNode } from 'react';
import { Icon } from './icon';

/** The summary of a <details>: its label, then the chevron the styles turn when it opens. */
export function ChevronSummary({
  size,
  chevronClass,
  children,
}: {
  size: number;
  chevronClass: string;
  children: ReactNode;
}) {
  return (
    <summary>
      {children}
      <Icon name="chevron-down" size={size} className={chevronClass} />
    </summary>
  );
}
