import {
  BellOutlined,
  DownOutlined,
  HomeOutlined,
  IdcardOutlined,
  LogoutOutlined,
  MailOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { SCROLL_THRESHOLD_PX } from '@cloud-exam/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Badge, Button, Dropdown, Space, Tooltip, Typography, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { NavType } from '../lib/route-table';
import { getToken } from '../auth/session';
import { currentUserQuery } from '../auth/session-api';
import { useSignOut } from '../auth/use-sign-out';
import { LanguageSwitch } from '../components/language-switch';
import logo from '../components/logo.svg';
import { brandQuery, myInvitationsQuery, unreadNoticesQuery } from './portal-api';
import { useRoleName } from '../components/role-name';
import { HOME_PATH, LANDING_PATH, LOGIN_PATH, NOTICES_PATH, PERSONAL_PATH } from '../lib/paths';

/** The switch dialogs are fetched when one is first opened. */
const SwitchInstitution = lazy(() => import('./switch-institution').then((m) => ({ default: m.SwitchInstitution })));
const SwitchRole = lazy(() => import('./switch-role').then((m) => ({ default: m.SwitchRole })));

/** How far the page has scrolled, as 0..1 of the fade-in distance. */
function useScrollFade(enabled: boolean) {
  const [fade, setFade] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => setFade(Math.min(1, window.scrollY / SCROLL_THRESHOLD_PX));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return enabled ? fade : 1;
}

/**
 * The header of spec §2: institution logo and platform name; for a signed-in user the bell, the initial, the role
 * names and the user menu; otherwise a sign-in button. Type 1 is transparent over the portal and fades in over the
 * first 400 px of scroll, type 2 is the workbench's, type 3 the console's.
 */
export function AppHeader({ navType }: { navType: NavType }) {
  const { t } = useTranslation(['layout', 'common']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const signedIn = !!getToken();
  const user = useQuery({ ...currentUserQuery, enabled: signedIn }).data;
  const brand = useQuery(brandQuery(user?.officeid)).data;
  const unread = useQuery({ ...unreadNoticesQuery, enabled: !!user }).data?.unread ?? 0;
  const invited = useQuery({ ...myInvitationsQuery, enabled: !!user }).data?.length ?? 0;
  const [switching, switchTo] = useState<'office' | 'role' | null>(null);
  const [opened, setOpened] = useState({ office: false, role: false });
  const setSwitching = (which: 'office' | 'role' | null) => {
    if (which) setOpened((o) => ({ ...o, [which]: true }));
    switchTo(which);
  };
  const fade = useScrollFade(navType === 1);

  const light = navType === 2 || (navType === 1 && fade < 0.5);
  const background =
    navType === 1
      ? `rgba(255,255,255,${fade})`
      : navType === 2
        ? `linear-gradient(90deg, ${token.colorPrimary}, #1656c9)`
        : token.colorBgContainer;
  const text = light ? '#fff' : token.colorText;
  const roleName = useRoleName();
  const roles = (user?.roleName ?? []).map(roleName);

  return (
    <header
      data-nav-type={navType}
      style={{
        position: navType === 1 ? 'fixed' : 'sticky',
        top: 0,
        insetInline: 0,
        zIndex: 100,
        height: 64,
        // Never squeezed by a tall page below it in the shell's column.
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        paddingInline: 24,
        background,
        color: text,
        boxShadow: navType === 1 && fade < 1 ? 'none' : `0 1px 4px rgba(0,21,41,${navType === 1 ? 0.08 * fade : 0.08})`,
        transition: 'background-color .2s',
      }}
    >
      <Link to={user ? HOME_PATH : LANDING_PATH} style={{ display: 'flex', alignItems: 'center', gap: 10, color: text }}>
        <img
          src={brand?.logo || logo}
          alt=""
          height={32}
          style={{ width: 'auto', maxWidth: 160, objectFit: 'contain', borderRadius: 8, background: '#fff' }}
        />
        <span style={{ fontSize: 18, fontWeight: 600 }}>{brand?.platformName || t('common:appTitle')}</span>
      </Link>
      {user && navType === 3 && <Typography.Text type="secondary">{user.officename}</Typography.Text>}
      <Space style={{ marginLeft: 'auto' }} size="middle">
        <LanguageSwitch light={light} />
        {user ? (
          <>
            <Tooltip title={t('user.notices')}>
              <Link
                to={NOTICES_PATH}
                // The name holds the count the badge shows (WCAG 2.5.3: the name contains the visible text).
                aria-label={unread ? t('common:withCount', { label: t('user.notices'), count: unread }) : t('user.notices')}
                style={{ color: text, display: 'inline-flex' }}
              >
                <Badge count={unread} size="small" overflowCount={99}>
                  <BellOutlined style={{ fontSize: 18, color: text }} />
                </Badge>
              </Link>
            </Tooltip>
            {invited > 0 && (
              <Tooltip title={t('user.invitations')}>
                <Button
                  type="text"
                  aria-label={t('common:withCount', { label: t('user.invitations'), count: invited })}
                  data-testid="invitations"
                  onClick={() => setSwitching('office')}
                  style={{ color: text, paddingInline: 4 }}
                >
                  <Badge count={invited} size="small">
                    <MailOutlined style={{ fontSize: 18, color: text }} />
                  </Badge>
                </Button>
              </Tooltip>
            )}
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'switch',
                    icon: <SwapOutlined />,
                    label: (
                      <Badge count={invited} size="small" offset={[8, 0]}>
                        {t('user.switch')}
                      </Badge>
                    ),
                  },
                  ...(user.roles.length > 1 ? [{ key: 'role', icon: <IdcardOutlined />, label: t('user.switchRole') }] : []),
                  { key: 'personal', icon: <UserOutlined />, label: t('user.personal') },
                  { key: 'home', icon: <HomeOutlined />, label: t('user.platformHome') },
                  { type: 'divider' },
                  { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout') },
                ],
                onClick: ({ key }) => {
                  if (key === 'switch') setSwitching('office');
                  if (key === 'role') setSwitching('role');
                  if (key === 'personal') navigate(PERSONAL_PATH);
                  if (key === 'home') navigate(LANDING_PATH);
                  if (key === 'logout') void signOut();
                },
              }}
            >
              <Button type="text" data-testid="user-menu" style={{ color: text, height: 48 }}>
                <Space>
                  <Avatar src={user.profilephoto || undefined} style={{ background: light ? 'rgba(255,255,255,.25)' : token.colorPrimary }}>
                    {user.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  {/* To the left, so it never covers the first item of the menu that opens below. */}
                  <Tooltip title={roles.join('、')} placement="left">
                    <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.3, textAlign: 'left' }}>
                      <span data-testid="user-name">{user.name}</span>
                      {roles.length > 0 && <span style={{ fontSize: 12, opacity: 0.75 }}>{roles.slice(0, 2).join(' | ')}</span>}
                    </span>
                  </Tooltip>
                  <DownOutlined style={{ fontSize: 10 }} />
                </Space>
              </Button>
            </Dropdown>
            {/* Mounted from the first opening on, so that each dialog closes with its animation. */}
            {opened.office && (
              <Suspense>
                <SwitchInstitution userId={user.userid} open={switching === 'office'} onClose={() => setSwitching(null)} />
              </Suspense>
            )}
            {opened.role && (
              <Suspense>
                <SwitchRole user={user} open={switching === 'role'} onClose={() => setSwitching(null)} />
              </Suspense>
            )}
          </>
        ) : (
          <Button type={light ? 'default' : 'primary'} ghost={light} onClick={() => navigate(LOGIN_PATH)}>
            {t('user.login')}
          </Button>
        )}
      </Space>
    </header>
  );
}
