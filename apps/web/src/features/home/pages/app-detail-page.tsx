import { RightOutlined } from '@ant-design/icons';
import { applicationRegisterApi, isExternalLink, workStageApi } from '@cloud-exam/contract/workstage/workstage';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, List, Result, Skeleton, Space, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { useCurrentUser } from '../../../auth/current-user';
import { dateTime } from '../../../components/date-time';
import { HOME_PATH } from '../../../lib/paths';
import { applicationsFor, useRouteTable } from '../../../lib/route-table';
import { APPLICATION_ICON } from '../application-icon';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One application of the workbench (/app-detail?app=…): a registered application (its id: may this user open it,
 * workStage/checkApplication, and its registration, application-register/query) or a section of the console (its
 * menu group's key); either with the pages of that section this user may open.
 */
export default function AppDetailPage() {
  const app = useSearchParams()[0].get('app') ?? '';
  return UUID.test(app) ? <RegisteredApp id={app} /> : <ConsoleSection name={app} />;
}

function useSection(link: string | undefined) {
  const user = useCurrentUser();
  return applicationsFor(useRouteTable(), user.authorities).find((a) => a.key === link || (link !== undefined && a.path === link));
}

function ConsoleSection({ name }: { name: string }) {
  const { t } = useTranslation('home');
  const section = useSection(name);
  if (!section || section.key !== name) return <Unavailable />;
  return (
    <Card>
      <AppHeader
        icon={section.icon}
        name={t(section.titleKey)}
        description={t(section.descriptionKey)}
        enter={
          <Link to={section.path}>
            <EnterButton />
          </Link>
        }
      />
      <Pages section={section} />
    </Card>
  );
}

function RegisteredApp({ id }: { id: string }) {
  const { t } = useTranslation(['home', 'portal', 'org']);
  const check = useQuery(endpointQuery(workStageApi.checkApplication, { id }, { silent: true }));
  const app = useQuery(endpointQuery(applicationRegisterApi.query, { id }, { silent: true }));
  const section = useSection(app.data?.link);
  if (check.isPending || app.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (!check.data?.allowed || !app.data) return <Unavailable />;
  const a = app.data;
  return (
    <Card>
      <AppHeader
        icon={APPLICATION_ICON[a.icon]}
        name={a.name}
        description={a.description}
        enter={
          isExternalLink(a.link) ? (
            <a href={a.link} target="_blank" rel="noopener noreferrer">
              <EnterButton />
            </a>
          ) : (
            <Link to={a.link}>
              <EnterButton />
            </Link>
          )
        }
      />
      <Descriptions bordered size="small" column={2} style={{ marginBottom: 24 }} title={t('portal:workstage.register')}>
        <Descriptions.Item label={t('portal:workstage.provider')}>{a.provider ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('portal:workstage.authority')}>
          {a.authority ? t(`org:authority.${a.authority}`) : t('portal:workstage.anyone')}
        </Descriptions.Item>
        <Descriptions.Item label={t('portal:workstage.registerTime')}>{dateTime(a.registerTime)}</Descriptions.Item>
        <Descriptions.Item label={t('portal:workstage.link')}>{a.link}</Descriptions.Item>
      </Descriptions>
      {section && <Pages section={section} />}
    </Card>
  );
}

function EnterButton() {
  const { t } = useTranslation('home');
  return <Button type="primary">{t('enterApp')}</Button>;
}

function AppHeader({ icon, name, description, enter }: { icon: ReactNode; name: string; description: string | null; enter: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Space align="start" size={20} style={{ marginBottom: 24 }}>
      <span style={{ fontSize: 40, color: token.colorPrimary }}>{icon}</span>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        {description && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {description}
          </Typography.Paragraph>
        )}
        <div style={{ marginTop: 16 }}>{enter}</div>
      </div>
    </Space>
  );
}

function Pages({ section }: { section: NonNullable<ReturnType<typeof useSection>> }) {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  return (
    <List
      header={<Typography.Text strong>{t('pagesOfApp', { count: section.pages.length })}</Typography.Text>}
      bordered
      dataSource={section.pages}
      renderItem={(page) => (
        <List.Item actions={[<RightOutlined key="open" style={{ color: token.colorTextQuaternary }} />]}>
          <Link to={page.path} style={{ display: 'flex', gap: 12, alignItems: 'center', flex: 1 }}>
            <span style={{ color: token.colorPrimary }}>{page.icon}</span>
            {t(page.titleKey)}
          </Link>
        </List.Item>
      )}
    />
  );
}

function Unavailable() {
  const { t } = useTranslation('home');
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
}
