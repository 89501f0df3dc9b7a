// Must come first: React Refresh's preamble in dev (the entry is async, so it
// can run before Vite's inline preamble); a no-op in production builds.
import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { resolveRoute } from './routes';
import { langOfPath } from '../shared/i18n/lang';
import { dictionaryOf, loadDictionary } from '../shared/i18n/load';
import { APP_DATA_ID } from './app-data';
import { drawDeferred } from './draw-deferred';
import type { AppData } from '../shared/ssr-data';

function readAppData(): AppData {
  const el = document.getElementById(APP_DATA_ID);
  try {
    if (el?.textContent) return JSON.parse(el.textContent) as AppData;
  } catch {
    // fall through to a safe default
  }
  return { today: new Date().toISOString().slice(0, 10) };
}

/**
 * Ends the current task and resumes in a new one. Evaluating the bundle,
 * matching the route and starting hydration would otherwise run as one long
 * task, holding a slow phone's main thread (input, paint) for its whole
 * length; split, the browser can paint and answer a tap in between.
 */
function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

async function start() {
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) {
    const lang = langOfPath(window.location.pathname);
    await loadDictionary(lang);
    console.error(dictionaryOf(lang).messages.startup.rootMissing);
    return;
  }
  document.documentElement.classList.add('js');
  const data = readAppData();
  // A form posted before hydration is answered at the API's address with the
  // form's page: show (and route) the page's own address.
  if (data.url && data.url !== window.location.pathname + window.location.search) {
    window.history.replaceState(null, '', data.url);
  }
  // Load the current page's chunk and the content item it shows first, so
  // hydration finds the same tree the server sent instead of suspending;
  // meanwhile, draw the sections the first layout left out.
  const route = resolveRoute(window.location.pathname + window.location.search, data.today);
  route.catch(() => undefined); // awaited below; not "unhandled" while drawing
  await drawDeferred(yieldToMain);
  await route;
  await yieldToMain();
  // As a transition, hydration is time-sliced: React yields to the browser
  // every few milliseconds instead of holding the main thread for the whole
  // tree (one long task on a slow phone). The page is readable and its
  // links and forms work meanwhile, since the HTML is already there.
  startTransition(() => {
    hydrateRoot(
      root,
      <BrowserRouter>
        <App data={data} onHydrated={markHydrated} />
      </BrowserRouter>,
    );
  });
}

void start();
