import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalize } from '../i18n';

/** The link under a section's cards to the page that lists them all. */
export function SeeAllLink({ to, children }: { to: string; children: ReactNode }) {
  const localize = useLocalize();
  return (
    <p className="text-center mt-4">
      <Link className="btn btn-outline-brand" to={localize(to)}>
        {children}
      </Link>
    </p>
  );
}
