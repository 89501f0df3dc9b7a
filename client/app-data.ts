import { createContext, useContext } from 'react';
// The data's type is declared once, in shared/ssr-data.ts (the server fills it).
import type { AppData } from '../shared/ssr-data';

export const APP_DATA_ID = 'app-data';

export const AppDataContext = createContext<AppData>({ today: new Date().toISOString().slice(0, 10) });

export const useAppData = () => useContext(AppDataContext);

/** Today as a Date at 00:00 UTC, the same on server and client. */
export function useToday(): Date {
  return new Date(`${useAppData().today}T00:00:00Z`);
}
