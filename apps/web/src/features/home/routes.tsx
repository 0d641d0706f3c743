import { AppstoreAddOutlined, HomeOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import { HOME_PATH } from '../../lib/paths';
import type { ConsoleRoute } from '../../lib/route-table';
import { APP_DETAIL_PATH, APPLICATIONS_PATH } from './paths';

/** The workbench, its applications' pages, and the operator's register of applications. */
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
  {
    path: APPLICATIONS_PATH,
    titleKey: 'portal:workstage.editor.title',
    icon: <AppstoreAddOutlined />,
    menu: true,
    group: 'platform',
    authorities: [Authority.operator],
    load: () => import('./pages/application-page'),
  },
];
