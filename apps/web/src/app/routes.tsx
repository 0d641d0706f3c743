import { HomeOutlined } from '@ant-design/icons';
import type { AuthorityName } from '@cloud-exam/contract/authorities';
import type { ComponentType, ReactNode } from 'react';

/**
 * The one route table: it drives the router, the sidebar menu, the page title and the authority filter.
 * Pages are loaded when first visited.
 */
export type PageRoute = {
  path: string;
  /** i18n key 'namespace:key' of the page title and menu label. */
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
};

export type ConsoleRoute = PageRoute & {
  icon?: ReactNode;
  /** Any of these is needed; none means any signed-in user. */
  authorities?: AuthorityName[];
  /** Listed in the sidebar; hidden pages are reached by links only. */
  menu: boolean;
};

export const publicRoutes: PageRoute[] = [
  { path: '/login', titleKey: 'account:login.title', load: () => import('../features/account/pages/login-page') },
  { path: '/register', titleKey: 'account:register.title', load: () => import('../features/account/pages/register-page') },
  { path: '/forget', titleKey: 'account:forget.title', load: () => import('../features/account/pages/forget-page') },
  { path: '/404', titleKey: 'common:notFound.title', load: () => import('../features/errors/pages/not-found-page') },
  { path: '/401', titleKey: 'common:unauthorized.title', load: () => import('../features/errors/pages/unauthorized-page') },
];

export const consoleRoutes: ConsoleRoute[] = [
  {
    path: '/home',
    titleKey: 'layout:menu.home',
    icon: <HomeOutlined />,
    menu: true,
    load: () => import('../features/home/pages/home-page'),
  },
];

export const HOME_PATH = '/home';
