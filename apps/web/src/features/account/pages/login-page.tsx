import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { isEmail, isMobile, validateUserName } from '@cloud-exam/contract/validators';
import { App, Button, Checkbox, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFieldRule } from '../../../components/use-field-rule';
import { type CodeCredentials, type Credentials, requestToken, sendCaptcha } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { ContactWithCaptcha } from '../../../components/contact-with-captcha';
import { useCompleteSignIn } from '../use-complete-sign-in';

/** A sign-in account: a user name, a mainland mobile number or an e-mail address (spec §5). */
function accountRule(value: string) {
  const v = value?.trim() ?? '';
  if (!v) return { code: 10001018 as const };
  if (isMobile(v) || isEmail(v) || !validateUserName(v)) return null;
  return /@|^\d+$/.test(v) ? { code: 10001005 as const } : validateUserName(v);
}

export default function LoginPage() {
  const { t } = useTranslation(['account', 'common']);
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const rule = useFieldRule();
  const complete = useCompleteSignIn();
  const [codeForm] = Form.useForm<CodeCredentials>();

  const submit = async (values: Credentials | CodeCredentials) => {
    setSubmitting(true);
    try {
      await complete(await requestToken(values, t('login.failed')), values.remember);
    } catch (e) {
      message.error(e instanceof Error ? e.message : t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const remember = (
    <Form.Item name="remember" valuePropName="checked">
      <Checkbox>{t('login.remember')}</Checkbox>
    </Form.Item>
  );
  const submitButton = (
    <Button type="primary" htmlType="submit" block loading={submitting}>
      {t('login.submit')}
    </Button>
  );

  const passwordForm = (
    <Form<Credentials>
      name="password-sign-in"
      layout="vertical"
      size="large"
      initialValues={{ username: params.get('account') ?? '', password: '', remember: false }}
      onFinish={submit}
      requiredMark={false}
    >
      <Form.Item name="username" label={t('login.account')} rules={[rule(accountRule)]} validateTrigger="onBlur">
        <Input prefix={<UserOutlined />} placeholder={t('login.accountPlaceholder')} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[rule((v: string) => (v ? null : { code: 10001017 }))]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      {remember}
      {submitButton}
    </Form>
  );

  const byCodeForm = (
    <Form<CodeCredentials>
      form={codeForm}
      layout="vertical"
      size="large"
      initialValues={{ username: '', captcha: '', remember: false }}
      onFinish={submit}
      requiredMark={false}
    >
      <ContactWithCaptcha name="username" send={(content) => sendCaptcha(content, 'login')} />
      {remember}
      {submitButton}
    </Form>
  );

  return (
    <AuthLayout title={t('login.title')} footer={{ prompt: t('login.noAccount'), to: '/register', label: t('register.link') }}>
      <Tabs
        items={[
          { key: 'password', label: t('login.byPassword'), children: passwordForm },
          { key: 'code', label: t('login.byCode'), children: byCodeForm },
        ]}
        tabBarExtraContent={<Link to="/forget">{t('login.forgot')}</Link>}
      />
    </AuthLayout>
  );
}
