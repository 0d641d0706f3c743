import { validatePassword, validatePasswordStrength } from '@cloud-exam/contract/validators';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRule } from './use-field-rule';

/** A new password by spec §5 and the server policy, typed twice. */
export function NewPasswordFields({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('common');
  const rule = useFieldRule();
  return (
    <>
      <Form.Item name={name} label={label} rules={[rule(validatePassword), rule(validatePasswordStrength)]} extra={t('password.hint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value !== getFieldValue(name)) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
