import { moduleOf } from '../../http/module';
import { bannerRoutes } from './banner.routes';
import { portalCategoryRoutes } from './portal-category.routes';
import { downloadRoutes } from './download.routes';
import { newsRoutes } from './news.routes';
import type { PortalDeps } from './portal.deps';

/**
 * The portal's content: the landing page's banners, news and the public download centre, written by the platform's
 * operators (and an institution's news and downloads by the institution, for its own candidates).
 */
export type { PortalDeps } from './portal.deps';
export const portalModule = moduleOf<PortalDeps>(bannerRoutes, portalCategoryRoutes, newsRoutes, downloadRoutes);
