import { createContext, useContext } from 'react';
// The data's type is declared once, in shared/ssr-data.ts (the server fills it).
import type { AppData } from '../shared/ssr-data';

export const AppDataContext = createContext<AppData>({ today: new Date().toISOString().slice(0, 10) });

export const useAppData = () => useContext(AppDataContext);
