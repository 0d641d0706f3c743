import { isSafeLink } from '@cloud-exam/contract/rich-text';
import { Button, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the link's address (http, https or mailto); on a link already there, also removes it (an empty address). */
export function LinkDialog({ href, onSave, onClose }: { href: string; onSave: (href: string) => void; onClose: () => void }) {
  const { t } = useTranslation('rich-text');
  const id = useId();
  const [address, setAddress] = useState(href);
  const [invalid, setInvalid] = useState(false);
  const save = () => {
    const value = address.trim();
    if (isSafeLink(value)) onSave(value);
    else setInvalid(true);
  };
  return (
    <Modal
      open
      title={t('link.title')}
      onOk={save}
      onCancel={onClose}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {href && (
            <Button danger onClick={() => onSave('')}>
              {t('link.remove')}
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('link.address')}
          htmlFor={id}
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('link.invalid') : undefined}
        >
          <Input
            id={id}
            value={address}
            placeholder="https://"
            onChange={(e) => {
              setAddress(e.target.value);
              setInvalid(false);
            }}
            onPressEnter={save}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
