import { type CurrentUser, sessionApi } from '@cloud-exam/contract/account/session';
import { useFeedback } from '../components/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../api/call';
import { currentUserQuery } from '../auth/session-api';
import { ChoiceList } from './choice-list';
import { closeAllViews } from './tags-view-store';
import { useRoleName } from '../components/role-name';
import { HOME_PATH } from '../lib/paths';

const ALL_ROLES = '';

/**
 * Role switch (spec §4): the session acts as one of the user's roles, or with all of them. The user info is
 * fetched again, so the menu and routes follow the new authorities, and the open views are closed.
 */
export function SwitchRole({ user, open, onClose }: { user: CurrentUser; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const roleName = useRoleName();

  const choices = [
    { key: ALL_ROLES, label: t('role.all'), hint: t('role.allHint'), current: user.activeRoleId === null },
    ...user.roles.map((r) => ({ key: r.roleid, label: roleName(r.name), current: r.roleid === user.activeRoleId })),
  ];

  const choose = async (roleId: string, name: string) => {
    await call(sessionApi.switchRole, roleId ? { roleId } : {});
    onClose();
    // Leave the page first, at once rather than in a transition: it may be one the new role cannot open.
    await navigate(HOME_PATH, { replace: true, flushSync: true });
    closeAllViews();
    // Answers kept for closed pages were given under the old authorities; the user info comes again with the new ones.
    queryClient.removeQueries({ type: 'inactive' });
    await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    message.success(t('role.done', { name }));
  };

  return (
    <Modal title={t('role.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <ChoiceList choices={choices} currentLabel={t('role.current')} onChoose={(c) => void choose(c.key, c.label)} />
    </Modal>
  );
}
