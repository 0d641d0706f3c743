import { HomeOutlined } from '@ant-design/icons';
import { HOME_PATH } from '../../lib/paths';
import type { ConsoleRoute } from '../../lib/route-table';
import { APP_DETAIL_PATH } from './paths';

/** The workbench and its applications' pages. */
export const homeRoutes: ConsoleRoute[] = [
  {
    path: HOME_PATH,
    titleKey: 'layout:menu.home',
    icon: <HomeOutlined />,
    menu: true,
    affix: true,
    load: () => import('./pages/home-page'),
  },
  {
    path: APP_DETAIL_PATH,
    titleKey: 'home:appDetail',
    menu: false,
    parent: HOME_PATH,
    noCache: true,
    load: () => import('./pages/app-detail-page'),
  },
];
