import { useCallback, useEffect, useState } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_STORAGE_KEY } from '../../shared/constants';

export const POPUP_CLOSED_KEY = 'newsletter_popup_closed';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/**
 * Newsletter popup state: hidden on load; shown 5 s later unless
 * the visitor subscribed (localStorage) or closed it this session
 * (sessionStorage). Never shown without JavaScript: it starts hidden.
 */
export function useNewsletterPopup() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Storage is read when the delay is over, not while the page starts:
    // the first access opens the storage, over 10 ms on a slow phone.
    const timer = setTimeout(() => {
      if (read(() => localStorage, NEWSLETTER_STORAGE_KEY) === 'true') return;
      if (read(() => sessionStorage, POPUP_CLOSED_KEY) === 'true') return;
      setOpen(true);
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    try {
      sessionStorage.setItem(POPUP_CLOSED_KEY, 'true');
    } catch {
      // ignore
    }
  }, []);
  const subscribed = useCallback(() => setOpen(false), []);
  return { open, close, subscribed };
}
