import { useLocation } from 'react-router-dom';
import { LOCALES, type Lang } from '../../shared/i18n/lang';
import { useLang } from '../i18n';
import { twinUrl } from '../lang-twin';
import { useAppData } from '../app-data';

/**
 * What the switch says to a screen reader, in the language it leads to (the
 * link carries that `lang`), so each is read in its own pronunciation.
 */
const SWITCH_LABELS: Readonly<Record<Lang, string>> = {
  en: 'Read this page in English',
  fr: 'Lire cette page en français',
};

/**
 * The same page in the other language, query string kept (client/lang-twin.ts
 * says where a page without a twin leads): a plain link (a
 * full page load, so it works without JavaScript and the new language's
 * dictionary and content come with the page); the site's script remembers
 * the choice on a click (data-remember-lang).
 */
export function LangSwitch({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const lang = useLang();
  const location = useLocation();
  const other: Lang = lang === 'en' ? 'fr' : 'en';
  const href = twinUrl(location.pathname + location.search, other, useAppData().today);
  return (
    <a
      className={`lang-switch ${className}`.trim()}
      href={href}
      hrefLang={LOCALES[other].hreflang}
      lang={LOCALES[other].htmlLang}
      aria-label={SWITCH_LABELS[other]}
      data-remember-lang={other}
    >
      {compact ? (
        // The desktop bar is narrow below 1200 px: the language's code there, its name above.
        <>
          <span className="d-xl-none">{LOCALES[other].hreflang.toUpperCase()}</span>
          <span className="d-none d-xl-inline">{LOCALES[other].name}</span>
        </>
      ) : (
        LOCALES[other].name
      )}
    </a>
  );
}
