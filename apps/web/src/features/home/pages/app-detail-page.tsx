import { RightOutlined } from '@ant-design/icons';
import { Button, Card, List, Result, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/paths';
import { applicationsFor, useRouteTable } from '../../../lib/route-table';
import { useCurrentUser } from '../../../auth/current-user';

/** One application of the workbench (/app-detail?app=…): what it is for, and the pages of it this user may open. */
export default function AppDetailPage() {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const app = applicationsFor(useRouteTable(), user.authorities).find((a) => a.key === params.get('app'));

  if (!app)
    return (
      <Result
        status="404"
        title={t('appUnavailable')}
        extra={
          <Link to={HOME_PATH}>
            <Button type="primary">{t('backToWorkbench')}</Button>
          </Link>
        }
      />
    );
  return (
    <Card>
      <Space align="start" size={20} style={{ marginBottom: 24 }}>
        <span style={{ fontSize: 40, color: token.colorPrimary }}>{app.icon}</span>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(app.titleKey)}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 16px' }}>
            {t(app.descriptionKey)}
          </Typography.Paragraph>
          <Link to={app.path}>
            <Button type="primary">{t('enterApp')}</Button>
          </Link>
        </div>
      </Space>
      <List
        header={<Typography.Text strong>{t('pagesOfApp', { count: app.pages.length })}</Typography.Text>}
        bordered
        dataSource={app.pages}
        renderItem={(page) => (
          <List.Item actions={[<RightOutlined key="open" style={{ color: token.colorTextQuaternary }} />]}>
            <Link to={page.path} style={{ display: 'flex', gap: 12, alignItems: 'center', flex: 1 }}>
              <span style={{ color: token.colorPrimary }}>{page.icon}</span>
              {t(page.titleKey)}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
