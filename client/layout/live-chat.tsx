import { useEffect } from 'react';
import { useAppData } from '../app-data';

/**
 * The external live-chat widget loads only when its id is
 * configured (LIVE_CHAT_ID), after the page has loaded, from its vendor's
 * host. Without an id nothing third-party is ever requested.
 */
export function LiveChat() {
  const { liveChatId } = useAppData();
  useEffect(() => {
    if (!liveChatId || document.getElementById('live-chat-script')) return;
    const [property, widget = 'default'] = liveChatId.split('_');
    const load = () => {
      const script = document.createElement('script');
      script.id = 'live-chat-script';
      script.async = true;
      script.src = `https://embed.tawk.to/${encodeURIComponent(property!)}/${encodeURIComponent(widget)}`;
      script.crossOrigin = 'anonymous';
      document.body.appendChild(script);
    };
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
  }, [liveChatId]);
  return null;
}
