import { useMemo, type ReactNode } from 'react';
import { RouterContext, parsePath, type Navigate } from './location';

const cannotNavigate = (() => {
  throw new Error('navigation is not possible while rendering on the server');
}) as Navigate;

/** The server side: one fixed location, as react-router's StaticRouter. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => ({ location: { ...parsePath(location), key: 'default' }, navigate: cannotNavigate }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
