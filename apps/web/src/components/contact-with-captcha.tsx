import { MailOutlined } from '@ant-design/icons';
import type { SentCaptcha } from '@cloud-exam/contract/account/registration';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { validateAccount } from '@cloud-exam/contract/validators';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRule } from './use-field-rule';
import { CaptchaInput } from './captcha-input';

/**
 * A mobile number or e-mail field and the code sent to it: the send button checks the address first. Used by
 * code sign-in, registration, password reset and binding a contact in the personal centre.
 */
export function ContactWithCaptcha({
  name,
  send,
  autoFocus = false,
}: {
  name: string;
  send: (account: string) => Promise<SentCaptcha>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('account');
  const rule = useFieldRule();
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item name={name} label={t('login.contact')} rules={[rule(validateAccount)]} validateTrigger="onBlur">
        <Input prefix={<MailOutlined />} placeholder={t('login.contactPlaceholder')} autoComplete="username" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="captcha"
        label={t('captcha.label')}
        rules={[rule((v: string) => (v ? null : { code: ErrorCodes.captchaRequired }))]}
        validateTrigger="onSubmit"
      >
        <CaptchaInput send={send} account={() => form.validateFields([name]).then((v) => String(v[name]))} />
      </Form.Item>
    </>
  );
}
