import { RightOutlined } from '@ant-design/icons';
import { applicationRegisterApi, isExternalLink, workStageApi } from '@cloud-exam/contract/workstage/workstage';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, List, Result, Skeleton, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { useCurrentUser } from '../../../auth/current-user';
import { dateTime } from '../../../components/date-time';
import { HOME_PATH } from '../../../lib/paths';
import { applicationsFor, useRouteTable } from '../../../lib/route-table';
import { APPLICATION_ICON } from '../application-icon';

/**
 * One application of the workbench (/app-detail?app=…): whether this user may open it (workStage/checkApplication),
 * its registration (application-register/query) and, for a console application, the pages of it they may open.
 */
export default function AppDetailPage() {
  const { t } = useTranslation(['home', 'portal', 'org']);
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const id = useSearchParams()[0].get('app') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const check = useQuery({ ...endpointQuery(workStageApi.checkApplication, { id }, { silent: true }), enabled: valid });
  const app = useQuery({ ...endpointQuery(applicationRegisterApi.query, { id }, { silent: true }), enabled: valid });
  const menu = applicationsFor(useRouteTable(), user.authorities).find((a) => a.path === app.data?.link);

  if (valid && (check.isPending || app.isPending)) return <Card><Skeleton active /></Card>;
  if (!valid || !check.data?.allowed || !app.data)
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
  const a = app.data;
  const enter = (
    <Button type="primary">
      {t('enterApp')}
    </Button>
  );
  return (
    <Card>
      <Space align="start" size={20} style={{ marginBottom: 24 }}>
        <span style={{ fontSize: 40, color: token.colorPrimary }}>{APPLICATION_ICON[a.icon]}</span>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {a.name}
          </Typography.Title>
          {a.description && (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {a.description}
            </Typography.Paragraph>
          )}
          <div style={{ marginTop: 16 }}>
            {isExternalLink(a.link) ? (
              <a href={a.link} target="_blank" rel="noopener noreferrer">
                {enter}
              </a>
            ) : (
              <Link to={a.link}>{enter}</Link>
            )}
          </div>
        </div>
      </Space>
      <Descriptions bordered size="small" column={2} style={{ marginBottom: 24 }} title={t('portal:workstage.register')}>
        <Descriptions.Item label={t('portal:workstage.provider')}>{a.provider ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('portal:workstage.authority')}>
          {a.authority ? t(`org:authority.${a.authority}`) : t('portal:workstage.anyone')}
        </Descriptions.Item>
        <Descriptions.Item label={t('portal:workstage.registerTime')}>{dateTime(a.registerTime)}</Descriptions.Item>
        <Descriptions.Item label={t('portal:workstage.link')}>{a.link}</Descriptions.Item>
      </Descriptions>
      {menu && (
        <List
          header={<Typography.Text strong>{t('pagesOfApp', { count: menu.pages.length })}</Typography.Text>}
          bordered
          dataSource={menu.pages}
          renderItem={(page) => (
            <List.Item actions={[<RightOutlined key="open" style={{ color: token.colorTextQuaternary }} />]}>
              <Link to={page.path} style={{ display: 'flex', gap: 12, alignItems: 'center', flex: 1 }}>
                <span style={{ color: token.colorPrimary }}>{page.icon}</span>
                {t(page.titleKey)}
              </Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
