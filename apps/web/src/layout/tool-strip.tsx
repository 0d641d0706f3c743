import { CustomerServiceOutlined } from '@ant-design/icons';
import { SCROLL_THRESHOLD_PX } from '@cloud-exam/contract/constants';
import { FloatButton, Popover } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getToken } from '../auth/session';
import { FORGET_PATH, LOGIN_PATH, REGISTER_PATH } from '../lib/paths';

/** The panel (its calls, the QR code) is fetched when the widget first opens. */
const ServicePanel = lazy(() => import('./service-panel'));

/** Pages where the customer-service widget would cover the form (spec §2). */
const NO_SERVICE_WIDGET = [LOGIN_PATH, REGISTER_PATH, FORGET_PATH, '/bargraph'];

/**
 * The right-hand tool strip: the customer-service widget and back-to-top (after 400 px of scroll of the window, or of
 * the console's page area when given).
 */
export function ToolStrip({ scrollTarget }: { scrollTarget?: HTMLElement | null }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const showService = !NO_SERVICE_WIDGET.includes(pathname);
  return (
    <FloatButton.Group shape="square" style={{ insetInlineEnd: 24 }}>
      {showService && (
        <Popover
          placement="leftBottom"
          trigger="click"
          title={t('service.title')}
          content={
            <Suspense fallback={<div style={{ width: 320, height: 200 }} />}>
              <ServicePanel signedIn={!!getToken()} />
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
