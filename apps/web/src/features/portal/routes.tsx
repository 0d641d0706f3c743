import { LANDING_PATH, READ_NOTICE_PATH } from '../../lib/paths';
import type { PageRoute } from '../../lib/route-table';

/** The portal's pages: open to anyone. */
export const portalRoutes: PageRoute[] = [
  { path: READ_NOTICE_PATH, titleKey: 'portal:readNotice.title', load: () => import('./pages/read-notice-page') },
  { path: LANDING_PATH, titleKey: 'portal:landing.title', load: () => import('./pages/landing-page') },
];
