// The name a form's draft is kept under in the tab's sessionStorage: the form and
// the page's language (and, for an application, the job). The site script reads it
// too, to wake a form at load that has text to put back, so it holds no React.
import type { FormName } from '../../shared/ssr-data';
import type { Lang } from '../../shared/i18n/lang';

const PREFIX = 'form-draft';

export const draftKey = (form: FormName, lang: Lang, scope?: string) =>
  [PREFIX, form, lang, ...(scope ? [scope] : [])].join(':');

/** Whether the tab keeps a draft of this form in this language, for any scope. Storage may be off. */
export function hasDraft(form: string, lang: string): boolean {
  const key = `${PREFIX}:${form}:${lang}`;
  try {
    const store = window.sessionStorage;
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k === key || k?.startsWith(`${key}:`)) return true;
    }
  } catch {
    // storage off: there is no draft to put back
  }
  return false;
}
