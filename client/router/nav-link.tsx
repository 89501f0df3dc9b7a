import { Link, type LinkProps } from './link';
import { createPath, useLocation } from './location';

/**
 * A Link that knows it is the current page, as react-router's NavLink:
 * class `active` and `aria-current="page"` when the location is its path
 * (with `end`: exactly; without: that path or below it), case-insensitive.
 */
export function NavLink({ end, className, ...rest }: LinkProps & { end?: boolean; className?: string }) {
  const { pathname } = useLocation();
  const current = pathname.toLowerCase();
  const target = createPath(rest.to).replace(/[?#].*$/, '').toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ');
  return <Link {...rest} className={classes || undefined} aria-current={active ? 'page' : undefined} />;
}
