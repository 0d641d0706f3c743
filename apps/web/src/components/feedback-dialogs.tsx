import { Modal, notification } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';

/** antd's modal and notification through their hooks, so that they follow the app's theme. */
export default function DialogHolder({
  onModal,
  onNotification,
}: {
  onModal: (api: ModalApi) => void;
  onNotification: (api: NotificationInstance) => void;
}) {
  const [modal, modalHolder] = Modal.useModal();
  const [notice, noticeHolder] = notification.useNotification();
  useEffect(() => onModal(modal), [modal, onModal]);
  useEffect(() => onNotification(notice), [notice, onNotification]);
  return (
    <>
      {modalHolder}
      {noticeHolder}
    </>
  );
}
