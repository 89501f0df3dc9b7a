// What became of a form sent with JavaScript in this tab (a message's
// reference, a newsletter sign-up), kept in sessionStorage so the
// confirmation outlives a reload of the tab, as the address of the page a
// browser without JavaScript lands on keeps it. The site script reads it
// too, to wake a form at load that has an outcome to show, so it holds no
// React. Storage may be off (private mode, a full quota): the outcome then
// ends with the page.
import type { FormName } from '../../shared/ssr-data';

const PREFIX = 'form-outcome';

const keyOf = (form: FormName | string, lang: string) => `${PREFIX}:${form}:${lang}`;

/** The kept outcome of this form in this language (a reference, or '' for an outcome without one). */
export function readOutcome(form: FormName | string, lang: string): string | undefined {
  try {
    return window.sessionStorage.getItem(keyOf(form, lang)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepOutcome(form: FormName, lang: string, value: string): void {
  try {
    window.sessionStorage.setItem(keyOf(form, lang), value);
  } catch {
    // storage off: the confirmation stays on this page only
  }
}
