// What a visitor typed in a form, kept in the tab (sessionStorage) until it is
// sent: a reload, a crash of the page or a dropped connection loses nothing.
// Only the text fields each form declares are kept: never a file (a browser
// cannot put one back) and never the spam trap (a person leaves it empty).
// The key names the form and the page's language (and, for an application,
// the job), so an English draft never fills the French form. A draft is put
// back for a day after it was last written, and a send clears every draft of
// its form (draft-key.ts).
import { useEffect, useRef, useState } from 'react';

import type { FormName } from '../../shared/ssr-data';
import { clearDrafts, draftKey, freshDraft, type StoredDraft } from './draft-key';

export { draftKey };

/** The kept text of a form, its fields only, or undefined. Storage may be off (private mode, a full quota). */
function readDraft<F extends string>(key: string, fields: readonly F[]): Partial<Record<F, string>> | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    const data = freshDraft(raw, Date.now());
    if (!data) {
      // Stale or unreadable: gone, so it is never put back later either.
      if (raw) window.sessionStorage.removeItem(key);
      return undefined;
    }
    const draft: Partial<Record<F, string>> = {};
    for (const f of fields) if (typeof data[f] === 'string') draft[f] = data[f];
    return draft;
  } catch {
    return undefined;
  }
}

/** Keep the fields that differ from the form's empty state; nothing left to keep clears the draft. */
function writeDraft<F extends string>(key: string, values: Record<F, string>, empty: Record<F, string>) {
  const kept = Object.fromEntries(Object.entries<string>(values).filter(([f, v]) => v !== empty[f as F]));
  try {
    if (Object.keys(kept).length === 0) window.sessionStorage.removeItem(key);
    else
      window.sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values: kept } satisfies StoredDraft));
  } catch {
    // storage off or full: the form still works, it just is not kept
  }
}

/**
 * The values the visitor typed into the server's HTML before this component
 * hydrated (or that the browser put back on a reload), read from the form's
 * elements by name. Read during the first render, before React's commit can
 * set the controlled values back to the server's.
 */
function typedBeforeHydration<F extends string>(
  form: HTMLFormElement | null,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  if (!form) return typed;
  for (const f of fields) {
    const el = form.elements.namedItem(f);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
      if (el.type !== 'file' && el.type !== 'hidden') typed[f] = el.value;
  }
  return typed;
}

/** The form with this data-form name in the document, if the server rendered it. */
const serverForm = (form: FormName) =>
  typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>(`form[data-form="${form}"]`);

/**
 * Values kept across a reload and typed before hydration, laid over the
 * form's starting values once it has mounted (never during the first render,
 * which must match the server's HTML); then every change is kept until
 * `clear()`, which removes every draft of the form. Order: the start (empty, or the server's echo of a post without
 * JavaScript), then the draft over fields still at their empty value, then
 * whatever the visitor typed before hydration, which is the newest.
 */
export function useDraft<F extends string>(options: {
  form: FormName;
  key: string;
  empty: Record<F, string>;
  values: Record<F, string>;
  setValues: (update: (v: Record<F, string>) => Record<F, string>) => void;
}) {
  const { form, key, empty, values, setValues } = options;
  const fields = Object.keys(empty) as F[];
  // The server's elements as they are when this component first renders.
  const [typed] = useState(() => typedBeforeHydration(serverForm(form), fields));
  const rendered = useRef(values);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const draft = readDraft(key, fields);
    setValues((start) => {
      const next = { ...start };
      for (const f of fields) {
        const kept = draft?.[f];
        if (kept !== undefined && next[f] === empty[f]) next[f] = kept;
        const now = typed[f];
        if (now !== undefined && now !== rendered.current[f]) next[f] = now;
      }
      return next;
    });
    setReady(true);
    // Once, on mount: the key and the form do not change for a mounted form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (ready) writeDraft(key, values, empty);
  }, [ready, key, values, empty]);

  // Every draft of the form, not only this one: after one application is
  // sent, another job's draft must not fill in this person's details for the next.
  return { clear: () => clearDrafts(form) };
}
