import { BellOutlined } from '@ant-design/icons';
import { NOTICE_DETAIL_PATH, NOTICES_PATH } from '../../lib/paths';
import type { ConsoleRoute } from '../../lib/route-table';

/** The message centre (spec §2 /notification-core). */
export const noticeRoutes: ConsoleRoute[] = [
  { path: NOTICES_PATH, titleKey: 'notice:title', icon: <BellOutlined />, menu: true, load: () => import('./pages/notice-list-page') },
  {
    path: NOTICE_DETAIL_PATH,
    titleKey: 'notice:detail',
    menu: false,
    parent: NOTICES_PATH,
    noCache: true,
    load: () => import('./pages/notice-detail-page'),
  },
];
