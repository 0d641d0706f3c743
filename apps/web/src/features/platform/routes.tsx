import { CloudDownloadOutlined, PictureOutlined, ReadOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../lib/route-table';
import { BANNERS_PATH, INSTITUTION_DOWNLOADS_PATH, INSTITUTION_NEWS_PATH, PLATFORM_DOWNLOADS_PATH, PLATFORM_NEWS_PATH } from './paths';

/** The platform operator's console section (menu group "platform"): what they write for the whole portal. */
const operator: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: 'platform', authorities: [Authority.operator] };
/** An institution's own news and downloads for its candidates (menu group "portalContent", gl_pt): the same pages. */
const institution: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = {
  menu: true,
  group: 'portalContent',
  authorities: [Authority.portal],
};

const newsPage = () => import('./pages/news-page');
const downloadsPage = () => import('./pages/downloads-page');

export const platformRoutes: ConsoleRoute[] = [
  {
    ...operator,
    path: BANNERS_PATH,
    titleKey: 'portal:banner.title',
    icon: <PictureOutlined />,
    load: () => import('./pages/banner-page'),
  },
  { ...operator, path: PLATFORM_NEWS_PATH, titleKey: 'portal:news.manage', icon: <ReadOutlined />, load: newsPage },
  { ...operator, path: PLATFORM_DOWNLOADS_PATH, titleKey: 'portal:downloads.manage', icon: <CloudDownloadOutlined />, load: downloadsPage },
  { ...institution, path: INSTITUTION_NEWS_PATH, titleKey: 'portal:news.manage', icon: <ReadOutlined />, load: newsPage },
  {
    ...institution,
    path: INSTITUTION_DOWNLOADS_PATH,
    titleKey: 'portal:downloads.manage',
    icon: <CloudDownloadOutlined />,
    load: downloadsPage,
  },
  // new:module adds routes above this line
];
