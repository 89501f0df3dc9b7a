// Must come first: React Refresh's preamble for the islands in dev (Vite's
// inline preamble may run later); a no-op in production builds.
import '@vitejs/plugin-react/preamble';
// The site's own script, the only one every page loads: a few kilobytes, no
// React. Pages are server-rendered documents and links are page loads; this
// adds what HTML and CSS cannot do (client/site/) and wakes each island when
// it is needed (client/islands/hydrate.ts), which is when React is loaded.
import { APP_DATA_ID, type AppData } from '../shared/ssr-data';
import { startNavbar } from './site/navbar';
import { startReveal } from './site/reveal';
import { afterFirstFrame } from './site/after-first-frame';
import {
  startCopyLink,
  startLangChoice,
  startLiveChat,
  startMapOnRequest,
  startNotFound,
  startShareLinks,
  startSortSelect,
} from './site/page-bits';
import { startPopup } from './site/popup';
import { startViewBeacon } from './site/view-beacon';
import { startFaqFilter } from './site/faq-filter';
import { startIslands } from './islands/hydrate';
import { showCarriedToasts } from './islands/toast';

function readAppData(): AppData {
  try {
    const text = document.getElementById(APP_DATA_ID)?.textContent;
    if (text) return JSON.parse(text) as AppData;
  } catch {
    // fall through to a safe default
  }
  return { today: new Date().toISOString().slice(0, 10) };
}

/**
 * A page-to-page view transition that a quicker tap cuts short, or that the
 * next page cannot take, rejects promises nobody else holds: the browser
 * then logs an uncaught error for a skipped animation. Claim them here.
 */
function quietViewTransitions() {
  for (const type of ['pageswap', 'pagereveal'])
    window.addEventListener(type, (e) => {
      const vt = (e as Event & { viewTransition?: ViewTransition | null }).viewTransition;
      if (!vt) return;
      const ignore = () => undefined;
      vt.ready.catch(ignore);
      vt.finished.catch(ignore);
      vt.updateCallbackDone.catch(ignore);
    });
}

function start() {
  const root = document.documentElement;
  quietViewTransitions();
  // Before anything waits for a frame: a prerendered page gets none until it is shown.
  startViewBeacon();
  const data = readAppData();
  // A form posted before its island ran is answered at the API's address
  // with the form's page: show the page's own address.
  if (data.url && data.url !== window.location.pathname + window.location.search)
    window.history.replaceState(null, '', data.url);
  const url = data.url ?? window.location.pathname + window.location.search;
  // Listeners first, so no tap or key is missed; what shows something new
  // (toasts, the popup's clock, the chat) and what reads the layout or the
  // tab's storage waits for the first frame, each in a task of its own.
  startNavbar();
  startReveal();
  startLangChoice();
  // What each page sets up for its own parts (the FAQ's items read, the
  // islands found) in a task of its own, right after this one: on a slow
  // phone the script's first task stays short. It runs before anything
  // queued for the first frame, and a tap or text that comes before it is
  // picked up as when the script itself comes late (hydrate.ts).
  setTimeout(() => {
    startCopyLink();
    startMapOnRequest();
    startShareLinks(data.siteUrl);
    startSortSelect();
    startFaqFilter();
    startIslands(data, url);
  }, 0);
  afterFirstFrame(showCarriedToasts);
  afterFirstFrame(startNotFound);
  afterFirstFrame(() => startPopup(data, url));
  afterFirstFrame(() => startLiveChat(data.liveChatId));
  // Ready once everything queued above has run.
  afterFirstFrame(() => (root.dataset.ready = 'true'));
}

start();
