import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/**
 * A link to a page of the site: the router's Link inside the router, a plain
 * `<a href>` when the component is hydrated on its own (an island has no
 * router around it, and the browser's navigation serves it as well).
 */
export function SiteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return useInRouterContext() ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
