// Sections fade in as they scroll into view. Content is visible by default:
// only sections still below the reveal line when this script runs are
// hidden (the `reveal-pending` class, set here and nowhere else), so a page
// whose script is absent, blocked or late shows everything; nothing is
// hidden for visitors who prefer reduced motion or browsers without
// IntersectionObserver. They are measured in the next frame, before it is
// painted: there the reading costs no layout the frame would not do anyway,
// and the script adds no painted frame that shows a section it then hides.
import { REVEAL_VIEWPORT_FRACTION } from '../../shared/constants';

/**
 * The observer's root: the viewport with its bottom edge raised to the
 * reveal line (75% of the height) and its top edge pushed far above the
 * page. A section intersects it exactly when its top is at or above the
 * line, whatever its height, also after a jump (End key, an anchor, a fast
 * fling). Threshold 0 rather than the specified 0.1: a ratio of a tall
 * section would keep it hidden after its top passed the line.
 */
const REVEAL_ROOT_MARGIN = `1000000px 0px -${Math.round((1 - REVEAL_VIEWPORT_FRACTION) * 100)}% 0px`;

export function startReveal(): void {
  if (typeof IntersectionObserver === 'undefined') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  requestAnimationFrame(hideSectionsBelowTheLine);
}

function hideSectionsBelowTheLine(): void {
  const line = window.innerHeight * REVEAL_VIEWPORT_FRACTION;
  const pending = [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter(
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
}
