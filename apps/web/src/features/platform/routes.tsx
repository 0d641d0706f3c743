import { PictureOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../lib/route-table';
import { BANNERS_PATH } from './paths';

/** The platform operator's console section (menu group "platform"): what they write for the whole portal. */
const operator: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'platform', authorities: [Authority.operator] };

export const platformRoutes: ConsoleRoute[] = [
  {
    ...operator,
    path: BANNERS_PATH,
    titleKey: 'portal:banner.title',
    icon: <PictureOutlined />,
    load: () => import('./pages/banner-page'),
  },
  // new:module adds routes above this line
];
