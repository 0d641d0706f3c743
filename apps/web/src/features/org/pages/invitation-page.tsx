import { INVITATION_STATUSES, type Invitation, type InvitationStatus, invitationApi } from '@cloud-exam/contract/org/invitation';
import { memberApi } from '@cloud-exam/contract/org/member';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { useRoleName } from '../../../components/role-name';

const COLOURS: Record<InvitationStatus, string> = {
  pending: 'processing',
  accepted: 'success',
  declined: 'warning',
  cancelled: 'default',
  expired: 'default',
};

/**
 * The invitations this institution sent to existing accounts (made in the user page's add dialog): the account
 * name, the offer, the status and its times; re-send one not accepted, withdraw one awaiting an answer.
 */
export default function InvitationPage() {
  const { t } = useTranslation(['org', 'list']);
  const roleName = useRoleName();
  const list = useListPage(invitationApi.page);
  const act = useRowAction([invitationApi.page, memberApi.page]);
  const statusLabel = (s: InvitationStatus) => t(`invitation.status.${s}`);

  return (
    <Card title={t('invitation.title')}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('invitation.hint')} />
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('invitation.keyword')} value={list.filter.keyword} onSearch={(keyword) => list.narrow({ keyword })} />
        <SelectFilter
          label={t('list:status')}
          value={list.filter.status}
          options={INVITATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          onChange={(status) => list.narrow({ status })}
        />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        columns={[
          { title: t('user.username'), dataIndex: 'username' },
          { title: t('user.dept'), dataIndex: 'deptName', width: 120 },
          {
            title: t('user.roles'),
            dataIndex: 'roleNames',
            render: (names: string[]) => names.map((n) => <Tag key={n}>{roleName(n)}</Tag>),
          },
          {
            title: t('list:status'),
            dataIndex: 'status',
            width: 100,
            render: (s: InvitationStatus) => <Tag color={COLOURS[s]}>{statusLabel(s)}</Tag>,
          },
          { title: t('invitation.invitedBy'), dataIndex: 'invitedBy', width: 110 },
          { title: t('invitation.sentTime'), dataIndex: 'sentTime', width: 150, render: dateTime },
          {
            title: t('invitation.expireTime'),
            dataIndex: 'expireTime',
            width: 150,
            render: (v: string, r: Invitation) => (r.status === 'pending' || r.status === 'expired' ? dateTime(v) : null),
          },
          {
            title: t('invitation.respondTime'),
            dataIndex: 'respondTime',
            width: 150,
            render: (v: string | null) => (v ? dateTime(v) : null),
          },
          {
            title: t('list:action.title'),
            width: 160,
            render: (_, r: Invitation) => (
              <Space size={0}>
                {r.status !== 'accepted' && (
                  <Button type="link" size="small" onClick={() => act(call(invitationApi.resend, { id: r.id }), t('invitation.resent'))}>
                    {t('invitation.resend')}
                  </Button>
                )}
                {r.status === 'pending' && (
                  <Popconfirm
                    title={t('invitation.confirmCancel', { username: r.username })}
                    onConfirm={() => act(call(invitationApi.cancel, { id: r.id }), t('invitation.cancelled'))}
                  >
                    <Button type="link" size="small" danger>
                      {t('invitation.cancel')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
