import { LANDING_PATH, READ_NOTICE_PATH } from '../../lib/paths';
import type { PageRoute } from '../../lib/route-table';
import { NEWS_DETAIL_PATH, NEWS_INDEX_PATH, NEWS_PATH, PUBLIC_DOWNLOADS_PATH } from './paths';

/** The portal's pages: open to anyone. */
export const portalRoutes: PageRoute[] = [
  { path: READ_NOTICE_PATH, titleKey: 'portal:readNotice.title', load: () => import('./pages/read-notice-page') },
  { path: LANDING_PATH, titleKey: 'portal:landing.title', load: () => import('./pages/landing-page') },
  { path: NEWS_PATH, titleKey: 'portal:news.title', load: () => import('./pages/news-list-page') },
  { path: NEWS_INDEX_PATH, titleKey: 'portal:news.title', load: () => import('./pages/news-list-page') },
  { path: NEWS_DETAIL_PATH, titleKey: 'portal:news.detail', load: () => import('./pages/news-detail-page') },
  { path: PUBLIC_DOWNLOADS_PATH, titleKey: 'portal:downloads.title', load: () => import('./pages/download-center-page') },
];
