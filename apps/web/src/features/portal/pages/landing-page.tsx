import {
  BarChartOutlined,
  FileTextOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  VideoCameraOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { MIN_PAGE_WIDTH_NAV1_PX } from '@cloud-exam/contract/constants';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getToken } from '../../../auth/session';
import { AppHeader } from '../../../layout/app-header';
import { ToolStrip } from '../../../layout/tool-strip';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '../../../lib/paths';
import { BannerCarousel } from '../components/banner-carousel';
import { LatestNews } from '../components/latest-news';

const FEATURES = [
  { key: 'exams', icon: <FileTextOutlined /> },
  { key: 'candidates', icon: <TeamOutlined /> },
  { key: 'proctoring', icon: <VideoCameraOutlined /> },
  { key: 'marking', icon: <BarChartOutlined /> },
  { key: 'enrolment', icon: <WalletOutlined /> },
  { key: 'certificates', icon: <SafetyCertificateOutlined /> },
] as const;

/** The public landing page (/propaganda): the platform's banners, what it does, the way in and its latest news. */
export default function LandingPage() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const signedIn = !!getToken();
  return (
    <div style={{ minWidth: MIN_PAGE_WIDTH_NAV1_PX, background: '#fff' }}>
      <AppHeader navType={1} />
      <BannerCarousel />
      {/* The hero: the way in on the left, what the platform covers on the right, so no half of it stands empty. */}
      <section
        data-testid="landing-hero"
        style={{
          minHeight: 560,
          padding: '136px 8% 88px',
          color: '#fff',
          display: 'flex',
          alignItems: 'center',
          gap: 48,
          background: 'radial-gradient(circle at 80% 20%, #5aa2ff 0%, transparent 45%), linear-gradient(135deg, #2980FF 0%, #0f3f9e 100%)',
        }}
      >
        <div style={{ flex: '1 1 520px', minWidth: 0 }}>
          <Typography.Title style={{ color: '#fff', fontSize: 44, margin: 0 }}>{t('landing.headline')}</Typography.Title>
          <Typography.Paragraph style={{ color: 'rgba(255,255,255,.88)', fontSize: 18, maxWidth: 720, margin: '20px 0 36px' }}>
            {t('landing.lead')}
          </Typography.Paragraph>
          <Button size="large" onClick={() => navigate(signedIn ? HOME_PATH : LOGIN_PATH)} style={{ minWidth: 160 }}>
            {signedIn ? t('landing.enter') : t('landing.signIn')}
          </Button>
          {!signedIn && (
            <Button size="large" type="link" onClick={() => navigate(REGISTER_PATH)} style={{ color: '#fff' }}>
              {t('landing.register')}
            </Button>
          )}
        </div>
        <Card style={{ flex: '0 1 440px', boxShadow: '0 24px 48px rgba(15, 63, 158, 0.35)' }} styles={{ body: { padding: 24 } }}>
          <Row gutter={[16, 20]}>
            {FEATURES.map((f) => (
              <Col key={f.key} span={12} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <span style={{ fontSize: 24, color: '#2980FF', lineHeight: 1 }}>{f.icon}</span>
                <Typography.Text strong>{t(`landing.features.${f.key}.title`)}</Typography.Text>
              </Col>
            ))}
          </Row>
        </Card>
      </section>
      <section style={{ padding: '72px 10%', background: '#f6f9ff' }}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 40 }}>
          {t('landing.featuresTitle')}
        </Typography.Title>
        <Row gutter={[24, 24]}>
          {FEATURES.map((f) => (
            <Col key={f.key} span={8}>
              <Card style={{ height: '100%' }}>
                <div style={{ fontSize: 28, color: '#2980FF', marginBottom: 12 }}>{f.icon}</div>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {t(`landing.features.${f.key}.title`)}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t(`landing.features.${f.key}.text`)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <LatestNews />
      <footer style={{ padding: '32px 10%', color: '#5d6676', textAlign: 'center' }}>
        © {new Date().getFullYear()} {t('common:appTitle')}
      </footer>
      <ToolStrip />
    </div>
  );
}
