import { createContext, useContext } from 'react';
import type { FormName, ServerFormState } from '../../shared/ssr-data';

export const FormStateContext = createContext<ServerFormState | undefined>(undefined);

/** The server's answer to this form's last post, if the page is that answer. */
export function useServerFormState(form: FormName): ServerFormState | undefined {
  const state = useContext(FormStateContext);
  return state?.form === form ? state : undefined;
}
