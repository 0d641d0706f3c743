import { Button, Form } from 'antd';
import { useFeedback } from '../../../components/feedback';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmit } from '../../../components/use-submit';
import { resetPassword, sendCaptcha } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { ContactWithCaptcha } from '../../../components/contact-with-captcha';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { LOGIN_PATH } from '../../../lib/paths';
import { loginAsPath } from '../paths';

type Values = Parameters<typeof resetPassword>[0] & { confirm: string };

/** Sets a new password with a code sent to the account's mobile number or e-mail (POST /ogt/reset). */
export default function ForgetPage() {
  const { t } = useTranslation('account');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { submitting, submit } = useSubmit(async ({ confirm: _, ...values }: Values) => {
    await resetPassword(values);
    message.success(t('forget.done'));
    navigate(loginAsPath(values.content), { replace: true });
  });

  return (
    <AuthLayout title={t('forget.title')} footer={{ prompt: t('forget.remembered'), to: LOGIN_PATH, label: t('login.submitLink') }}>
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} validateTrigger="onBlur">
        <ContactWithCaptcha name="content" send={(content) => sendCaptcha(content, 'reset')} autoFocus />
        <NewPasswordFields name="newpassword" label={t('forget.newPassword')} />
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('forget.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
