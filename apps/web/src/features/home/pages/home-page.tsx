import { Authority } from '@cloud-exam/contract/authorities';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../auth/current-user';

/** The workbench: who is signed in, where, and with which roles and authorities. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const isAdmin = user.authorities.includes(Authority.admin);
  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('greeting', { name: user.name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Card title={t('account')}>
        <Descriptions column={2} bordered size="middle">
          <Descriptions.Item label={t('name')}>{user.name}</Descriptions.Item>
          <Descriptions.Item label={t('username')}>{user.username}</Descriptions.Item>
          <Descriptions.Item label={t('institution')}>{user.officename}</Descriptions.Item>
          <Descriptions.Item label={t('roles')}>
            {user.roleName.length ? user.roleName.map((r) => <Tag key={r}>{r}</Tag>) : t('none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('authorities')} span={2}>
            {isAdmin ? <Tag color="blue">{t('allAuthorities')}</Tag> : user.authorities.map((a) => <Tag key={a}>{a}</Tag>)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
