import { useEffect, useRef } from 'react';

/**
 * A new page starts at the top, as a full page load would: when `key` (the
 * path, an article's id) changes, scroll to the element the address's
 * #fragment names, else to the top. Not on the first render: that page is
 * the browser's own load, which has already scrolled where the address says
 * (a #fragment) or where the reader was (a reload, Back).
 */
export function useScrollToTop(key: unknown) {
  const shown = useRef(key);
  useEffect(() => {
    if (Object.is(shown.current, key)) return;
    shown.current = key;
    const target = fragmentTarget(window.location.hash.slice(1));
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [key]);
}

/** The element a #fragment names, as the browser finds it: decoded, else as written (`#100%` does not decode). */
function fragmentTarget(fragment: string): HTMLElement | null {
  if (!fragment) return null;
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // a lone % is not an escape: the fragment is the id as written
  }
  return document.getElementById(id);
}
