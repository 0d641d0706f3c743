import { LockOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loadConsole } from '../../../layout/console-loader';
import { useFeedback } from '../../../components/feedback';
import { useFieldRule } from '../../../components/use-field-rule';
import { goToWechat, useWechatReturn, wechatAppQuery } from '../../../components/wechat';
import type { CodeCredentials, Credentials, WechatCredentials } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { FORGET_PATH, LOGIN_PATH, REGISTER_PATH } from '../../../lib/paths';

/** The token call, the rules and the contract behind them: fetched once the user first types or clicks. */
const signInKit = () => import('../sign-in-kit');
const CodeSignInForm = lazy(() => import('../components/code-sign-in-form'));

export default function LoginPage() {
  const { t } = useTranslation(['account', 'common']);
  const { message } = useFeedback();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const rule = useFieldRule();
  const complete = useCompleteSignIn();
  const wechat = useQuery(wechatAppQuery).data;

  const warm = () => {
    void signInKit();
    void loadConsole();
  };

  const submit = async (values: Credentials | CodeCredentials | WechatCredentials) => {
    setSubmitting(true);
    try {
      const { requestToken } = await signInKit();
      await complete(await requestToken(values, t('login.failed')), values.remember);
    } catch (e) {
      message.error(e instanceof Error ? e.message : t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  // Back from WeChat's QR page: a bound WeChat user signs in; otherwise the message says how to bind.
  useWechatReturn(async (code) => {
    const { wechatUser, wechatNotBound } = await signInKit();
    if ((await wechatUser(code)).bound) await submit({ wechatoauthcode: code, remember: false });
    else message.warning(await wechatNotBound());
  });

  // "Forgot password?" sits beside "remember me" rather than beside the tabs, which need the width in every language.
  const remember = (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      <Link to={FORGET_PATH}>{t('login.forgot')}</Link>
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
      <Form.Item
        name="username"
        label={t('login.account')}
        rules={[rule(async (v: string) => (await signInKit()).accountRule(v))]}
        validateTrigger="onBlur"
      >
        <Input prefix={<UserOutlined />} placeholder={t('login.accountPlaceholder')} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[rule(async (v: string) => (await signInKit()).passwordRule(v))]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      {remember}
      {submitButton}
    </Form>
  );

  const byCodeForm = (
    <Suspense>
      <CodeSignInForm onFinish={submit} remember={remember} submitButton={submitButton} />
    </Suspense>
  );

  return (
    <AuthLayout title={t('login.title')} footer={{ prompt: t('login.noAccount'), to: REGISTER_PATH, label: t('register.link') }}>
      {/* The first key or click fetches what signing in needs, and the console, before the user submits. */}
      <div onInput={warm} onKeyDown={warm} onPointerDown={warm}>
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
                        <Button type="primary" size="large" block loading={submitting} onClick={() => goToWechat(wechat.appId, LOGIN_PATH)}>
                          {t('login.wechatScan')}
                        </Button>
                      </div>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </div>
    </AuthLayout>
  );
}
