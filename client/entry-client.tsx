import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { matchRoute } from './routes';
import { messages } from '../shared/messages';
import { APP_DATA_ID, type AppData } from './app-data';

function readAppData(): AppData {
  const el = document.getElementById(APP_DATA_ID);
  try {
    if (el?.textContent) return JSON.parse(el.textContent) as AppData;
  } catch {
    // fall through to a safe default
  }
  return { today: new Date().toISOString().slice(0, 10) };
}

function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

async function start() {
  const root = document.getElementById('root');
  if (!root) {
    console.error(messages.startup.rootMissing);
    return;
  }
  document.documentElement.classList.add('js');
  // Load the current page's chunk first, so hydration finds the same tree
  // the server sent instead of suspending.
  await matchRoute(window.location.pathname + window.location.search).route.page.preload();
  hydrateRoot(
    root,
    <BrowserRouter>
      <App data={readAppData()} onHydrated={markHydrated} />
    </BrowserRouter>,
  );
}

void start();
