import { validateAccount } from '@cloud-exam/contract/validators';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFieldRule } from '../../../components/use-field-rule';
import { useSubmit } from '../../../components/use-submit';
import { resetPassword } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaInput } from '../components/captcha-input';
import { NewPasswordFields } from '../../../components/new-password-fields';

type Values = { content: string; captcha: string; newpassword: string; confirm: string };

/** Sets a new password with a code sent to the account's mobile number or e-mail (POST /ogt/reset). */
export default function ForgetPage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const rule = useFieldRule();
  const [form] = Form.useForm<Values>();
  const { submitting, submit } = useSubmit(async ({ confirm: _, ...values }: Values) => {
    await resetPassword(values);
    message.success(t('forget.done'));
    navigate(`/login?account=${encodeURIComponent(values.content)}`, { replace: true });
  });

  return (
    <AuthLayout
      title={t('forget.title')}
      footer={
        <span>
          {t('forget.remembered')} <Link to="/login">{t('login.submitLink')}</Link>
        </span>
      }
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} validateTrigger="onBlur">
        <Form.Item name="content" label={t('login.contact')} rules={[rule(validateAccount)]}>
          <Input placeholder={t('login.contactPlaceholder')} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="captcha"
          label={t('captcha.label')}
          rules={[rule((v: string) => (v ? null : { code: 12111307 }))]}
          validateTrigger="onSubmit"
        >
          <CaptchaInput purpose="reset" account={() => form.validateFields(['content']).then((v) => v.content)} />
        </Form.Item>
        <NewPasswordFields name="newpassword" label={t('forget.newPassword')} />
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('forget.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
