import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { HOME_PATH } from '../lib/paths';
import { type ConsoleRoute, lineageOf, type RouteTable, useRouteTable } from '../lib/route-table';
import { paramsOf } from '../components/view-location';

/**
 * Home first unless the page is home, then the page's parents and the page, each with its address: a parent's
 * parameters are filled from the page's.
 */
export function breadcrumbTrail(route: ConsoleRoute, pathname: string, find: RouteTable['find']) {
  const params = paramsOf(route.path, pathname);
  const trail = lineageOf(route, find).reverse();
  const home = find(HOME_PATH);
  if (home && trail[0]?.path !== HOME_PATH) trail.unshift(home);
  return trail.map((r) => ({ route: r, path: generatePath(r.path, params) }));
}

/** The breadcrumb of the page at this pathname; the last item is not a link (spec §2). */
export function Breadcrumbs({ route, pathname }: { route: ConsoleRoute; pathname: string }) {
  const { t } = useTranslation();
  const trail = breadcrumbTrail(route, pathname, useRouteTable().find);
  return (
    <Breadcrumb
      style={{ marginBottom: 16 }}
      items={trail.map(({ route: r, path }, i) => ({
        key: path,
        title: i === trail.length - 1 ? t(r.titleKey) : <Link to={path}>{t(r.titleKey)}</Link>,
      }))}
    />
  );
}
