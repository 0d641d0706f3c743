import type { SentMessage } from '@cloud-exam/contract/sitting/sitting-message';
import { type MessageRecipient, READ_STATES, sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Empty, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { admissionNumberColumn } from './admission-number-column';

type ReadState = (typeof READ_STATES)[number];

/**
 * The candidates a message reached (in the room the page is narrowed to), each with when they read it: filtered by
 * read or not, searched by name or admission number, paged.
 */
export function MessageRecipients({ message, roomId, onClose }: { message?: SentMessage; roomId?: string; onClose: () => void }) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const [filter, setFilter] = useState<{ read?: ReadState; keyword?: string }>({});
  const [page, setPage] = useState({ current: 1, size: 20 });
  const input = { messageId: message?.id ?? '', roomId, ...filter, ...page };
  const recipients = useQuery({ ...endpointQuery(sittingRecordApi.recipients, input), enabled: !!message });
  const narrow = (change: typeof filter) => {
    setFilter((f) => ({ ...f, ...change }));
    setPage((p) => ({ ...p, current: 1 }));
  };
  const data = recipients.data;
  return (
    <Drawer open={!!message} onClose={onClose} size={760} title={t('messagePage.readingTitle')} destroyOnHidden>
      {message && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'text', label: t('messagePage.text'), children: message.text },
              { key: 'sent', label: t('messagePage.sentAt'), children: `${times.seconds(message.sentAt)} · ${message.senderName}` },
              {
                key: 'read',
                label: t('messagePage.reading'),
                children: data ? t('messagePage.readOf', { read: data.read, count: data.read + data.unread }) : '—',
              },
            ]}
          />
          <Space wrap>
            <SearchFilter
              placeholder={t('messagePage.searchRecipients')}
              value={filter.keyword}
              onSearch={(keyword) => narrow({ keyword })}
            />
            <SelectFilter
              label={t('messagePage.readState')}
              value={filter.read}
              width={140}
              options={READ_STATES.map((s) => ({ value: s, label: t(`candidateRecord.${s}`) }))}
              onChange={(read) => narrow({ read })}
            />
          </Space>
          {recipients.isError && !data ? (
            <Alert type="error" showIcon title={t('messagePage.loadFailed')} description={recipients.error.message} />
          ) : (
            <Table<MessageRecipient>
              rowKey="candidateId"
              size="small"
              loading={recipients.isFetching}
              dataSource={data?.records}
              locale={{ emptyText: <Empty description={t('messagePage.noRecipients')} /> }}
              pagination={{
                current: page.current,
                pageSize: page.size,
                total: data?.total,
                showTotal: (total) => t('list:total', { count: total }),
                onChange: (current, size) => setPage({ current, size }),
              }}
              columns={[
                admissionNumberColumn(t('candidate.admissionNumber'), 170),
                { title: t('candidate.name'), dataIndex: 'name', width: 120 },
                { title: t('messagePage.room'), dataIndex: 'roomName', width: 140, render: (v: string | null) => v ?? '—' },
                {
                  title: t('messagePage.readState'),
                  dataIndex: 'readAt',
                  render: (at: string | null) =>
                    at ? (
                      <Tag color="success">{t('messagePage.readAt', { time: times.seconds(at) })}</Tag>
                    ) : (
                      <Tag>{t('candidateRecord.unread')}</Tag>
                    ),
                },
              ]}
            />
          )}
        </Space>
      )}
    </Drawer>
  );
}
