import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { matchRoute } from './routes';
import { messages } from '../shared/messages';

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
      <App onHydrated={() => (document.documentElement.dataset.hydrated = 'true')} />
    </BrowserRouter>,
  );
}

void start();
