import { DEFAULT_SETTINGS, type PasswordPolicy } from '@cloud-exam/contract/org/office';
import { validatePassword, validatePasswordStrength } from '@cloud-exam/contract/validators';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRule } from './use-field-rule';

/**
 * A new password by spec §5 and a password policy (the signed-in member's institution's; the defaults before
 * sign-in), typed twice. The hint states the policy.
 */
export function NewPasswordFields({ name, label, policy = DEFAULT_SETTINGS }: { name: string; label: string; policy?: PasswordPolicy }) {
  const { t } = useTranslation('common');
  const rule = useFieldRule();
  // The form's own rule caps a password at 20 characters: a policy of 20 leaves one length, said as such.
  const min = policy.passwordMinLength;
  const hint = t(min >= 20 ? 'password.hintExact' : 'password.hint', { min }) + (policy.passwordRequireCase ? t('password.hintCase') : '');
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[rule(validatePassword), rule((v: string) => validatePasswordStrength(v, policy))]}
        extra={hint}
      >
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
