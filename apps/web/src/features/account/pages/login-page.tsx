import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { isEmail, isMobile, validateUserName } from '@cloud-exam/contract/validators';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../app/routes';
import { setToken, storeUser } from '../../../auth/session';
import { currentUserQuery } from '../../../auth/session-api';
import { LanguageSwitch } from '../../../components/language-switch';
import logo from '../../../components/logo.svg';
import { useFieldRule } from '../../../components/use-field-rule';
import { type Credentials, requestToken } from '../api';

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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const rule = useFieldRule();

  const submit = async (values: Credentials) => {
    setSubmitting(true);
    try {
      const { access_token } = await requestToken(values, t('login.failed'));
      setToken(access_token, values.remember);
      queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
      const user = await queryClient.fetchQuery(currentUserQuery);
      storeUser(user, values.remember);
      message.success(t('login.welcome', { name: user.name }));
      const redirect = params.get('redirect');
      navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : HOME_PATH, { replace: true });
    } catch (e) {
      message.error(e instanceof Error ? e.message : t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const passwordRules: Rule[] = [rule((v: string) => (v ? null : { code: 10001017 }))];

  return (
    <div style={{ minHeight: '100vh', minWidth: 768, display: 'flex', background: '#f4f7fc' }}>
      <section
        style={{
          flex: '1 1 50%',
          background: 'linear-gradient(135deg, #2980FF 0%, #1656c9 100%)',
          color: '#fff',
          padding: '48px 64px',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <img src={logo} alt="" width={40} height={40} style={{ borderRadius: 10, background: '#fff' }} />
          <span style={{ fontSize: 24, fontWeight: 600 }}>{t('common:appTitle')}</span>
        </div>
        <div>
          <h1 style={{ fontSize: 32, lineHeight: 1.3, margin: '0 0 24px', color: '#fff' }}>{t('login.tagline')}</h1>
          <ul style={{ fontSize: 16, lineHeight: 2.2, paddingLeft: 20, margin: 0, opacity: 0.92 }}>
            <li>{t('login.feature1')}</li>
            <li>{t('login.feature2')}</li>
            <li>{t('login.feature3')}</li>
          </ul>
        </div>
        <span style={{ opacity: 0.7 }}>
          © {new Date().getFullYear()} {t('common:appTitle')}
        </span>
      </section>
      <section
        style={{
          flex: '1 1 50%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          position: 'relative',
          padding: 24,
        }}
      >
        <div style={{ position: 'absolute', top: 16, right: 24 }}>
          <LanguageSwitch />
        </div>
        <Card style={{ width: 400, maxWidth: '100%', boxShadow: '0 8px 32px rgba(41,128,255,0.12)' }}>
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 24 }}>
            {t('login.title')}
          </Typography.Title>
          <Form<Credentials>
            layout="vertical"
            size="large"
            initialValues={{ username: '', password: '', remember: false }}
            onFinish={submit}
            requiredMark={false}
          >
            <Form.Item name="username" label={t('login.account')} rules={[rule(accountRule)]} validateTrigger="onBlur">
              <Input prefix={<UserOutlined />} placeholder={t('login.accountPlaceholder')} autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={passwordRules}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
            </Form.Item>
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox>{t('login.remember')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </Form>
        </Card>
      </section>
    </div>
  );
}
