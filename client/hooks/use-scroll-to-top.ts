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
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [key]);
}
