// The newsletter popup: 5 s after the visitor sees the page, unless they
// subscribed or closed it while this tab is open. A page the browser prerendered is
// not seen yet: its delay starts when it is shown (prerenderingchange). The
// popup is the one island that loads on a timer; React comes with it.
import { NEWSLETTER_POPUP_DELAY_MS } from '../../shared/constants';
import { popupAllowed } from '../hooks/use-newsletter-popup';
import type { AppData } from '../../shared/ssr-data';

/** Runs `start` once the page is shown to the visitor (at once unless prerendered). */
export function whenShown(start: () => void): void {
  if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', start, { once: true });
  else start();
}

export function startPopup(data: AppData, url: string): void {
  const place = document.querySelector<HTMLElement>('[data-newsletter-popup]');
  if (!place) return;
  whenShown(() =>
    setTimeout(() => {
      if (!popupAllowed()) return;
      import('../islands/popup-mount').then(
        ({ mountPopup }) => mountPopup(place, data, url),
        (error: unknown) => console.warn('the newsletter popup could not load', error),
      );
    }, NEWSLETTER_POPUP_DELAY_MS),
  );
}
