// Whether the newsletter popup may show: never once the visitor subscribed
// (localStorage), nor again in a session where they closed it
// (sessionStorage). Read by the site's script when the delay is over, not
// while the page starts (the first access opens the storage, over 10 ms on a
// slow phone), and written by the popup island.
import { NEWSLETTER_STORAGE_KEY } from '../../shared/constants';

export const POPUP_CLOSED_KEY = 'newsletter_popup_closed';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function popupAllowed(): boolean {
  return (
    read(() => localStorage, NEWSLETTER_STORAGE_KEY) !== 'true' &&
    read(() => sessionStorage, POPUP_CLOSED_KEY) !== 'true'
  );
}

/** Closed by the visitor: not again until the tab is closed (sessionStorage). */
export function rememberPopupClosed(): void {
  try {
    sessionStorage.setItem(POPUP_CLOSED_KEY, 'true');
  } catch {
    // storage refused: it may show again on the next page of the session
  }
}
