// What an island's own React root is given, the same on the server (which
// renders each island as a root of its own, so its ids are the ones the
// browser's root will make) and in the browser (which hydrates it): the
// page's data, its language, and a router whose location is the page's and
// whose navigations are page loads (the site has no client router).
import { useEffect, useMemo, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { AppDataContext } from '../app-data';
import { FormStateContext } from '../hooks/use-form-state';
import { LangContext } from '../i18n';
import { dictionaryOf } from '../../shared/i18n/load';
import { shellOf } from '../../shared/content/shell';
import { langOfPath } from '../../shared/i18n/lang';
import type { AppData } from '../../shared/ssr-data';
import { carryToasts } from './toast';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Navigations an island asks for (a Link, navigate()) are the browser's own page loads. */
export const pageNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => {
    carryToasts();
    window.location.assign(hrefOf(to));
  },
  replace: (to) => {
    carryToasts();
    window.location.replace(hrefOf(to));
  },
};

/** Tells the browser's loader that the root has committed (an effect: never on the server). */
function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

export interface IslandFrameProps {
  data: AppData;
  /** The page's URL as rendered (path and query). */
  url: string;
  onCommit?: () => void;
  children: ReactNode;
}

export function IslandFrame({ data, url, onCommit, children }: IslandFrameProps) {
  const at = url.search(/[?#]/);
  const pathname = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at).split('#')[0]!;
  const lang = langOfPath(pathname);
  const value = useMemo(() => ({ lang, t: dictionaryOf(lang), shell: shellOf(lang) }), [lang]);
  return (
    <AppDataContext.Provider value={data}>
      <FormStateContext.Provider value={data.formState}>
        <LangContext.Provider value={value}>
          <Router location={{ pathname, search, hash: '' }} navigator={pageNavigator}>
            {children}
            <Committed onCommit={onCommit} />
          </Router>
        </LangContext.Provider>
      </FormStateContext.Provider>
    </AppDataContext.Provider>
  );
}
