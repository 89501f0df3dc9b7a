import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { createPath, useLocation, useNavigate, type To } from './location';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** True for an external URL (`https:`, `mailto:`, `//host`): the browser follows those. */
const isExternal = (href: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/**
 * A real `<a href>` (works without JavaScript, opens in a new tab as usual);
 * a plain left click on a link to this site navigates without a reload. A
 * link to the current URL replaces the history entry, as react-router's does.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = typeof to === 'string' && isExternal(to) ? to : createPath(to);
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self') || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (isExternal(href)) return;
    e.preventDefault();
    navigate(href, { replace: replace ?? createPath(location) === href });
  };
  return <a {...rest} href={href} target={target} onClick={handle} />;
}
