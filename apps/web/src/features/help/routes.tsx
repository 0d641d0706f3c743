import { FileTextOutlined, MenuOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute, PageRoute } from '../../lib/route-table';
import { HELP_ARTICLES_PATH, HELP_INDEX_PATH, HELP_MENUS_PATH, HELP_PATH, HELP_SEARCH_PATH } from './paths';

/** The help centre's public pages (spec §2): open to anyone. */
export const helpPublicRoutes: PageRoute[] = [
  { path: HELP_PATH, titleKey: 'portal:help.title', load: () => import('./pages/help-page') },
  { path: HELP_INDEX_PATH, titleKey: 'portal:help.title', load: () => import('./pages/help-page') },
  { path: HELP_SEARCH_PATH, titleKey: 'portal:help.searchTitle', load: () => import('./pages/help-search-page') },
];

/** The platform operator's editors, in the console's platform section. */
const operator: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'platform', authorities: [Authority.operator] };

export const helpRoutes: ConsoleRoute[] = [
  {
    ...operator,
    path: HELP_MENUS_PATH,
    titleKey: 'platform:help.menus',
    icon: <MenuOutlined />,
    load: () => import('./pages/help-menu-page'),
  },
  {
    ...operator,
    path: HELP_ARTICLES_PATH,
    titleKey: 'platform:help.articles',
    icon: <FileTextOutlined />,
    load: () => import('./pages/help-article-page'),
  },
];
