import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersFrench, rememberLang, rememberedLang } from './lang-choice';

/**
 * On the English home page, a visitor whose browser prefers French (or who
 * chose French before) is offered the French edition: a small fixed note,
 * shown only after hydration (so server and client render the same tree)
 * and over the page (no layout shift), dismissible, never a redirect.
 * Written in French, the language it addresses.
 */
export function LangSuggestion() {
  const { pathname } = useLocation();
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (pathname !== '/') {
      setShow(false);
      return;
    }
    const chosen = rememberedLang();
    setShow(chosen === 'fr' || (chosen === undefined && prefersFrench(navigator.languages ?? [navigator.language])));
  }, [pathname]);
  if (!show) return null;
  return (
    <aside className="lang-suggestion" lang="fr" aria-label="Version française">
      <p className="mb-0">
        Ce site existe aussi en français.{' '}
        <a href="/fr" hrefLang="fr" onClick={() => rememberLang('fr')}>
          Lire la version française
        </a>
      </p>
      <button
        type="button"
        className="btn-close"
        aria-label="Fermer la suggestion"
        onClick={() => {
          rememberLang('en');
          setShow(false);
        }}
      />
    </aside>
  );
}
