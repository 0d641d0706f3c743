import { CustomerServiceOutlined } from '@ant-design/icons';
import { SCROLL_THRESHOLD_PX } from '@cloud-exam/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { FloatButton, Popover } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getToken } from '../auth/session';
import { currentUserQuery } from '../auth/session-api';
import { brandQuery } from './portal-api';
import { FORGET_PATH, LOGIN_PATH, REGISTER_PATH } from '../lib/paths';

/** The QR code is drawn by code fetched when the popover first opens. */
const ServiceCode = lazy(() => import('./service-code'));

/** Pages where the customer-service widget would cover the form (spec §2). */
const NO_SERVICE_WIDGET = [LOGIN_PATH, REGISTER_PATH, FORGET_PATH, '/bargraph'];

/**
 * The right-hand tool strip: the customer-service code and back-to-top (after 400 px of scroll of the window, or of
 * the console's page area when given).
 */
export function ToolStrip({ scrollTarget }: { scrollTarget?: HTMLElement | null }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const user = useQuery({ ...currentUserQuery, enabled: !!getToken() }).data;
  // Where scanning the code leads is the platform's setting (CUSTOMER_SERVICE_URL); without one there is no widget.
  const serviceUrl = useQuery(brandQuery(user?.officeid)).data?.serviceUrl;
  const showService = !!serviceUrl && !NO_SERVICE_WIDGET.includes(pathname);
  return (
    <FloatButton.Group shape="square" style={{ insetInlineEnd: 24 }}>
      {showService && (
        <Popover
          placement="left"
          title={t('service.title')}
          content={
            <Suspense fallback={<div style={{ width: 140, height: 140 }} />}>
              <ServiceCode url={serviceUrl} hint={t('service.scan')} />
            </Suspense>
          }
        >
          <FloatButton icon={<CustomerServiceOutlined />} aria-label={t('service.title')} data-testid="service-widget" />
        </Popover>
      )}
      <FloatButton.BackTop
        visibilityHeight={SCROLL_THRESHOLD_PX}
        target={scrollTarget ? () => scrollTarget : undefined}
        aria-label={t('backTop')}
      />
    </FloatButton.Group>
  );
}
