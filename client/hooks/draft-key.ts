// The name a form's draft is kept under in the tab's sessionStorage: the form and
// the page's language (and, for an application, the job). The site script reads it
// too, to wake a form at load that has text to put back, so it holds no React.
// A draft is stored with the time it was last written and is read for a day at
// most: on a shared computer, a browser left open must not fill in one
// person's name, address and letter for the next. A successful send clears
// every draft of its form, whatever its language or job.
import type { FormName } from '../../shared/ssr-data';
import type { Lang } from '../../shared/i18n/lang';

const PREFIX = 'form-draft';

/** How long a draft is put back after it was last written. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A draft as stored: its fields and when it was last written (ms since the epoch). */
export interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

export const draftKey = (form: FormName, lang: Lang, scope?: string) =>
  [PREFIX, form, lang, ...(scope ? [scope] : [])].join(':');

/** The values of a stored draft written less than a day before `now`, else undefined (none, unreadable, stale). */
export function freshDraft(raw: string | null, now: number): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!draft || typeof draft.savedAt !== 'number' || !draft.values || typeof draft.values !== 'object')
      return undefined;
    const age = now - draft.savedAt;
    return age >= 0 && age < DRAFT_MAX_AGE_MS ? draft.values : undefined;
  } catch {
    return undefined;
  }
}

/** The keys of every draft of `form` in the tab (`lang` given: in that language only). */
function draftKeys(store: Storage, form: string, lang?: string): string[] {
  const base = lang === undefined ? `${PREFIX}:${form}:` : `${PREFIX}:${form}:${lang}`;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k !== null && (k === base || k.startsWith(lang === undefined ? base : `${base}:`))) keys.push(k);
  }
  return keys;
}

/**
 * Whether the tab keeps a fresh draft of this form in this language, for any
 * scope; stale ones are removed on the way. Storage may be off.
 */
export function hasDraft(form: string, lang: string): boolean {
  try {
    const store = window.sessionStorage;
    let found = false;
    for (const k of draftKeys(store, form, lang)) {
      if (freshDraft(store.getItem(k), Date.now())) found = true;
      else store.removeItem(k);
    }
    return found;
  } catch {
    // storage off: there is no draft to put back
    return false;
  }
}

/** Remove every draft of `form` in the tab: each language's, each job's. */
export function clearDrafts(form: FormName): void {
  try {
    const store = window.sessionStorage;
    for (const k of draftKeys(store, form)) store.removeItem(k);
  } catch {
    // nothing was kept
  }
}
