import { StrictMode, useEffect } from 'react';
import { useLocation } from './router/location';
import { useRoutes } from './router/use-routes';
import { routeObjects, resolveRoute } from './routes';
import { applyHead } from './head';
import { labels } from '../shared/messages';
import { SiteNavbar } from './layout/site-navbar';
import { SiteFooter } from './layout/site-footer';
import { NewsletterForm } from './components/newsletter-form';
import { LiveChat } from './layout/live-chat';
import { ChatButton } from './layout/chat-button';
import { ToastProvider } from './layout/toasts';
import { useScrollReveal } from './hooks/use-scroll-reveal';
import { AppDataContext } from './app-data';
import type { AppData } from '../shared/ssr-data';
import { FormStateContext } from './hooks/use-form-state';

function HeadSync() {
  const location = useLocation();
  useEffect(() => {
    let current = true;
    void resolveRoute(location.pathname + location.search).then((page) => {
      if (current) applyHead(page.head, location.pathname);
    });
    return () => {
      current = false;
    };
  }, [location.pathname, location.search]);
  return null;
}

/** Scroll to the top on a new page, as a full page load would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function Shell({ onHydrated }: { onHydrated?: () => void }) {
  const location = useLocation();
  useEffect(() => onHydrated?.(), [onHydrated]);
  const element = useRoutes(routeObjects);
  useScrollReveal([location.pathname]);
  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        {labels.skipToContent}
      </a>
      <SiteNavbar />
      <main id="main" tabIndex={-1}>
        {element}
      </main>
      <SiteFooter>
        <NewsletterForm />
      </SiteFooter>
      <ChatButton />
      <LiveChat />
      <HeadSync />
      <ScrollToTop />
    </ToastProvider>
  );
}

/** The whole app below the router; each entry wraps it in its own router. */
export function App({ data, onHydrated }: { data: AppData; onHydrated?: () => void }) {
  return (
    <StrictMode>
      <AppDataContext.Provider value={data}>
        <FormStateContext.Provider value={data.formState}>
          <Shell onHydrated={onHydrated} />
        </FormStateContext.Provider>
      </AppDataContext.Provider>
    </StrictMode>
  );
}
