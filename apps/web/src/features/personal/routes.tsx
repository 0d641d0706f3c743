import { UserOutlined } from '@ant-design/icons';
import { PERSONAL_PATH } from '../../lib/paths';
import type { ConsoleRoute } from '../../lib/route-table';

/** The personal centre, reached from the user menu. */
export const personalRoutes: ConsoleRoute[] = [
  { path: PERSONAL_PATH, titleKey: 'personal:title', icon: <UserOutlined />, menu: false, load: () => import('./pages/personal-page') },
];
