import { ErrorCodes } from '@cloud-exam/contract/errors';
import { useFeedback } from '../../../components/feedback';
import { validateUserName } from '@cloud-exam/contract/validators';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFieldRule } from '../../../components/use-field-rule';
import { useSubmit } from '../../../components/use-submit';
import { registerAdmin, type Registration, sendCaptcha } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { ContactWithCaptcha } from '../../../components/contact-with-captcha';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { LOGIN_PATH, READ_NOTICE_PATH } from '../../../lib/paths';
import { loginAsPath } from '../paths';

type Values = Registration & { confirm: string; agreed: boolean };

/** Registers an institution and its first administrator (POST /ogt/register/admin). */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const rule = useFieldRule();
  const [form] = Form.useForm<Values>();
  const { submitting, submit } = useSubmit(async ({ confirm: _, agreed: __, ...values }: Values) => {
    await registerAdmin(values);
    message.success(t('register.done'));
    navigate(loginAsPath(values.name), { replace: true });
  });

  return (
    <AuthLayout title={t('register.title')} footer={{ prompt: t('register.haveAccount'), to: LOGIN_PATH, label: t('login.submitLink') }}>
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} validateTrigger="onBlur">
        <Form.Item
          name="officename"
          label={t('register.institution')}
          rules={[
            rule((v: string) =>
              v?.trim()
                ? v.trim().length < 2 || v.trim().length > 50
                  ? { code: ErrorCodes.officeNameLength }
                  : null
                : { code: ErrorCodes.fieldRequired, params: { title: t('register.institution') } },
            ),
          ]}
        >
          <Input placeholder={t('register.institutionPlaceholder')} maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item name="name" label={t('register.userName')} rules={[rule(validateUserName)]} extra={t('register.userNameHint')}>
          <Input maxLength={10} autoComplete="username" />
        </Form.Item>
        <ContactWithCaptcha name="content" send={(content) => sendCaptcha(content, 'register')} />
        <NewPasswordFields name="password" label={t('login.password')} />
        <Form.Item
          name="agreed"
          valuePropName="checked"
          validateTrigger="onChange"
          rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('register.agreeRequired')))) }]}
        >
          <Checkbox>
            {t('register.agree')}
            <Link to={READ_NOTICE_PATH} target="_blank" rel="noopener">
              {t('register.notice')}
            </Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('register.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
