// The part of the toasts that needs React: a description that is React
// markup (an application's reference), drawn by the island that raised it.
// Forms warm this chunk when the visitor starts on them (use-schema-form.ts).
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** A toast's description that is React markup, drawn at once (so it can be carried to the next page as drawn). */
export function renderToastBody(body: HTMLElement, description: ReactNode): void {
  const root = createRoot(body, { identifierPrefix: 'toast-' });
  flushSync(() => root.render(description));
}
