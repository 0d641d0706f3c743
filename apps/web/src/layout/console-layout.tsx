import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { MIN_PAGE_WIDTH_PX } from '@cloud-exam/contract/constants';
import { Button, Drawer, Layout, Menu, Spin, theme } from 'antd';
import { Activity, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useMatches } from 'react-router';
import { UNAUTHORIZED_PATH } from '../lib/paths';
import { type ConsoleRoute, canOpen, lineageOf, navTypeOf, type RouteHandle, useRouteTable } from '../lib/route-table';
import { useCurrentUser } from '../auth/current-user';
import { AppHeader } from './app-header';
import { Breadcrumbs } from './breadcrumbs';
import { PageBoundary } from './page-boundary';
import { renderPage } from './page-components';
import { TagsView } from './tags-view';
import { pathnameOf, useVisitedViews, visitView } from './tags-view-store';
import { ViewLocation } from '../components/view-location';
import { ToolStrip } from './tool-strip';
import { useMobile } from './use-mobile';

const COLLAPSED_KEY = 'sidebarCollapsed';

/**
 * The signed-in console: header, sidebar from the route table (a drawer below 992 px, its collapse remembered),
 * the tags view of open pages and the breadcrumb. The layout renders the pages itself: every open page stays
 * mounted but hidden (React's Activity), so it keeps its state when the user comes back to it; a tag's refresh
 * mounts it anew, and noCache pages start afresh each time. After a reload the restored tags' pages mount as each is
 * first shown. A page that fails shows the error page in its place, inside the shell.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const views = useVisitedViews();
  const mobile = useMobile();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const [shownGroup, setShownGroup] = useState<string>();
  const table = useRouteTable();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const route = table.find(location.pathname);
  const viewPath = location.pathname + location.search;
  const allowed = canOpen(handle ?? {}, user.authorities);

  useEffect(() => {
    const open = (r: ConsoleRoute, path = r.path) =>
      visitView({ path, route: r.path, titleKey: r.titleKey, affix: !!r.affix, noCache: !!r.noCache });
    for (const r of table.routes) if (r.affix) open(r);
    if (route && allowed) open(route, viewPath);
  }, [table, route, viewPath, allowed]);

  // The current page's group opens however the page was reached (the menu, a workbench card, a link), so its item shows selected.
  const groupKey = route?.group && table.groups[route.group]?.path;
  if (shownGroup !== groupKey) {
    setShownGroup(groupKey);
    if (groupKey && !openKeys.includes(groupKey)) setOpenKeys([...openKeys, groupKey]);
  }

  // Tags restored after a reload mount their page when first shown, not all at once behind the one in view.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  if (!opened.has(location.pathname)) setOpened(new Set([...opened, location.pathname]));

  if (!allowed) return <Navigate to={UNAUTHORIZED_PATH} replace />;

  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  // One list, one key per page: a page moving between shown and hidden, or changing its query, keeps its state.
  const shown = (path: string) => pathnameOf(path) === location.pathname;
  const mounted: { path: string; route: string; refreshes: number }[] = views.filter(
    (v) => shown(v.path) || (!v.noCache && opened.has(pathnameOf(v.path))),
  );
  if (route && !mounted.some((v) => shown(v.path))) mounted.push({ path: viewPath, route: route.path, refreshes: 0 });

  const allowedMenu = table.routes.filter((r) => r.menu && canOpen(r, user.authorities));
  const itemOf = (r: ConsoleRoute) => ({ key: r.path, icon: r.icon, label: <Link to={r.path}>{t(r.titleKey)}</Link> });
  const menuItems = [
    ...allowedMenu.filter((r) => !r.group).map(itemOf),
    ...Object.entries(table.groups).flatMap(([key, g]) => {
      const children = allowedMenu.filter((r) => r.group === key).map(itemOf);
      return children.length ? [{ key: g.path, icon: g.icon, label: t(g.titleKey), children }] : [];
    }),
  ];
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[(route && lineageOf(route, table.find).find((r) => r.menu)?.path) ?? location.pathname]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      items={menuItems}
      style={{ borderInlineEnd: 0 }}
      onClick={() => setDrawerOpen(false)}
    />
  );

  return (
    <Layout style={{ height: '100vh', overflow: 'hidden', minWidth: mobile ? undefined : MIN_PAGE_WIDTH_PX }}>
      <AppHeader navType={navTypeOf(location.pathname)} />
      <Layout style={{ minHeight: 0, overflow: 'hidden' }}>
        {mobile ? (
          <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={240} styles={{ body: { padding: 0 } }}>
            {menu}
          </Drawer>
        ) : (
          <Layout.Sider
            collapsible
            collapsed={collapsed}
            trigger={null}
            width={220}
            theme="light"
            data-testid="sidebar"
            data-collapsed={collapsed ? '1' : '0'}
            style={{ borderRight: `1px solid ${token.colorBorderSecondary}`, overflow: 'auto' }}
          >
            {menu}
          </Layout.Sider>
        )}
        {/* A column: the tags bar on top, the page scroller taking the rest, so nothing overflows the fixed-height shell. */}
        <Layout.Content style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <div style={{ display: 'flex', flexShrink: 0, alignItems: 'center', background: token.colorBgContainer, zIndex: 99 }}>
            <Button
              type="text"
              icon={mobile || collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={mobile ? () => setDrawerOpen(true) : toggle}
              aria-label={t(mobile || collapsed ? 'layout:sider.expand' : 'layout:sider.collapse')}
              style={{ marginInlineStart: 8 }}
            />
            <div style={{ flex: 1, minWidth: 0 }}>
              <TagsView />
            </div>
          </div>
          {/* The page scrolls here, under the fixed header and tags view; menus opened from them stay put. */}
          <div ref={setScroller} data-testid="page-scroller" style={{ flex: 1, overflow: 'auto', padding: 24 }}>
            {route && <Breadcrumbs route={route} pathname={location.pathname} />}
            <Suspense fallback={<Spin />}>
              {mounted.map((view) => (
                <Activity key={`${pathnameOf(view.path)}#${view.refreshes}`} mode={shown(view.path) ? 'visible' : 'hidden'}>
                  <PageBoundary visit={shown(view.path) ? location.key : undefined}>
                    <ViewLocation value={{ path: shown(view.path) ? viewPath : view.path, route: view.route }}>
                      {renderPage(table, view.route)}
                    </ViewLocation>
                  </PageBoundary>
                </Activity>
              ))}
            </Suspense>
          </div>
        </Layout.Content>
      </Layout>
      <ToolStrip scrollTarget={scroller} />
    </Layout>
  );
}
