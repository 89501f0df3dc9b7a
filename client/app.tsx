import { StrictMode, useEffect, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { routeObjects, resolveRoute } from './routes';
import { applyHead } from './head';
import { SiteNavbar } from './layout/site-navbar';
import { SiteFooter } from './layout/site-footer';
import { NewsletterForm } from './components/newsletter-form';
import { LiveChat } from './layout/live-chat';
import { ChatButton } from './layout/chat-button';
import { ToastProvider } from './layout/toasts';
import { useScrollReveal } from './hooks/use-scroll-reveal';
import { useScrollToTop } from './hooks/use-scroll-to-top';
import { AppDataContext, useAppData } from './app-data';
import type { AppData } from '../shared/ssr-data';
import { FormStateContext } from './hooks/use-form-state';
import { LangContext, useT } from './i18n';
import { langOfPath } from '../shared/i18n/lang';
import { dictionaryOf } from '../shared/i18n/load';
import { shellOf } from '../shared/content/shell';
import { LangSuggestion } from './layout/lang-suggestion';

function HeadSync() {
  const location = useLocation();
  const { today } = useAppData();
  useEffect(() => {
    let current = true;
    void resolveRoute(location.pathname + location.search, today).then((page) => {
      if (current) applyHead(page.head, location.pathname, page.ctx.lang);
    });
    return () => {
      current = false;
    };
  }, [location.pathname, location.search, today]);
  return null;
}

/** Scroll to the top on a new page, as a full page load would. */
function ScrollToTop() {
  useScrollToTop(useLocation().pathname);
  return null;
}

/**
 * The page's language, dictionary and shell, from the path (loaded before
 * the first render by resolveRoute). The language switch is a full page
 * load, so a client navigation never changes the language.
 */
function LangProvider({ children }: { children: React.ReactNode }) {
  const lang = langOfPath(useLocation().pathname);
  const value = useMemo(() => ({ lang, t: dictionaryOf(lang), shell: shellOf(lang) }), [lang]);
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

function Shell({ onHydrated }: { onHydrated?: () => void }) {
  const location = useLocation();
  const t = useT();
  useEffect(() => onHydrated?.(), [onHydrated]);
  const element = useRoutes(routeObjects);
  useScrollReveal([location.pathname]);
  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        {t.labels.skipToContent}
      </a>
      <LangSuggestion />
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
          <LangProvider>
            <Shell onHydrated={onHydrated} />
          </LangProvider>
        </FormStateContext.Provider>
      </AppDataContext.Provider>
    </StrictMode>
  );
}
