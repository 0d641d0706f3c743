import {
  AppstoreOutlined,
  BellOutlined,
  DownloadOutlined,
  HomeOutlined,
  ScheduleOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { hasAnyAuthority } from '@cloud-exam/contract/authorities';
import type { AuthorityName } from '@cloud-exam/contract/authorities';
import type { ComponentType, ReactNode } from 'react';
import { matchPath } from 'react-router';
import { orgRoutes } from '../features/org/routes';
import { bankRoutes } from '../features/bank/routes';
import { paperRoutes } from '../features/paper/routes';
import { examRedirects, examRoutes } from '../features/exam/routes';

/**
 * The one route table: it drives the router, the sidebar menu, the breadcrumb, the tags view, the page title and
 * the authority filter. Pages are loaded when first visited.
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
  /** The sidebar submenu it sits in (a key of menuGroups). */
  group?: AppKey;
};

/** An address that leads to another (replacing it in the history). */
export type Redirect = { from: string; to: string };

/** Sidebar submenus, which the workbench lists as applications; a group's path redirects to its first page. */
export const menuGroups = {
  sys: { path: '/sys', titleKey: 'org:title', descriptionKey: 'org:description', icon: <SettingOutlined /> },
  bank: { path: '/bank', titleKey: 'bank:title', descriptionKey: 'bank:description', icon: <AppstoreOutlined /> },
  exam: { path: '/examination', titleKey: 'exam:title', descriptionKey: 'exam:description', icon: <ScheduleOutlined /> },
  // new:module adds menu groups above this line
} as const;
export type AppKey = keyof typeof menuGroups;

/** Pages anyone may open, signed in or not. */
export const publicRoutes: PageRoute[] = [
  { path: '/login', titleKey: 'account:login.title', load: () => import('../features/account/pages/login-page') },
  { path: '/register', titleKey: 'account:register.title', load: () => import('../features/account/pages/register-page') },
  { path: '/forget', titleKey: 'account:forget.title', load: () => import('../features/account/pages/forget-page') },
  { path: '/auth-redirect', titleKey: 'account:redirect.title', load: () => import('../features/account/pages/auth-redirect-page') },
  { path: '/readNotice', titleKey: 'portal:readNotice.title', load: () => import('../features/portal/pages/read-notice-page') },
  { path: '/propaganda', titleKey: 'portal:landing.title', load: () => import('../features/portal/pages/landing-page') },
  { path: '/404', titleKey: 'common:notFound.title', load: () => import('../features/errors/pages/not-found-page') },
  { path: '/401', titleKey: 'common:unauthorized.title', load: () => import('../features/errors/pages/unauthorized-page') },
  { path: '/error/404', titleKey: 'common:notFound.title', load: () => import('../features/errors/pages/not-found-page') },
  { path: '/error/401', titleKey: 'common:unauthorized.title', load: () => import('../features/errors/pages/unauthorized-page') },
];

export const HOME_PATH = '/home';

/** Pages of the signed-in console. */
export const consoleRoutes: ConsoleRoute[] = [
  {
    path: HOME_PATH,
    titleKey: 'layout:menu.home',
    icon: <HomeOutlined />,
    menu: true,
    affix: true,
    load: () => import('../features/home/pages/home-page'),
  },
  {
    path: '/notification-core/index',
    titleKey: 'notice:title',
    icon: <BellOutlined />,
    menu: true,
    load: () => import('../features/notice/pages/notice-list-page'),
  },
  {
    path: '/notification-core/detail',
    titleKey: 'notice:detail',
    menu: false,
    parent: '/notification-core/index',
    noCache: true,
    load: () => import('../features/notice/pages/notice-detail-page'),
  },
  {
    path: '/download-center',
    titleKey: 'download:title',
    icon: <DownloadOutlined />,
    menu: true,
    load: () => import('../features/download/pages/download-center-page'),
  },
  {
    path: '/app-detail',
    titleKey: 'home:appDetail',
    menu: false,
    parent: HOME_PATH,
    noCache: true,
    load: () => import('../features/home/pages/app-detail-page'),
  },
  {
    path: '/personal',
    titleKey: 'personal:title',
    icon: <UserOutlined />,
    menu: false,
    load: () => import('../features/personal/pages/personal-page'),
  },
  // Organisation and system settings (/sys): the feature lists its own routes.
  ...orgRoutes,
  ...bankRoutes,
  ...paperRoutes,
  ...examRoutes,
  // new:module adds route lists above this line
];

/** Addresses that only lead to a page elsewhere. */
export const redirects: Redirect[] = [...examRedirects];

/**
 * Finds routes in a table by pathname: the route whose path is that very one, else the first whose pattern matches
 * it, so that a literal page never falls to a pattern.
 */
export function routeFinder<R extends { path: string }>(table: readonly R[]) {
  const byPath = new Map(table.map((r) => [r.path, r]));
  const patterns = table.filter((r) => r.path.includes(':'));
  return (pathname: string): R | undefined => byPath.get(pathname) ?? patterns.find((r) => matchPath(r.path, pathname));
}

export const routeByPath = routeFinder(consoleRoutes);

/** A route and its parents, the route first. */
export function lineageOf(route: ConsoleRoute, find = routeByPath): ConsoleRoute[] {
  const line: ConsoleRoute[] = [];
  for (let r: ConsoleRoute | undefined = route; r; r = r.parent ? find(r.parent) : undefined) line.push(r);
  return line;
}

/** Whether a user holding these authorities may open the route (any of its authorities; none means anyone). */
export const canOpen = (route: { authorities?: readonly string[] }, authorities: readonly string[]) =>
  !route.authorities?.length || hasAnyAuthority(authorities, route.authorities);

/** The applications (menu groups) a user may open, each with the pages of its menu they may open. */
export function applicationsFor(authorities: readonly string[]) {
  return (Object.keys(menuGroups) as AppKey[])
    .map((key) => ({ key, ...menuGroups[key], pages: consoleRoutes.filter((r) => r.group === key && r.menu && canOpen(r, authorities)) }))
    .filter((app) => app.pages.length > 0);
}

/** Header style by path (spec §2): 1 transparent over the portal, 2 the workbench's, 3 the console's. */
export type NavType = 1 | 2 | 3;
export function navTypeOf(path: string): NavType {
  if (/^\/(propaganda|news|help)(\/|$)/.test(path)) return 1;
  if (/^\/(home|app-detail|notification-core\/index)(\/|$)/.test(path)) return 2;
  return 3;
}
