import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ConsoleRoute, HOME_PATH, routeByPath } from '../app/routes';

/** Home first unless the page is home, then the page's parents; the last item is not a link (spec §2). */
export function Breadcrumbs({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const trail: ConsoleRoute[] = [];
  for (let r: ConsoleRoute | undefined = route; r; r = r.parent ? routeByPath(r.parent) : undefined) trail.unshift(r);
  const home = routeByPath(HOME_PATH);
  if (home && trail[0]?.path !== HOME_PATH) trail.unshift(home);
  return (
    <Breadcrumb
      style={{ marginBottom: 16 }}
      items={trail.map((r, i) => ({
        key: r.path,
        title: i === trail.length - 1 ? t(r.titleKey) : <Link to={r.path}>{t(r.titleKey)}</Link>,
      }))}
    />
  );
}
