import { BellOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import { useQuery } from '@tanstack/react-query';
import { noticeApi } from '@cloud-exam/contract/notice/notice';
import { workStageApi } from '@cloud-exam/contract/workstage/workstage';
import { Badge, Card, Col, Descriptions, Empty, Row, Skeleton, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTICES_PATH, PERSONAL_PATH } from '../../../lib/paths';
import { applicationsFor, useRouteTable } from '../../../lib/route-table';
import { useCurrentUser } from '../../../auth/current-user';
import { endpointQuery } from '../../../api/call';
import { unreadNoticesQuery } from '../../../layout/portal-api';
import { useRoleName } from '../../../components/role-name';
import { APPLICATION_ICON } from '../application-icon';
import { TodoCard } from '../components/todo-card';
import { appDetailPath } from '../paths';

function Entry({ to, icon, title, text, badge = 0 }: { to: string; icon: ReactNode; title: string; text: string; badge?: number }) {
  const { token } = theme.useToken();
  return (
    <Link to={to}>
      <Card hoverable>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Badge count={badge}>
            <span style={{ fontSize: 28, color: token.colorPrimary }}>{icon}</span>
          </Badge>
          <div style={{ flex: 1 }}>
            <Typography.Text strong>{title}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{text}</Typography.Text>
          </div>
          <RightOutlined style={{ color: '#bbb' }} />
        </div>
      </Card>
    </Link>
  );
}

/** The workbench: who is signed in and where, the applications they may open, and the places to go from here. */
export default function HomePage() {
  const { t } = useTranslation(['home', 'org', 'portal']);
  const roleName = useRoleName();
  const user = useCurrentUser();
  const unread = useQuery(unreadNoticesQuery).data?.unread ?? 0;
  const newest = useQuery(endpointQuery(noticeApi.latest, { size: 1 }, { silent: true })).data?.records[0];
  const isAdmin = user.authorities.includes(Authority.admin);
  // the console's own sections the user may open, then the applications the operator registered
  const menuApps = applicationsFor(useRouteTable(), user.authorities);
  const apps = useQuery(endpointQuery(workStageApi.queryApplication, undefined, { silent: true }));
  return (
    <div style={{ maxWidth: 1100 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('greeting', { name: user.name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col span={12}>
          <Entry
            to={NOTICES_PATH}
            icon={<BellOutlined />}
            title={t('notices')}
            text={unread ? `${t('unread', { count: unread })}${newest ? ` · ${newest.title}` : ''}` : t('noUnread')}
            badge={unread}
          />
        </Col>
        <Col span={12}>
          <Entry to={PERSONAL_PATH} icon={<UserOutlined />} title={t('personal')} text={t('personalText')} />
        </Col>
      </Row>
      <TodoCard />
      <Card title={t('apps')} style={{ marginBottom: 16 }}>
        {menuApps.length || apps.data?.length ? (
          <Row gutter={[16, 16]}>
            {menuApps
              .filter((m) => !apps.data?.some((a) => a.link === m.path))
              .map((m) => (
                <Col key={m.key} xs={24} md={12}>
                  <Entry to={appDetailPath(m.key)} icon={m.icon} title={t(m.titleKey)} text={t('appPages', { count: m.pages.length })} />
                </Col>
              ))}
            {apps.data?.map((app) => {
              // a registered console section's tile counts the pages of it the user may open
              const pages = menuApps.find((m) => m.path === app.link)?.pages.length;
              return (
                <Col key={app.id} xs={24} md={12}>
                  <Entry
                    to={appDetailPath(app.id)}
                    icon={APPLICATION_ICON[app.icon]}
                    title={app.name}
                    text={pages ? t('appPages', { count: pages }) : (app.description ?? t('portal:workstage.external'))}
                  />
                </Col>
              );
            })}
          </Row>
        ) : apps.isPending ? (
          <Skeleton active />
        ) : (
          <Empty description={t('noApps')} />
        )}
      </Card>
      <Card title={t('account')}>
        <Descriptions column={2} bordered size="middle">
          <Descriptions.Item label={t('name')}>{user.name}</Descriptions.Item>
          <Descriptions.Item label={t('username')}>{user.username}</Descriptions.Item>
          <Descriptions.Item label={t('institution')}>{user.officename}</Descriptions.Item>
          <Descriptions.Item label={t('roles')}>
            {user.roleName.length ? user.roleName.map((r) => <Tag key={r}>{roleName(r)}</Tag>) : t('none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('authorities')} span={2}>
            {isAdmin ? (
              <Tag color="processing">{t('allAuthorities')}</Tag>
            ) : (
              user.authorities.map((a) => <Tag key={a}>{t(`org:authority.${a}`)}</Tag>)
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
