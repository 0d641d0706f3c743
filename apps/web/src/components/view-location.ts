import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/**
 * The address of one open console page (path and query). The console keeps every open page mounted, hidden but
 * for the current one, so a page reads its own address from here rather than from the router, which holds only the
 * current page's.
 */
export const ViewLocation = createContext<string | undefined>(undefined);

/** This page's own address: its path and its query, which a hidden page keeps while another is shown. */
export function useViewLocation() {
  const own = useContext(ViewLocation);
  const current = useLocation();
  const [pathname = '', search = ''] = (own ?? current.pathname + current.search).split(/(?=\?)/);
  return { pathname, search, current: pathname === current.pathname };
}
