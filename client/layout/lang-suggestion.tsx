/**
 * On the English home page, a visitor whose browser prefers French (or who
 * chose French before) is offered the French edition: a small fixed note,
 * rendered hidden and shown by the site's script (client/entry-client.tsx,
 * which reads the browser's languages and the remembered choice) over the
 * page (no layout shift), dismissible, never a redirect. Written in French,
 * the language it addresses.
 */
export function LangSuggestion() {
  return (
    <aside className="lang-suggestion" lang="fr" aria-label="Version française" hidden data-lang-suggestion="">
      <p className="mb-0">
        Ce site existe aussi en français.{' '}
        <a href="/fr" hrefLang="fr" data-remember-lang="fr">
          Lire la version française
        </a>
      </p>
      <button type="button" className="btn-close" aria-label="Fermer la suggestion" data-remember-lang="en" />
    </aside>
  );
}
