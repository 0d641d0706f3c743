import { DEFAULT_SETTINGS, officeApi, SETTING_BOUNDS, type SystemSettings } from '@cloud-exam/contract/org/office';
import { useFeedback } from '../../../components/feedback';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Space, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { passwordPolicyQuery } from '../../../components/password-policy';

type Bounded = keyof typeof SETTING_BOUNDS;

/** Password policy, session length and captcha limits, each within the bounds the server enforces. */
export default function SettingsPage() {
  const { t } = useTranslation(['org', 'list']);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const settingsQuery = endpointQuery(officeApi.settings);
  const settings = useQuery(settingsQuery).data;
  const [form] = Form.useForm<SystemSettings>();

  const save = async (values: SystemSettings) => {
    queryClient.setQueryData(settingsQuery.queryKey, await call(officeApi.saveSettings, values));
    await queryClient.invalidateQueries({ queryKey: passwordPolicyQuery.queryKey });
    message.success(t('list:saved'));
  };
  const number = (name: Bounded, unit: string) => (
    <Form.Item
      name={name}
      label={t(`settings.${name}`)}
      extra={t('settings.bounds', { ...SETTING_BOUNDS[name], default: DEFAULT_SETTINGS[name] })}
      // Out of bounds is refused with the rule, never quietly changed to the nearest bound and saved.
      rules={[
        { required: true, message: t('list:required', { field: t(`settings.${name}`) }) },
        { type: 'integer', ...SETTING_BOUNDS[name], message: t('settings.outOfBounds', SETTING_BOUNDS[name]) },
      ]}
    >
      <InputNumber precision={0} addonAfter={unit} style={{ width: 200 }} />
    </Form.Item>
  );

  if (!settings) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Form<SystemSettings> form={form} layout="vertical" name="settings" initialValues={settings} onFinish={save} style={{ maxWidth: 720 }}>
      <Card title={t('settings.password')}>
        {number('passwordMinLength', t('settings.characters'))}
        <Form.Item
          name="passwordRequireCase"
          label={t('settings.passwordRequireCase')}
          valuePropName="checked"
          extra={t('settings.passwordRule')}
        >
          <Switch />
        </Form.Item>
      </Card>
      <Card title={t('settings.session')} style={{ marginTop: 16 }}>
        {number('sessionHours', t('settings.hours'))}
        {number('rememberDays', t('settings.days'))}
      </Card>
      <Card title={t('settings.captcha')} style={{ marginTop: 16 }}>
        {number('captchaLoginPer30Minutes', t('settings.codes'))}
        {number('captchaPerDay', t('settings.codes'))}
      </Card>
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit">
          {t('list:action.save')}
        </Button>
        <Button onClick={() => form.setFieldsValue(DEFAULT_SETTINGS)}>{t('settings.restoreDefaults')}</Button>
      </Space>
    </Form>
  );
}
