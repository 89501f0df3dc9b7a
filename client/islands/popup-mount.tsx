// The newsletter popup as a root of its own, rendered (not hydrated: the
// server sends none of it) when its delay is over.
import { createRoot } from 'react-dom/client';
import { useCallback, useState } from 'react';
import NewsletterPopup from '../components/newsletter-popup';
import { IslandFrame } from './island-frame';
import { rememberPopupClosed } from '../hooks/use-newsletter-popup';
import { langOfPath } from '../../shared/i18n/lang';
import { loadDictionary } from '../../shared/i18n/load';
import { loadShell } from '../../shared/content/shell';
import type { AppData } from '../../shared/ssr-data';

function Popup() {
  const [open, setOpen] = useState(true);
  const close = useCallback(() => {
    setOpen(false);
    rememberPopupClosed();
  }, []);
  return open ? <NewsletterPopup onClose={close} /> : null;
}

export async function mountPopup(place: HTMLElement, data: AppData, url: string): Promise<void> {
  const lang = langOfPath(url.split(/[?#]/)[0]!);
  await Promise.all([loadDictionary(lang), loadShell(lang)]);
  createRoot(place, { identifierPrefix: 'popup-' }).render(
    <IslandFrame data={data} url={url}>
      <Popup />
    </IslandFrame>,
  );
}
