import { createContext, useContext } from 'react';

/**
 * A form post answered by a re-rendered page (a browser without
 * JavaScript that sent invalid fields): the server renders the page with
 * the values and errors, and embeds the same state as JSON for hydration.
 */
export interface ServerFormState {
  form: 'contact' | 'apply' | 'newsletter';
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  /** A delivery failure that was not the visitor's fault. */
  error?: string;
}

export const FormStateContext = createContext<ServerFormState | undefined>(undefined);

/** The server's answer to this form's last post, if the page is that answer. */
export function useServerFormState(form: ServerFormState['form']): ServerFormState | undefined {
  const state = useContext(FormStateContext);
  return state?.form === form ? state : undefined;
}
