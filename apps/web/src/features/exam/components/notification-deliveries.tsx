import { DownloadOutlined } from '@ant-design/icons';
import {
  type Delivery,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type ExamNotification,
  examNotificationApi,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '@cloud-exam/contract/exam/exam-notification';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFrom, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { told } from '../../../components/use-submit';
import { admissionNumberColumn } from './admission-number-column';

/** The colour of a delivery's status, in the record and in the deliveries. */
export const STATUS_COLORS: Record<DeliveryStatus, string> = { sent: 'success', logged: 'processing', failed: 'error', skipped: 'default' };

/** A session (and a room of it) whose candidates' deliveries alone are shown; none: every candidate's. */
export type DeliveryScope = { sessionId?: string; roomId?: string };

/** A notification's deliveries (to a session's or a room's candidates, when scoped): filtered, searched, paged, exported. */
export function DeliveriesDrawer({
  notification,
  scope = {},
  onClose,
}: {
  notification?: ExamNotification;
  scope?: DeliveryScope;
  onClose: () => void;
}) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const [filter, setFilter] = useState<{ status?: DeliveryStatus; channel?: NotificationChannel; keyword?: string }>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const id = notification?.id ?? '';
  const input = { notificationId: id, ...scope, ...filter, ...page };
  const deliveries = useQuery({ ...endpointQuery(examNotificationApi.deliveries, input), enabled: !!notification });
  const narrow = (change: typeof filter) => {
    setFilter((f) => ({ ...f, ...change }));
    setPage((p) => ({ ...p, current: 1 }));
  };
  return (
    <Drawer
      open={!!notification}
      onClose={onClose}
      size={960}
      title={notification ? t('notification.deliveriesOf', { subject: notification.subject }) : ''}
      destroyOnHidden
    >
      {notification && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('notification.sentAt')}>
              <Space orientation="vertical" size={0}>
                {times.format(notification.createTime)}
                <TimeZoneNote at={notification.createTime} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('notification.by')}>{notification.createdByName ?? '—'}</Descriptions.Item>
          </Descriptions>
          {notification.counts.logged > 0 && (
            <Alert type="info" showIcon title={t('notification.loggedHint')} style={{ marginBottom: 16 }} />
          )}
          <Space wrap style={{ marginBottom: 16 }}>
            <SearchFilter
              placeholder={t('notification.searchDeliveries')}
              width={380}
              value={filter.keyword}
              onSearch={(keyword) => narrow({ keyword })}
            />
            <SelectFilter
              label={t('notification.status')}
              value={filter.status}
              options={DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`notification.deliveryStatus.${s}`) }))}
              onChange={(status) => narrow({ status })}
            />
            <SelectFilter
              label={t('notification.channels')}
              value={filter.channel}
              width={140}
              options={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: t(`notification.channel.${c}`) }))}
              onChange={(channel) => narrow({ channel })}
            />
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                void told(() => downloadFrom(examNotificationApi.exportDeliveries, { notificationId: id, ...scope, ...filter }))
              }
            >
              {t('list:action.export')}
            </Button>
          </Space>
          <Table<Delivery>
            rowKey="id"
            size="small"
            loading={deliveries.isFetching}
            dataSource={deliveries.data?.records}
            locale={{
              emptyText: (
                <Empty description={t(notification.status === 'sending' ? 'notification.stillSending' : 'notification.noDeliveries')} />
              ),
            }}
            pagination={{
              current: page.current,
              pageSize: page.size,
              total: deliveries.data?.total,
              showTotal: (total) => t('list:total', { count: total }),
              onChange: (current, size) => setPage({ current, size }),
            }}
            columns={[
              admissionNumberColumn(t('candidate.admissionNumber'), 170),
              { title: t('candidate.name'), dataIndex: 'name', width: 100 },
              {
                title: t('notification.channels'),
                dataIndex: 'channel',
                width: 110,
                render: (c: NotificationChannel) => t(`notification.channel.${c}`),
              },
              { title: t('notification.recipient'), dataIndex: 'recipient', width: 170, render: (r: string | null) => r ?? '—' },
              {
                title: t('notification.status'),
                dataIndex: 'status',
                width: 110,
                render: (s: DeliveryStatus, row) => (
                  <Space orientation="vertical" size={0}>
                    <Tag color={STATUS_COLORS[s]}>{t(`notification.deliveryStatus.${s}`)}</Tag>
                    {row.error && <Typography.Text type="danger">{row.error}</Typography.Text>}
                  </Space>
                ),
              },
              {
                title: t('notification.message'),
                dataIndex: 'body',
                render: (body: string | null, row) =>
                  body === null ? (
                    '—'
                  ) : (
                    <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: true, symbol: t('notification.more') }}>
                      {row.channel === 'email' && row.subject ? `${row.subject} — ${body}` : body}
                    </Typography.Paragraph>
                  ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
