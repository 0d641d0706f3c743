import { id as idSchema } from '@cloud-exam/contract/fields';
import { type SentMessage, sittingMessageApi } from '@cloud-exam/contract/sitting/sitting-message';
import { sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Progress, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { SelectFilter } from '../../../components/list/list-pieces';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { useViewParams } from '../../../components/view-location';
import { ExamMissing } from '../components/exam-missing';
import { MessageRecipients } from '../components/message-recipients';
import { MessageSendForm } from '../components/message-send-form';
import { SessionHeading } from '../components/session-heading';
import { roomsOf, useSessionOverview } from '../use-session-overview';

/**
 * `/examination/taskDetail/messagePages/:id/:timeId` — the messages sent to a session's candidates (one, a room, all)
 * with how many have read each and who has not, and a quick send.
 */
export default function SessionMessagesPage() {
  const { id = '', timeId = '' } = useViewParams<'id' | 'timeId'>();
  return idSchema.safeParse(timeId).success ? (
    <SessionMessages key={timeId} examId={id} sessionId={timeId} />
  ) : (
    <ExamMissing titleKey="schedule.missing" />
  );
}

function SessionMessages({ examId, sessionId }: { examId: string; sessionId: string }) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const session = useSessionOverview(sessionId);
  const [roomId, setRoomId] = useState<string>();
  const list = useQuery(endpointQuery(sittingMessageApi.list, { sessionId, roomId }));
  const refresh = useRefresh([sittingMessageApi.list, sittingRecordApi.recipients]);
  const [open, setOpen] = useState<string>();
  if (session.isError && !session.data) return <ExamMissing titleKey="schedule.missing" />;
  if (!session.data) return <Skeleton active />;
  const s = session.data;
  const targetText = (m: SentMessage) =>
    m.target === 'room' ? t('messagePage.toRoom', { room: m.roomName ?? '—' }) : t(`messagePage.target.${m.target}`);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SessionHeading examId={examId} sessionId={sessionId} title={t('messagePage.title')} session={s} />
      <MessageSendForm sessionId={sessionId} rooms={roomsOf(s)} onSent={() => void refresh()} />
      <Card
        title={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('messagePage.sentList')}
          </Typography.Title>
        }
        extra={
          <SelectFilter
            label={t('messagePage.room')}
            placeholder={t('messagePage.allRooms')}
            value={roomId}
            options={roomsOf(s).map((r) => ({ value: r.id, label: r.roomName }))}
            onChange={setRoomId}
          />
        }
      >
        {list.isError && !list.data ? (
          <Alert
            type="error"
            showIcon
            title={t('messagePage.loadFailed')}
            description={list.error.message}
            action={<Button onClick={() => void list.refetch()}>{t('candidateRecord.retry')}</Button>}
          />
        ) : (
          <Table<SentMessage>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data}
            locale={{ emptyText: <Empty description={t('messagePage.empty')} /> }}
            pagination={{ defaultPageSize: 20, showTotal: (total) => t('list:total', { count: total }) }}
            columns={[
              { title: t('messagePage.sentAt'), dataIndex: 'sentAt', width: 170, render: (v: string) => times.seconds(v) },
              {
                title: t('messagePage.text'),
                dataIndex: 'text',
                render: (v: string) => <Typography.Paragraph style={{ margin: 0 }}>{v}</Typography.Paragraph>,
              },
              { title: t('messagePage.to'), key: 'target', width: 150, render: (_, m) => targetText(m) },
              { title: t('messagePage.sender'), dataIndex: 'senderName', width: 110 },
              {
                title: t('messagePage.reading'),
                key: 'read',
                width: 190,
                render: (_, m) => (
                  <Space orientation="vertical" size={0} style={{ width: '100%' }}>
                    <span>{t('messagePage.readOf', { read: m.read, count: m.recipients })}</span>
                    <Progress
                      percent={m.recipients ? Math.round((m.read / m.recipients) * 100) : 0}
                      size="small"
                      aria-label={t('messagePage.readOf', { read: m.read, count: m.recipients })}
                    />
                  </Space>
                ),
              },
              {
                title: t('list:action.title'),
                key: 'actions',
                width: 110,
                render: (_, m) => (
                  <Button type="link" onClick={() => setOpen(m.id)} aria-label={t('messagePage.readingOf', { text: m.text.slice(0, 30) })}>
                    {t('messagePage.readingLink')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      <MessageRecipients message={list.data?.find((m) => m.id === open)} roomId={roomId} onClose={() => setOpen(undefined)} />
    </Space>
  );
}
