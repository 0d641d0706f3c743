import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examNotificationApi, NOTIFICATION_SMS_MAX, type NotificationCompose } from '@cloud-exam/contract/exam/exam-notification';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';

/** The message as its first recipient reads it, how many each channel reaches, and what only the server can tell. */
export function PreviewCard({ compose }: { compose?: NotificationCompose }) {
  const { t } = useTranslation('exam');
  const preview = useQuery({
    ...endpointQuery(examNotificationApi.preview, compose!),
    enabled: !!compose,
    placeholderData: (previous) => previous,
  });
  const p = compose ? preview.data : undefined;
  // the form shows the problems of its own fields; the audience and a text message's length only the server knows
  const serverOnly = p?.problems.filter((x) => x.field === 'audience' || x.code === ErrorCodes.notificationSmsTooLong) ?? [];
  return (
    <Card size="small" title={t('notification.preview')} aria-live="polite" aria-busy={preview.isFetching}>
      {!compose ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notification.chooseAudienceFirst')} />
      ) : !p ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t('notification.recipients', { count: p.recipientCount })}</Typography.Text>
          {p.channels.map((c) => (
            <Typography.Text key={c.channel} type="secondary">
              {t(`notification.reach.${c.channel}`, { count: c.recipients, skipped: c.skipped })}
            </Typography.Text>
          ))}
          {p.smsLength !== null && compose.body.trim() && (
            <Typography.Text type={p.smsLength > NOTIFICATION_SMS_MAX ? 'danger' : 'secondary'}>
              {t('notification.smsLength', { length: p.smsLength, max: NOTIFICATION_SMS_MAX })}
            </Typography.Text>
          )}
          {serverOnly.map((x) => (
            <Alert key={x.code} type="error" showIcon title={x.message} />
          ))}
          {p.sample && (compose.subject.trim() || compose.body.trim()) ? (
            <>
              <Typography.Text type="secondary">
                {t('notification.sampleFor', { name: p.sample.name, number: p.sample.admissionNumber })}
              </Typography.Text>
              <div style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 12, background: '#fafafa' }}>
                <Typography.Text strong>{p.sample.subject}</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{p.sample.body}</Typography.Paragraph>
              </div>
            </>
          ) : (
            p.sample && <Typography.Text type="secondary">{t('notification.writeFirst')}</Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}
