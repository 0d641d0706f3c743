import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  GlobalOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { type ConsoleRoute, type MenuGroup, type PageRoute, type Redirect, routeTable } from '../lib/route-table';
import { accountRoutes } from '../features/account/routes';
import { bankRoutes } from '../features/bank/routes';
import { downloadRoutes } from '../features/download/routes';
import { errorRoutes } from '../features/errors/routes';
import { examRedirects, examRoutes } from '../features/exam/routes';
import { helpPublicRoutes, helpRoutes } from '../features/help/routes';
import { homeRoutes } from '../features/home/routes';
import { noticeRoutes } from '../features/notice/routes';
import { orgRoutes } from '../features/org/routes';
import { paperRoutes } from '../features/paper/routes';
import { personalRoutes } from '../features/personal/routes';
import { platformRoutes } from '../features/platform/routes';
import { portalRoutes } from '../features/portal/routes';
import { serviceRoutes } from '../features/service/routes';

/**
 * The one route table, put together from the features' own lists (each feature's routes.tsx): it drives the router,
 * the sidebar menu, the breadcrumb, the tags view, the page title and the authority filter. Pages are loaded when
 * first visited. Only main.tsx's router and shell read it; the shell hands it on through RouteTableContext.
 */

/** Sidebar submenus, which the workbench lists as applications; a group's path redirects to its first page. */
export const menuGroups = {
  sys: { path: '/sys', titleKey: 'org:title', descriptionKey: 'org:description', icon: <SettingOutlined /> },
  bank: { path: '/bank', titleKey: 'bank:title', descriptionKey: 'bank:description', icon: <AppstoreOutlined /> },
  exam: { path: '/examination', titleKey: 'exam:title', descriptionKey: 'exam:description', icon: <ScheduleOutlined /> },
  platform: { path: '/platform', titleKey: 'platform:title', descriptionKey: 'platform:description', icon: <GlobalOutlined /> },
  service: {
    path: '/service',
    titleKey: 'portal:service.menu',
    descriptionKey: 'portal:service.menuDescription',
    icon: <CustomerServiceOutlined />,
  },
  portalContent: {
    path: '/portal-content',
    titleKey: 'platform:content.title',
    descriptionKey: 'platform:content.description',
    icon: <ReadOutlined />,
  },
  // new:module adds menu groups above this line
} satisfies Record<string, MenuGroup>;

/** Pages anyone may open, signed in or not. */
export const publicRoutes: PageRoute[] = [...accountRoutes, ...portalRoutes, ...helpPublicRoutes, ...errorRoutes];

/** Pages of the signed-in console, in the order of the sidebar. */
export const consoleRoutes: ConsoleRoute[] = [
  ...homeRoutes,
  ...noticeRoutes,
  ...downloadRoutes,
  ...personalRoutes,
  // Organisation and system settings (/sys)
  ...orgRoutes,
  ...bankRoutes,
  ...paperRoutes,
  ...examRoutes,
  // The platform operator's section (/platform)
  ...platformRoutes,
  ...serviceRoutes,
  ...helpRoutes,
  // new:module adds route lists above this line
];

/** Addresses that only lead to a page elsewhere. */
export const redirects: Redirect[] = [...examRedirects];

export const consoleTable = routeTable(consoleRoutes, menuGroups);
