import type { MyInvitation } from '@cloud-exam/contract/org/invitation';
import { useFeedback } from '../components/feedback';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Modal, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../components/date-time';
import { ChoiceList } from './choice-list';
import { acceptInvitation, declineInvitation, myInvitationsQuery, officesQuery, switchOffice } from './portal-api';
import { useRoleName } from '../components/role-name';

/**
 * The institutions the user belongs to, and above them the invitations awaiting their answer. Choosing an
 * institution asks for confirmation, switches the session and reloads the page, so that every view starts in the
 * new institution with its authorities. Accepting an invitation adds its institution to the list.
 */
export function SwitchInstitution({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const roleName = useRoleName();
  const { modal, message } = useFeedback();
  const queryClient = useQueryClient();
  const offices = useQuery({ ...officesQuery(userId), enabled: open });
  const invitations = useQuery({ ...myInvitationsQuery, enabled: open }).data ?? [];

  const choose = (officeid: string | undefined, name: string) => {
    if (!officeid) {
      message.error(t('switch.missingId'));
      return;
    }
    modal.confirm({
      title: t('switch.confirmTitle'),
      content: t('switch.confirm', { name }),
      okText: t('switch.ok'),
      cancelText: t('switch.cancel'),
      onOk: async () => {
        await switchOffice(officeid);
        window.location.reload();
      },
    });
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myInvitationsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: officesQuery(userId).queryKey }),
    ]);
  const accept = async (i: MyInvitation) => {
    await acceptInvitation(i.id);
    message.success(t('invitation.accepted', { name: i.officeName }));
    await refresh();
  };
  const decline = (i: MyInvitation) =>
    modal.confirm({
      title: t('invitation.confirmDecline', { name: i.officeName }),
      okText: t('invitation.decline'),
      okButtonProps: { danger: true },
      cancelText: t('switch.cancel'),
      onOk: async () => {
        await declineInvitation(i.id);
        message.success(t('invitation.declined'));
        await refresh();
      },
    });

  return (
    <Modal title={t('switch.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      {invitations.length > 0 && (
        <section aria-label={t('invitation.pending')} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{t('invitation.pending')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('invitation.consent')}</Typography.Paragraph>
          <Space direction="vertical" style={{ width: '100%' }}>
            {invitations.map((i) => (
              <Card key={i.id} size="small" data-testid="invitation">
                <Typography.Text strong>{t('invitation.from', { name: i.officeName })}</Typography.Text>
                <div style={{ color: '#666', fontSize: 12, margin: '4px 0 8px' }}>
                  {i.roleNames.length > 0 && (
                    <div>{t('invitation.offer', { roles: i.roleNames.map(roleName).join(t('invitation.roleSeparator')) })}</div>
                  )}
                  {i.deptName && <div>{t('invitation.dept', { dept: i.deptName })}</div>}
                  <div>{t('invitation.expires', { time: dateTime(i.expireTime) })}</div>
                </div>
                <Space>
                  <Button type="primary" size="small" onClick={() => void accept(i)}>
                    {t('invitation.accept')}
                  </Button>
                  <Button size="small" onClick={() => decline(i)}>
                    {t('invitation.decline')}
                  </Button>
                </Space>
              </Card>
            ))}
          </Space>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('invitation.institutions')}
          </Typography.Title>
        </section>
      )}
      {offices.isPending ? (
        <Spin />
      ) : (
        <ChoiceList
          choices={(offices.data ?? []).map((o) => ({ key: o.officeid, label: o.name, current: o.current }))}
          currentLabel={t('switch.current')}
          onChoose={(choice) => choose(choice.key, choice.label)}
        />
      )}
    </Modal>
  );
}
