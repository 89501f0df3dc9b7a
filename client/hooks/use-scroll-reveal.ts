import { useEffect } from 'react';
import { REVEAL_THRESHOLD, REVEAL_VIEWPORT_FRACTION } from '../../shared/constants';

/**
 * Fade sections in as they scroll into view (spec 4, 9): a section reveals
 * when its top is at or above 75% of the viewport height (root margin
 * -25% at the bottom) with observer threshold 0.1. Content is visible by
 * default: only sections still below that line when the page hydrates are
 * hidden, and nothing is hidden for users who prefer reduced motion or
 * browsers without IntersectionObserver (or without JavaScript at all).
 */
export function useScrollReveal(deps: readonly unknown[] = []) {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const line = window.innerHeight * REVEAL_VIEWPORT_FRACTION;
    const pending = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
      (el) => el.getBoundingClientRect().top > line,
    );
    if (pending.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add('is-revealed');
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: `0px 0px -${Math.round((1 - REVEAL_VIEWPORT_FRACTION) * 100)}% 0px` },
    );
    for (const el of pending) {
      el.classList.add('reveal-pending');
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      for (const el of pending) el.classList.remove('reveal-pending');
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
