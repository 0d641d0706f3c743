import {
  examNotificationApi,
  type ExamNotification,
  examWideText,
  DELIVERY_STATUSES,
  type NotificationChannel,
} from '@cloud-exam/contract/exam/exam-notification';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Progress, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useViewParams } from '../../../components/view-location';
import { useNamedExam } from '../api';
import { ComposeCard } from '../components/notification-compose';
import { DeliveriesDrawer, STATUS_COLORS } from '../components/notification-deliveries';

/** detail/notification/:id — notify an exam's candidates by text message and e-mail, and the record of what was sent. */
export default function NotificationPage() {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const { id = '' } = useViewParams<'id'>();
  const exam = useNamedExam(id);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = useQuery({
    ...endpointQuery(examNotificationApi.page, { examId: id, ...page }),
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.status === 'sending') ? 1000 : false),
  });
  const refresh = useRefresh([examNotificationApi.page]);
  const [open, setOpen] = useState<string>();
  // The record reads as sent: the exam's name filled into the subject (the personal variables differ by candidate).
  const examName = exam.data?.examName;
  const records = list.data?.records.map((r) => (examName ? { ...r, subject: examWideText(r.subject, examName) } : r));
  const opened = records?.find((r) => r.id === open);

  const audienceText = (a: ExamNotification['audience']) =>
    a.kind === 'session'
      ? t('notification.audienceSession', { name: a.sessionName ?? t('notification.sessionGone') })
      : a.kind === 'candidates'
        ? t('notification.audienceChosen', { count: a.chosen ?? 0 })
        : t('notification.audienceKind.all');

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        {exam.data && (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('notification.titleOf', { name: exam.data.examName })}
          </Typography.Title>
        )}
        {/* The sessions offered, the preview and the record all give the institution's times. */}
        <TimeZoneNote />
      </div>
      <ComposeCard examId={id} onSent={() => void refresh()} />
      <Card title={t('notification.record')}>
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
            { title: t('notification.audience'), dataIndex: 'audience', width: 150, render: audienceText },
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
      </Card>
      <DeliveriesDrawer notification={opened} onClose={() => setOpen(undefined)} />
    </Space>
  );
}
