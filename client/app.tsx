// The document's body as the server renders it: the layout around the page
// the server's router matched (its <Outlet />). Nothing here hydrates as a
// whole: the interactive parts are islands (client/islands/), the few
// behaviours of the layout are the site's own small script
// (client/entry-client.tsx).
import { useMemo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteNavbar } from './layout/site-navbar';
import { SiteFooter } from './layout/site-footer';
import { ChatButton } from './layout/chat-button';
import { LangSuggestion } from './layout/lang-suggestion';
import { AppDataContext } from './app-data';
import type { AppData } from '../shared/ssr-data';
import { FormStateContext } from './hooks/use-form-state';
import { LangContext, useT } from './i18n';
import type { Lang } from '../shared/i18n/lang';
import { dictionaryOf } from '../shared/i18n/load';
import { shellOf } from '../shared/content/shell';
import { Island, IslandCollectorContext, type IslandCollector } from './islands/island';

/** The layout route's component: every page inside it. */
export function Shell() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t.labels.skipToContent}
      </a>
      {pathname === '/' ? <LangSuggestion /> : null}
      <SiteNavbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter>
        <Island name="newsletter-form" props={{}} />
      </SiteFooter>
      <ChatButton />
      <div
        aria-live="polite"
        aria-atomic="false"
        className="toast-region"
        data-close-label={t.labels.closeNotification}
      />
    </>
  );
}

/** The page's data, language and islands around the router the server entry renders. */
export function App({
  data,
  lang,
  islands,
  children,
}: {
  data: AppData;
  lang: Lang;
  islands: IslandCollector;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lang, t: dictionaryOf(lang), shell: shellOf(lang) }), [lang]);
  return (
    <AppDataContext.Provider value={data}>
      <FormStateContext.Provider value={data.formState}>
        <LangContext.Provider value={value}>
          <IslandCollectorContext.Provider value={islands}>{children}</IslandCollectorContext.Provider>
        </LangContext.Provider>
      </FormStateContext.Provider>
    </AppDataContext.Provider>
  );
}
