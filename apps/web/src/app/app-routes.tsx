import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useParams, useRouteError } from 'react-router';
import { getToken } from '../auth/session';
import { CrashPage } from '../components/crash-page';
import { i18n, namespaceOf } from '../i18n/i18n';
import { loadConsole } from '../layout/console-loader';
import { LANDING_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../lib/paths';
import type { PageRoute, RouteHandle } from '../lib/route-table';
import { redirectRoutes } from './redirect-routes';
import { RootShell } from './root-shell';
import { consoleRoutes, menuGroups, publicRoutes, redirects } from './routes';

/** What a route shows when its code cannot be fetched or its page fails: the error page, never React Router's own. */
function RouteCrash() {
  return <CrashPage error={useRouteError()} />;
}
const routeCrash = <RouteCrash />;

/**
 * A route's component, loaded on first visit. One that cannot be loaded throws when rendered, where the route's error
 * page catches it: React Router renders nothing at all under a route whose `lazy` failed.
 */
const lazily =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };

const toRoute = (r: PageRoute, extra: Partial<RouteHandle> = {}): RouteObject => ({
  path: r.path,
  errorElement: routeCrash,
  handle: { titleKey: r.titleKey, ...extra } satisfies RouteHandle,
  // The page's code and its texts come together.
  lazy: lazily(async () => (await Promise.all([r.load(), i18n.loadNamespaces(namespaceOf(r.titleKey))]))[0].default),
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

/**
 * Every address of the app: public pages, the signed-in console (its pages rendered by its layout) and redirects.
 * What fails is replaced by the error page at its own level: a public page (inside the root shell), the console shell
 * or the root shell itself. A console page's failure is the layout's to show (PageBoundary), inside the console shell.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: routeCrash,
    children: [
      ...publicRoutes.map((r) => toRoute(r)),
      { path: '/redirect/*', element: <Reload /> },
      { path: '/web', element: <WebEntry /> },
      {
        lazy: lazily(async () => (await loadConsole()).default),
        errorElement: routeCrash,
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
