import { useEffect, type RefObject } from 'react';

/**
 * Brings an outcome and the button beside it on screen when the outcome
 * appears or changes (a send failed, a message went, a sign-up went
 * through): shown above a button the visitor has scrolled to the bottom of
 * the screen, it would grow below the fold. The least scroll that shows the
 * whole box, as the browser does for a focused field. Nothing happens while
 * `outcome` is undefined.
 */
export function useInView(ref: RefObject<HTMLElement | null>, outcome: unknown): void {
  useEffect(() => {
    if (outcome === undefined || outcome === false) return;
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [ref, outcome]);
}
