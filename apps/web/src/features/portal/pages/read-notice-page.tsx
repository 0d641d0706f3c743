import { MIN_PAGE_WIDTH_NAV1_PX } from '@cloud-exam/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import logo from '../../../components/logo.svg';
import { brandQuery } from '../../../layout/portal-api';
import { LANDING_PATH } from '../../../lib/paths';

/** When the notice below last changed; change it with the text. */
const NOTICE_DATE = '2026-11-22';

type Section = { h: string; p: string };

/** /readNotice: the user notice everyone may read, which registration asks to be agreed to. */
export default function ReadNoticePage() {
  const { t } = useTranslation(['portal', 'common']);
  const navigate = useNavigate();
  // The contact section points to the customer-service widget on the right, which only a platform with
  // CUSTOMER_SERVICE_URL shows; otherwise it says whom to ask instead.
  const serviceUrl = useQuery(brandQuery(undefined)).data?.serviceUrl;
  const sections = (t('readNotice.sections', { returnObjects: true }) as Section[]).map((s, i, all) =>
    i === all.length - 1 && !serviceUrl ? { ...s, p: t('readNotice.contactWithoutService') } : s,
  );
  return (
    <div style={{ minHeight: '100vh', minWidth: MIN_PAGE_WIDTH_NAV1_PX, background: '#f4f7fc', padding: '32px 16px' }}>
      <div style={{ maxWidth: 860, margin: '0 auto' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 24 }}>
          <Link to={LANDING_PATH} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
            <img src={logo} alt="" width={32} height={32} style={{ borderRadius: 8 }} />
            <Typography.Text strong style={{ fontSize: 18 }}>
              {t('common:appTitle')}
            </Typography.Text>
          </Link>
          <LanguageSwitch />
        </div>
        <Card>
          <Typography>
            <Typography.Title level={2}>{t('readNotice.title')}</Typography.Title>
            <Typography.Text type="secondary">{t('readNotice.updated', { date: NOTICE_DATE })}</Typography.Text>
            <Typography.Paragraph style={{ marginTop: 16 }}>{t('readNotice.intro')}</Typography.Paragraph>
            {sections.map((s) => (
              <section key={s.h}>
                <Typography.Title level={4}>{s.h}</Typography.Title>
                <Typography.Paragraph>{s.p}</Typography.Paragraph>
              </section>
            ))}
          </Typography>
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(LANDING_PATH))}>{t('readNotice.back')}</Button>
        </Card>
      </div>
    </div>
  );
}
