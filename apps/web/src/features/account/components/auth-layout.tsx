import { MIN_PAGE_WIDTH_NAV1_PX } from '@cloud-exam/contract/constants';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The line under the card: a question and the link that answers it. */
export type AuthFooter = { prompt: string; to: string; label: string };
import { LanguageSwitch } from '../../../components/language-switch';
import logo from '../../../components/logo.svg';
import { LANDING_PATH } from '../../../lib/paths';

/** The frame of sign-in, registration and password reset: the platform on the left, the form on the right. */
export function AuthLayout({ title, children, footer }: { title: string; children: ReactNode; footer: AuthFooter }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <div style={{ minHeight: '100vh', minWidth: MIN_PAGE_WIDTH_NAV1_PX, display: 'flex', background: '#f4f7fc' }}>
      <section
        style={{
          flex: '1 1 50%',
          background: 'linear-gradient(135deg, #2980FF 0%, #1656c9 100%)',
          color: '#fff',
          padding: '48px 64px',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <Link to={LANDING_PATH} style={{ display: 'flex', alignItems: 'center', gap: 12, color: '#fff' }}>
          <img src={logo} alt="" width={40} height={40} style={{ borderRadius: 10, background: '#fff' }} />
          <span style={{ fontSize: 24, fontWeight: 600 }}>{t('common:appTitle')}</span>
        </Link>
        <div>
          <h1 style={{ fontSize: 32, lineHeight: 1.3, margin: '0 0 24px', color: '#fff' }}>{t('login.tagline')}</h1>
          <ul style={{ fontSize: 16, lineHeight: 2.2, paddingLeft: 20, margin: 0, opacity: 0.92 }}>
            <li>{t('login.feature1')}</li>
            <li>{t('login.feature2')}</li>
            <li>{t('login.feature3')}</li>
          </ul>
        </div>
        <span style={{ opacity: 0.7 }}>
          © {new Date().getFullYear()} {t('common:appTitle')}
        </span>
      </section>
      <section
        style={{
          flex: '1 1 50%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          position: 'relative',
          padding: 24,
        }}
      >
        <div style={{ position: 'absolute', top: 16, right: 24 }}>
          <LanguageSwitch />
        </div>
        <Card style={{ width: 420, maxWidth: '100%', boxShadow: '0 8px 32px rgba(41,128,255,0.12)' }}>
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 24 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
        <div style={{ marginTop: 16 }}>
          {footer.prompt} <Link to={footer.to}>{footer.label}</Link>
        </div>
      </section>
    </div>
  );
}
