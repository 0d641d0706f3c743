import { Navigate, type RouteObject, useParams } from 'react-router';
import { getToken } from '../auth/session';
import { i18n, namespaceOf } from '../i18n/i18n';
import { loadConsole } from '../layout/console-loader';
import { LANDING_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../lib/paths';
import type { PageRoute, RouteHandle } from '../lib/route-table';
import { redirectRoutes } from './redirect-routes';
import { RootShell } from './root-shell';
import { consoleRoutes, menuGroups, publicRoutes, redirects } from './routes';

const toRoute = (r: PageRoute, extra: Partial<RouteHandle> = {}): RouteObject => ({
  path: r.path,
  handle: { titleKey: r.titleKey, ...extra } satisfies RouteHandle,
  // The page's code and its texts come together.
  lazy: async () => {
    const [page] = await Promise.all([r.load(), i18n.loadNamespaces(namespaceOf(r.titleKey))]);
    return { Component: page.default };
  },
});

/** /redirect/<path>: lands on /<path> afresh (a page that reloads itself goes through here). */
function Reload() {
  const { '*': rest = '' } = useParams();
  return <Navigate to={`/${rest}${window.location.search}`} replace />;
}

/** /web while signed in goes to the start page; otherwise to sign-in. */
function WebEntry() {
  return <Navigate to={getToken() ? '/' : LOGIN_PATH} replace />;
}

/** Every address of the app: public pages, the signed-in console (its pages rendered by its layout) and redirects. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      ...publicRoutes.map((r) => toRoute(r)),
      { path: '/redirect/*', element: <Reload /> },
      { path: '/web', element: <WebEntry /> },
      {
        lazy: async () => ({ Component: (await loadConsole()).default }),
        // The console layout renders its pages itself (kept alive per tab); these entries match paths and carry titles.
        // (`element: null` says so to the router, which otherwise warns of a leaf route without an element.)
        children: consoleRoutes.map((r) => ({
          path: r.path,
          element: null,
          handle: { titleKey: r.titleKey, authorities: r.authorities } satisfies RouteHandle,
        })),
      },
      // A menu group's own path (/sys) opens the first page of its menu; that page's guard applies.
      ...Object.entries(menuGroups).map(([key, group]) => ({
        path: group.path,
        element: <Navigate to={consoleRoutes.find((r) => r.group === key && r.menu)!.path} replace />,
      })),
      ...redirectRoutes(redirects),
      { path: '/', element: <Navigate to={LANDING_PATH} replace /> },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
