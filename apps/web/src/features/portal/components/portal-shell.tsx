import { MIN_PAGE_WIDTH_NAV1_PX } from '@cloud-exam/contract/constants';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AppHeader } from '../../../layout/app-header';
import { ToolStrip } from '../../../layout/tool-strip';
import { LANDING_PATH } from '../../../lib/paths';
import { navTypeOf } from '../../../lib/route-table';
import { NEWS_PATH, PUBLIC_DOWNLOADS_PATH } from '../paths';

const LINKS = [
  { to: LANDING_PATH, key: 'shell.home' },
  { to: NEWS_PATH, key: 'news.title' },
  { to: PUBLIC_DOWNLOADS_PATH, key: 'downloads.title' },
] as const;

/**
 * A public page of the portal: the header of its path (transparent over the band on /news, fading in over the first
 * 400 px), a blue band with the page's title and the portal's links, the page, the footer and the tool strip.
 */
export function PortalShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['portal', 'common']);
  const { pathname } = useLocation();
  const navType = navTypeOf(pathname);
  return (
    <div style={{ minWidth: MIN_PAGE_WIDTH_NAV1_PX, minHeight: '100vh', background: '#f6f9ff', display: 'flex', flexDirection: 'column' }}>
      <AppHeader navType={navType} />
      <section
        style={{
          padding: navType === 1 ? '112px 10% 40px' : '40px 10%',
          color: '#fff',
          background: 'linear-gradient(135deg, #2980FF 0%, #0f3f9e 100%)',
        }}
      >
        <Typography.Title level={1} style={{ color: '#fff', margin: 0, fontSize: 34 }}>
          {title}
        </Typography.Title>
        <nav aria-label={t('shell.nav')} style={{ display: 'flex', gap: 24, marginTop: 16 }}>
          {LINKS.map((l) => (
            <Link key={l.to} to={l.to} style={{ color: '#fff', fontWeight: pathname.startsWith(l.to) ? 600 : 400 }}>
              {t(l.key)}
            </Link>
          ))}
        </nav>
      </section>
      <main style={{ flex: 1, padding: '32px 10%' }}>{children}</main>
      <footer style={{ padding: '32px 10%', color: '#5d6676', textAlign: 'center' }}>
        © {new Date().getFullYear()} {t('common:appTitle')}
      </footer>
      <ToolStrip />
    </div>
  );
}
