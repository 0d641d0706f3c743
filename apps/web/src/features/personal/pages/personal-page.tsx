import type { personalApi } from '@cloud-exam/contract/account/personal';
import { useFeedback } from '../../../components/feedback';
import { AVATAR_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@cloud-exam/contract/constants';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
  Upload,
  theme,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { told, useSubmit } from '../../../components/use-submit';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../auth/current-user';
import { currentUserQuery } from '../../../auth/session-api';
import { ContactWithCaptcha } from '../../../components/contact-with-captcha';
import { imageRefusal } from '../../../components/image-refusal';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { passwordPolicyQuery } from '../../../components/password-policy';
import { goToWechat, useWechatReturn, wechatAppQuery } from '../../../components/wechat';
import { bindContact, bindWechat, changePassword, profileQuery, removeAvatar, sendBindCaptcha, updateName, uploadAvatar } from '../api';
import { AppearanceCard } from '../components/appearance-card';
import { useRoleName } from '../../../components/role-name';
import { PERSONAL_PATH } from '../../../lib/paths';

type PasswordValues = InputOf<typeof personalApi.changePassword> & { confirm: string };

/** The personal centre: who I am here, my avatar and display name, my mobile and e-mail (bound by code), my password. */
export default function PersonalPage() {
  const { t } = useTranslation('personal');
  const roleName = useRoleName();
  const { message } = useFeedback();
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const [editing, setEditing] = useState(false);
  const [passwordForm] = Form.useForm<PasswordValues>();
  const [bindForm] = Form.useForm();
  const [binding, setBinding] = useState(false);

  const rename = useSubmit(async ({ name }: { name: string }) => {
    await updateName(name);
    await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    setEditing(false);
    message.success(t('saved'));
  });

  const avatarChanged = async (work: Promise<unknown>) => {
    await work;
    await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    message.success(t('saved'));
  };
  const pickAvatar = (file: File) => {
    const refusal = imageRefusal(file, AVATAR_MAX_BYTES);
    if (refusal) message.error(refusal);
    else void avatarChanged(uploadAvatar(file));
    return false;
  };

  const wechat = useQuery(wechatAppQuery).data;
  const passwordPolicy = useQuery(passwordPolicyQuery).data;
  // The answer is the profile as it now is: shown as such, since a refetch would join the page's first read of it,
  // which may have started before the change.
  const wechatChanged = (work: ReturnType<typeof bindWechat>, done: string) =>
    told(async () => {
      const profile = await work;
      await queryClient.cancelQueries({ queryKey: profileQuery.queryKey });
      queryClient.setQueryData(profileQuery.queryKey, profile);
      message.success(done);
    });
  // Back from WeChat's QR page with a code: bind the WeChat user who scanned.
  useWechatReturn((code) => void wechatChanged(bindWechat(code), t('wechatBound')));

  const bind = useSubmit(async ({ content, captcha }: { content: string; captcha: string }) => {
    await bindContact(content, captcha);
    await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    setBinding(false);
    message.success(t('bound'));
  });

  const password = useSubmit(async (v: PasswordValues) => {
    await changePassword(v.oldpassword, v.newpassword);
    passwordForm.resetFields();
    message.success(t('passwordChanged'));
  });

  if (!profile.data) return <Skeleton active />;
  const p = profile.data;
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Card title={t('profile')}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
            <Space direction="vertical" align="center" size={4}>
              <Avatar size={64} src={p.profilephoto || undefined} style={{ background: token.colorPrimary, fontSize: 28 }}>
                {p.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Upload accept={UPLOAD_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={pickAvatar}>
                <Button type="link" size="small" title={t('avatarHint', { max: AVATAR_MAX_BYTES / 1024 })}>
                  {t('changeAvatar')}
                </Button>
              </Upload>
              {p.profilephoto && (
                <Button type="link" size="small" onClick={() => avatarChanged(removeAvatar())}>
                  {t('removeAvatar')}
                </Button>
              )}
            </Space>
            {editing ? (
              <Form layout="inline" initialValues={{ name: p.name }} onFinish={rename.submit}>
                <Form.Item name="name" rules={[{ required: true, whitespace: true, max: 30, message: t('nameRule') }]}>
                  <Input aria-label={t('name')} autoFocus maxLength={30} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={rename.submitting}>
                  {t('save')}
                </Button>
                <Button type="link" onClick={() => setEditing(false)}>
                  {t('cancel')}
                </Button>
              </Form>
            ) : (
              <Typography.Title level={4} style={{ margin: 0 }}>
                {p.name}{' '}
                <Button type="link" onClick={() => setEditing(true)}>
                  {t('edit')}
                </Button>
              </Typography.Title>
            )}
          </div>
          <Descriptions column={1} bordered size="middle">
            <Descriptions.Item label={t('username')}>{p.username}</Descriptions.Item>
            {(['mobile', 'email'] as const).map((kind) => (
              <Descriptions.Item key={kind} label={t(kind)}>
                {p[kind] ?? t('notBound')}
                <Button type="link" size="small" onClick={() => setBinding(true)}>
                  {p[kind] ? t('change') : t('bind')}
                </Button>
              </Descriptions.Item>
            ))}
            {wechat && (
              <Descriptions.Item label={t('wechat')}>
                {p.wechatBound ? t('wechatIsBound') : t('notBound')}
                {p.wechatBound ? (
                  <Popconfirm title={t('wechatUnbindConfirm')} onConfirm={() => wechatChanged(bindWechat(), t('wechatUnbound'))}>
                    <Button type="link" size="small" danger>
                      {t('unbind')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" size="small" onClick={() => goToWechat(wechat.appId, PERSONAL_PATH)}>
                    {t('bind')}
                  </Button>
                )}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('institution')}>{user.officename}</Descriptions.Item>
            <Descriptions.Item label={t('roles')}>
              {user.roleName.length ? user.roleName.map((r) => <Tag key={r}>{roleName(r)}</Tag>) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('since')}>{dayjs(p.createTime).format('YYYY-MM-DD')}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('changePassword')}>
          <Form form={passwordForm} name="change-password" layout="vertical" onFinish={password.submit} requiredMark={false}>
            <Form.Item name="oldpassword" label={t('oldPassword')} rules={[{ required: true, message: t('oldPasswordRequired') }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <NewPasswordFields name="newpassword" label={t('newPassword')} policy={passwordPolicy} />
            <Button type="primary" htmlType="submit" loading={password.submitting}>
              {t('changePassword')}
            </Button>
          </Form>
        </Card>
        <AppearanceCard />
      </Col>
      <Modal open={binding} title={t('bindTitle')} onCancel={() => setBinding(false)} onOk={() => bindForm.submit()} destroyOnHidden>
        <p style={{ color: token.colorTextSecondary }}>{t('bindHint')}</p>
        <Form form={bindForm} name="bind" layout="vertical" onFinish={bind.submit} preserve={false}>
          <ContactWithCaptcha name="content" send={sendBindCaptcha} autoFocus />
        </Form>
      </Modal>
    </Row>
  );
}
