import { createContext, useContext } from 'react';
import type { ServerFormState } from './hooks/use-form-state';

/**
 * Per-request data the server renders with and hands to the browser as
 * JSON (in <script type="application/json">, which is not executed, so the
 * CSP needs no inline-script allowance), so hydration sees the same input.
 */
export interface AppData {
  /** The URL the page was rendered for (differs from the address after a form post). */
  url?: string;
  /** The server's date ('YYYY-MM-DD'): ages in days are computed from it. */
  today: string;
  /** The answer to a form post without JavaScript (values and errors). */
  formState?: ServerFormState;
  /** Live-chat widget id, when configured. */
  liveChatId?: string;
  /** The public origin (SITE_URL), for absolute links such as share buttons. */
  siteUrl?: string;
}

export const APP_DATA_ID = 'app-data';

export const AppDataContext = createContext<AppData>({ today: new Date().toISOString().slice(0, 10) });

export const useAppData = () => useContext(AppDataContext);

/** Today as a Date at 00:00 UTC, the same on server and client. */
export function useToday(): Date {
  return new Date(`${useAppData().today}T00:00:00Z`);
}
