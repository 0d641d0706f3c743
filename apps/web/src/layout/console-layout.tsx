import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { MIN_PAGE_WIDTH_PX } from '@cloud-exam/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Layout, Menu, Space, Spin, Tooltip, Typography, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import type { RouteHandle } from '../app/router';
import { consoleRoutes } from '../app/routes';
import { useCurrentUser } from '../auth/current-user';
import { clearSession } from '../auth/session';
import { revokeToken } from '../auth/session-api';
import { LanguageSwitch } from '../components/language-switch';
import logo from '../components/logo.svg';

const COLLAPSED_KEY = 'sidebarCollapsed';

/** The signed-in console: header with platform and user, sidebar from the route table, the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [signingOut, setSigningOut] = useState(false);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;

  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  const signOut = async () => {
    setSigningOut(true);
    await revokeToken().catch(() => undefined);
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  if (handle?.authorities?.length && !hasAnyAuthority(user.authorities, handle.authorities)) return <Navigate to="/401" replace />;

  const menuItems = consoleRoutes
    .filter((r) => r.menu && (!r.authorities?.length || hasAnyAuthority(user.authorities, r.authorities)))
    .map((r) => ({ key: r.path, icon: r.icon, label: <Link to={r.path}>{t(r.titleKey)}</Link> }));
  const roles = user.roleName;

  return (
    <Layout style={{ minHeight: '100vh', minWidth: MIN_PAGE_WIDTH_PX }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          paddingInline: 20,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link to="/home" style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <img src={logo} alt="" width={32} height={32} />
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t('appTitle')}
          </Typography.Text>
        </Link>
        <Typography.Text type="secondary">{user.officename}</Typography.Text>
        <Space style={{ marginLeft: 'auto' }} size="middle">
          <LanguageSwitch />
          <Tooltip title={roles.join('、')}>
            <Space>
              <Avatar style={{ background: token.colorPrimary }}>{user.name.slice(0, 1).toUpperCase()}</Avatar>
              <span data-testid="user-name">{user.name}</span>
              {roles.length > 0 && <Typography.Text type="secondary">{roles.slice(0, 2).join(' | ')}</Typography.Text>}
            </Space>
          </Tooltip>
          <Button icon={<LogoutOutlined />} loading={signingOut} onClick={signOut}>
            {t('layout:user.logout')}
          </Button>
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={220}
          theme="light"
          style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Menu mode="inline" selectedKeys={[location.pathname]} items={menuItems} style={{ borderInlineEnd: 0 }} />
          <Button
            type="text"
            block
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
            aria-label={t(collapsed ? 'layout:sider.expand' : 'layout:sider.collapse')}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
