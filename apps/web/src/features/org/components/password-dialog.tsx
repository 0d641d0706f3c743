import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { encryptForServer } from '../../../auth/encrypt-password';
import { usePasswordRule } from './password-rule';
import { told } from '../../../components/use-submit';

/** Sets someone's password: checked by the institution's policy, encrypted before it leaves the browser. */
export function PasswordDialog({
  title,
  open,
  onClose,
  onSave,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSave: (encrypted: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<{ password: string }>();
  const rule = usePasswordRule();
  const save = () =>
    told(async () => {
      const { password } = await form.validateFields();
      await onSave(await encryptForServer(password));
      onClose();
    });
  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={save} destroyOnHidden>
      <Form form={form} layout="vertical" name="reset-password" preserve={false}>
        <Form.Item name="password" label={t('user.newPassword')} required rules={[rule]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
