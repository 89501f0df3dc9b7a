// The contact and application forms read two modules: the core dictionary
// every page has and the forms' own strings (shared/i18n/pages/<lang>/forms.ts),
// which only the pages showing those forms download. Their paths are the
// same (messages.contact, forms.apply, common.requiredBefore, ...), so laid
// over each other they read as the one dictionary the forms, the wording of
// their codes (shared/schemas/form-messages.ts) and the server use.
import type { Dictionary, Widen } from './dictionary';
import type enForms from './pages/en/forms';

export type FormStrings = Widen<typeof enForms>;

/** The core dictionary with the forms' strings: what a form and its answers read. */
export type FormDictionary = Dictionary & FormStrings;

export const withForms = (t: Dictionary, f: FormStrings): FormDictionary => ({
  ...t,
  messages: { ...t.messages, ...f.messages },
  forms: { ...t.forms, ...f.forms },
  common: { ...t.common, ...f.common },
});
