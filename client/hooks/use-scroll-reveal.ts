import { useEffect } from 'react';
import { REVEAL_VIEWPORT_FRACTION } from '../../shared/constants';

/**
 * The observer's root: the viewport with its bottom edge raised to the reveal
 * line (75% of the height) and its top edge pushed far above the
 * page. A section intersects it exactly when its top is at or above the line,
 * whatever the section's height, and it still does after a jump (End key, an
 * anchor, a fast fling) carried it past the viewport between two frames: a
 * section on screen is never left hidden.
 *
 * Threshold 0 rather than the specified 0.1: a ratio of the section reveals a tall
 * section only once a tenth of it is above the line (a blank screen on a phone),
 * which contradicts the rule that a section shows once its top reaches the line.
 */
const REVEAL_ROOT_MARGIN = `1000000px 0px -${Math.round((1 - REVEAL_VIEWPORT_FRACTION) * 100)}% 0px`;

/**
 * Fade sections in as they scroll into view. Content is visible by default:
 * only sections still below the reveal line when the page hydrates are
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
      { threshold: 0, rootMargin: REVEAL_ROOT_MARGIN },
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
