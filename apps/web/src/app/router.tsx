import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BASE_PATH } from './base-path';
import { RootShell } from './root-shell';
import { consoleRoutes, HOME_PATH, type PageRoute, publicRoutes } from './routes';

export type RouteHandle = { titleKey: string; authorities?: string[] };

const toRoute = (r: PageRoute, extra: Partial<RouteHandle> = {}): RouteObject => ({
  path: r.path,
  handle: { titleKey: r.titleKey, ...extra } satisfies RouteHandle,
  lazy: async () => ({ Component: (await r.load()).default }),
});

export const router = createBrowserRouter(
  [
    {
      element: <RootShell />,
      children: [
        ...publicRoutes.map((r) => toRoute(r)),
        {
          lazy: async () => ({ Component: (await import('../layout/console-route')).default }),
          children: consoleRoutes.map((r) => toRoute(r, { authorities: r.authorities })),
        },
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ],
  { basename: BASE_PATH || '/' },
);
