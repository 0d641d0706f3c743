import { type AuthorityName, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { generatePath, matchPath, type Params } from 'react-router';

/**
 * What a route table is made of. Each feature lists its own pages in its routes.tsx with these types; app/routes.tsx
 * puts the lists together into the one table that drives the router, the sidebar menu, the breadcrumb, the tags view,
 * the page title and the authority filter, and hands it to the shell through RouteTableContext.
 */
export type PageRoute = {
  /** A literal path, or a pattern with parameters (`/examination/detail/index/:id`, `:candidateId?`). */
  path: string;
  /** i18n key 'namespace:key' of the page title, menu label, tag and breadcrumb item. */
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
};

export type ConsoleRoute = PageRoute & {
  icon?: ReactNode;
  /** Any of these is needed; none means any signed-in user. */
  authorities?: AuthorityName[];
  /** Listed in the sidebar; hidden pages are reached by links only. */
  menu: boolean;
  /** The breadcrumb item above this page (a path of this table; a pattern takes its parameters from this page's). */
  parent?: string;
  /** A tag that cannot be closed. */
  affix?: boolean;
  /** Not kept alive in the tags view: it starts afresh each time it is opened. */
  noCache?: boolean;
  /** The sidebar submenu it sits in: a key of the table's menu groups. */
  group?: string;
};

/** An address that leads to another (replacing it in the history); `to` may name parameters of `from` (`:id`). */
export type Redirect = { from: string; to: string };

/** A sidebar submenu, which the workbench lists as an application; its path leads to its first page. */
export type MenuGroup = { path: string; titleKey: string; descriptionKey: string; icon: ReactNode };

/** What the router keeps of a route for the shell: its title and who may open it. */
export type RouteHandle = { titleKey: string; authorities?: string[] };

/** The address a redirect leads to from the parameters of the address it left. */
export const redirectTarget = (redirect: Redirect, params: Params) => generatePath(redirect.to, params);

/**
 * Finds routes in a table by pathname: the route whose path is that very one, else the first whose pattern matches
 * it, so that a literal page never falls to a pattern.
 */
export function routeFinder<R extends { path: string }>(table: readonly R[]) {
  const byPath = new Map(table.map((r) => [r.path, r]));
  const patterns = table.filter((r) => r.path.includes(':'));
  return (pathname: string): R | undefined => byPath.get(pathname) ?? patterns.find((r) => matchPath(r.path, pathname));
}

export type RouteTable = {
  routes: readonly ConsoleRoute[];
  groups: Readonly<Record<string, MenuGroup>>;
  /** The route of a pathname (see routeFinder). */
  find: (pathname: string) => ConsoleRoute | undefined;
};

export const routeTable = (routes: readonly ConsoleRoute[], groups: Readonly<Record<string, MenuGroup>>): RouteTable => ({
  routes,
  groups,
  find: routeFinder(routes),
});

/** The console's route table, given by the app to the shell and the pages that list applications. */
export const RouteTableContext = createContext<RouteTable>(routeTable([], {}));
export const useRouteTable = () => useContext(RouteTableContext);

/** A route and its parents, the route first. */
export function lineageOf(route: ConsoleRoute, find: RouteTable['find']): ConsoleRoute[] {
  const line: ConsoleRoute[] = [];
  for (let r: ConsoleRoute | undefined = route; r; r = r.parent ? find(r.parent) : undefined) line.push(r);
  return line;
}

/** Whether a user holding these authorities may open the route (any of its authorities; none means anyone). */
export const canOpen = (route: { authorities?: readonly string[] }, authorities: readonly string[]) =>
  !route.authorities?.length || hasAnyAuthority(authorities, route.authorities);

/** The applications (menu groups) a user may open, each with the pages of its menu they may open. */
export function applicationsFor({ routes, groups }: RouteTable, authorities: readonly string[]) {
  return Object.entries(groups)
    .map(([key, group]) => ({ key, ...group, pages: routes.filter((r) => r.group === key && r.menu && canOpen(r, authorities)) }))
    .filter((app) => app.pages.length > 0);
}

/** Header style by path (spec §2): 1 transparent over the portal, 2 the workbench's, 3 the console's. */
export type NavType = 1 | 2 | 3;
export function navTypeOf(path: string): NavType {
  if (/^\/(propaganda|news|help)(\/|$)/.test(path)) return 1;
  if (/^\/(home|app-detail|notification-core\/index)(\/|$)/.test(path)) return 2;
  return 3;
}
