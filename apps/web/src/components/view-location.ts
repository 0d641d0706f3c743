import { createContext, useContext, useMemo } from 'react';
import { matchPath, type Params, useLocation, useParams } from 'react-router';

/**
 * One open console page: its address (path and query) and its route's path. The console keeps every open page
 * mounted, hidden but for the current one, so a page reads its own address from here rather than from the router,
 * which holds only the current page's.
 */
export const ViewLocation = createContext<{ path: string; route: string } | undefined>(undefined);

/** This page's own address: its path and its query, which a hidden page keeps while another is shown. */
export function useViewLocation() {
  const own = useContext(ViewLocation);
  const current = useLocation();
  const [pathname = '', search = ''] = (own?.path ?? current.pathname + current.search).split(/(?=\?)/);
  return { pathname, search, current: pathname === current.pathname };
}

/** This page's own path parameters (the `:id` of its route), decoded; outside the console, the router's. */
export function useViewParams<K extends string = string>(): Params<K> {
  const own = useContext(ViewLocation);
  const { pathname } = useViewLocation();
  const router = useParams();
  const route = own?.route;
  return useMemo(() => (route === undefined ? router : paramsOf(route, pathname)), [route, pathname, router]) as Params<K>;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The parameters of a pathname under a route's path, decoded; none when it does not match. */
export function paramsOf(route: string, pathname: string): Params {
  const params = matchPath(route, pathname)?.params ?? {};
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value && decode(value)]));
}
