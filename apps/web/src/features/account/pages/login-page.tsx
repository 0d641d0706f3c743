import { LockOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { isEmail, isMobile, validateUserName } from '@cloud-exam/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { messageForCode } from '../../../api/request';
import { useFieldRule } from '../../../components/use-field-rule';
import { goToWechat, useWechatReturn, wechatAppQuery } from '../../../components/wechat';
import { type CodeCredentials, type Credentials, requestToken, sendCaptcha, type WechatCredentials, wechatUser } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { ContactWithCaptcha } from '../../../components/contact-with-captcha';
import { useCompleteSignIn } from '../use-complete-sign-in';

/** A sign-in account: a user name, a mainland mobile number or an e-mail address (spec §5). */
function accountRule(value: string) {
  const v = value?.trim() ?? '';
  if (!v) return { code: ErrorCodes.accountRequired };
  if (isMobile(v) || isEmail(v) || !validateUserName(v)) return null;
  return /@|^\d+$/.test(v) ? { code: ErrorCodes.emailOrMobileFormat } : validateUserName(v);
}

export default function LoginPage() {
  const { t } = useTranslation(['account', 'common']);
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const rule = useFieldRule();
  const complete = useCompleteSignIn();
  const [codeForm] = Form.useForm<CodeCredentials>();
  const wechat = useQuery(wechatAppQuery).data;

  const submit = async (values: Credentials | CodeCredentials | WechatCredentials) => {
    setSubmitting(true);
    try {
      await complete(await requestToken(values, t('login.failed')), values.remember);
    } catch (e) {
      message.error(e instanceof Error ? e.message : t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  // Back from WeChat's QR page: a bound WeChat user signs in; otherwise the message says how to bind.
  useWechatReturn(async (code) => {
    if ((await wechatUser(code)).bound) await submit({ wechatoauthcode: code, remember: false });
    else message.warning(messageForCode(ErrorCodes.wechatNotBound));
  });

  // "Forgot password?" sits beside "remember me" rather than beside the tabs, which need the width in every language.
  const remember = (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      <Link to="/forget">{t('login.forgot')}</Link>
    </div>
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
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[rule((v: string) => (v ? null : { code: ErrorCodes.passwordRequired }))]}
      >
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
          ...(wechat
            ? [
                {
                  key: 'wechat',
                  label: t('login.byWechat'),
                  children: (
                    <div style={{ textAlign: 'center', paddingBlock: 24 }}>
                      <WechatOutlined style={{ fontSize: 56, color: '#07c160' }} />
                      <Typography.Paragraph type="secondary" style={{ marginBlock: 16 }}>
                        {t('login.wechatHint')}
                      </Typography.Paragraph>
                      <Button type="primary" size="large" block loading={submitting} onClick={() => goToWechat(wechat.appId, '/login')}>
                        {t('login.wechatScan')}
                      </Button>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
    </AuthLayout>
  );
}
