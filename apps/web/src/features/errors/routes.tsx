import { NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '../../lib/paths';
import type { PageRoute } from '../../lib/route-table';

const notFound = () => import('./pages/not-found-page');
const unauthorized = () => import('./pages/unauthorized-page');

/** The error pages, also under the /error group (spec §2): open to anyone. */
export const errorRoutes: PageRoute[] = [
  { path: NOT_FOUND_PATH, titleKey: 'common:notFound.title', load: notFound },
  { path: UNAUTHORIZED_PATH, titleKey: 'common:unauthorized.title', load: unauthorized },
  { path: `/error${NOT_FOUND_PATH}`, titleKey: 'common:notFound.title', load: notFound },
  { path: `/error${UNAUTHORIZED_PATH}`, titleKey: 'common:unauthorized.title', load: unauthorized },
];
