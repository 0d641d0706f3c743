import {
  DELIVERY_STATUSES,
  examNotificationApi,
  type ExamNotification,
  examWideText,
  type NotificationChannel,
} from '@cloud-exam/contract/exam/exam-notification';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Progress, Space, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { DeliveriesDrawer, type DeliveryScope, STATUS_COLORS } from './notification-deliveries';

/**
 * The record of an exam's notifications, newest first, following those still sending; each opens its deliveries. With
 * a session (and a room of it), the notifications that reach its candidates, and of each the deliveries to them only.
 */
export function NotificationRecord({
  examId,
  examName,
  scope = {},
  extra,
}: {
  examId: string;
  /** Filled into the subjects as sent (the personal variables differ by candidate). */
  examName?: string;
  scope?: DeliveryScope;
  /** Beside the card's title: a session page's room filter. */
  extra?: ReactNode;
}) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = useQuery({
    ...endpointQuery(examNotificationApi.page, { examId, ...scope, ...page }),
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.status === 'sending') ? 1000 : false),
  });
  const [open, setOpen] = useState<string>();
  const records = list.data?.records.map((r) => (examName ? { ...r, subject: examWideText(r.subject, examName) } : r));
  const opened = records?.find((r) => r.id === open);

  const audienceText = (a: ExamNotification['audience']) =>
    a.kind === 'session'
      ? a.roomId
        ? t('sessionNotification.audienceRoom', {
            session: a.sessionName ?? t('notification.sessionGone'),
            room: a.roomName ?? t('sessionNotification.roomGone'),
          })
        : t('notification.audienceSession', { name: a.sessionName ?? t('notification.sessionGone') })
      : a.kind === 'candidates'
        ? t('notification.audienceChosen', { count: a.chosen ?? 0 })
        : t('notification.audienceKind.all');

  return (
    <Card title={t('notification.record')} extra={extra}>
      <Table<ExamNotification>
        rowKey="id"
        loading={list.isLoading}
        dataSource={records}
        locale={{ emptyText: <Empty description={t('notification.empty')} /> }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: list.data?.total,
          showTotal: (total) => t('list:total', { count: total }),
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: t('notification.sentAt'), dataIndex: 'createTime', width: 150, render: (v: string) => times.format(v) },
          { title: t('notification.subject'), dataIndex: 'subject', ellipsis: true },
          {
            title: t('notification.channels'),
            dataIndex: 'channels',
            width: 140,
            render: (cs: NotificationChannel[]) => cs.map((c) => <Tag key={c}>{t(`notification.channel.${c}`)}</Tag>),
          },
          { title: t('notification.audience'), dataIndex: 'audience', width: 170, render: audienceText },
          { title: t('notification.recipientCount'), dataIndex: 'recipientCount', width: 90, align: 'right' },
          {
            title: t('notification.result'),
            width: 200,
            render: (_, r) =>
              r.status === 'sending' ? (
                <Progress percent={r.progress} size="small" aria-label={t('notification.sending')} />
              ) : (
                <Space size={[0, 4]} wrap>
                  {r.status === 'failed' && <Tag color="error">{t('notification.jobFailed')}</Tag>}
                  {DELIVERY_STATUSES.filter((s) => r.counts[s]).map((s) => (
                    <Tag key={s} color={STATUS_COLORS[s]}>
                      {t(`notification.deliveryStatus.${s}`)} {r.counts[s]}
                    </Tag>
                  ))}
                </Space>
              ),
          },
          { title: t('notification.by'), dataIndex: 'createdByName', width: 100, render: (v: string | null) => v ?? '—' },
          {
            title: t('list:action.title'),
            width: 90,
            render: (_, r) => (
              <Button type="link" onClick={() => setOpen(r.id)} aria-label={t('notification.deliveriesOf', { subject: r.subject })}>
                {t('notification.deliveries')}
              </Button>
            ),
          },
        ]}
      />
      <DeliveriesDrawer notification={opened} scope={scope} onClose={() => setOpen(undefined)} />
    </Card>
  );
}
