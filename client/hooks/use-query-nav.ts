import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Move to another state of the current page by its query string, without a
 * full reload and without jumping to the top. The server renders the same
 * query string, so every state has a shareable URL.
 */
export function useQueryNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (params: URLSearchParams | string, options: { replace?: boolean } = {}) => {
      const search = typeof params === 'string' ? params : params.toString();
      const normalised = search && !search.startsWith('?') ? `?${search}` : search;
      void navigate({ pathname, search: normalised }, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [navigate, pathname],
  );
}
