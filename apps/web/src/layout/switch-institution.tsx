import { useQuery } from '@tanstack/react-query';
import { App, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceList } from './choice-list';
import { officesQuery, switchOffice } from './portal-api';

/**
 * The institutions the user belongs to. Choosing one asks for confirmation, switches the session and reloads the
 * page, so that every view starts in the new institution with its authorities.
 */
export function SwitchInstitution({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { modal, message } = App.useApp();
  const offices = useQuery({ ...officesQuery(userId), enabled: open });

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

  return (
    <Modal title={t('switch.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
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
