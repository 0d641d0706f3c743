import { CustomerServiceOutlined } from '@ant-design/icons';
import { SCROLL_THRESHOLD_PX } from '@cloud-exam/contract/constants';
import { FloatButton, Popover, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Pages where the customer-service widget would cover the form (spec §2). */
const NO_SERVICE_WIDGET = ['/login', '/register', '/forget', '/bargraph'];
/** Where scanning the code leads: the platform's customer-service contact page. */
const SERVICE_URL = 'https://work.weixin.qq.com/kfid/cloud-exam';

/**
 * The right-hand tool strip: the customer-service code and back-to-top (after 400 px of scroll of the window, or of
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
          placement="left"
          title={t('service.title')}
          content={
            <div style={{ textAlign: 'center' }}>
              <QRCode value={SERVICE_URL} size={140} bordered={false} />
              <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 160 }}>
                {t('service.scan')}
              </Typography.Paragraph>
            </div>
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
