import { Navigate, type RouteObject, createBrowserRouter, useParams } from 'react-router';
import { getToken } from '../auth/session';
import { i18n, namespaceOf } from '../i18n/i18n';
import { loadConsole } from './console-loader';
import { BASE_PATH } from './base-path';
import { RootShell } from './root-shell';
import { consoleRoutes, menuGroups, type PageRoute, publicRoutes, redirects } from './routes';

export type RouteHandle = { titleKey: string; authorities?: string[] };

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
function Redirect() {
  const { '*': rest = '' } = useParams();
  return <Navigate to={`/${rest}${window.location.search}`} replace />;
}

/** /web while signed in goes to the start page; otherwise to sign-in. */
function WebEntry() {
  return <Navigate to={getToken() ? '/' : '/login'} replace />;
}

export const router = createBrowserRouter(
  [
    {
      element: <RootShell />,
      children: [
        ...publicRoutes.map((r) => toRoute(r)),
        { path: '/redirect/*', element: <Redirect /> },
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
        ...redirects.map((r) => ({ path: r.from, element: <Navigate to={r.to} replace /> })),
        { path: '/', element: <Navigate to="/propaganda" replace /> },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ],
  { basename: BASE_PATH || '/' },
);
