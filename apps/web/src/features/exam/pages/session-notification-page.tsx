import { examNotificationApi } from '@cloud-exam/contract/exam/exam-notification';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { SelectFilter } from '../../../components/list/list-pieces';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useViewParams } from '../../../components/view-location';
import { useViewName } from '../../../layout/tags-view-store';
import { ExamMissing } from '../components/exam-missing';
import { ComposeCard } from '../components/notification-compose';
import { NotificationRecord } from '../components/notification-record';
import { sessionPath } from '../paths';

/**
 * `/examination/taskDetail/notification/:id/:timeId` — the exam's notifications scoped to one session: sent to its
 * candidates (or one room's), and the record of those that reach them, each with the deliveries to them only.
 */
export default function SessionNotificationPage() {
  const { id = '', timeId = '' } = useViewParams<'id' | 'timeId'>();
  return idSchema.safeParse(timeId).success ? (
    <SessionNotifications key={timeId} examId={id} sessionId={timeId} />
  ) : (
    <ExamMissing titleKey="schedule.missing" />
  );
}

function SessionNotifications({ examId, sessionId }: { examId: string; sessionId: string }) {
  const { t } = useTranslation('exam');
  const detail = useQuery(endpointQuery(scheduleApi.session, { id: sessionId }));
  const refresh = useRefresh([examNotificationApi.page]);
  const [roomId, setRoomId] = useState<string>();
  useViewName(detail.data && t('sessionNotification.titleOf', { name: detail.data.sessionName }));
  if (detail.isError && !detail.data) return <ExamMissing titleKey="schedule.missing" />;
  if (!detail.data) return <Skeleton active />;
  const s = detail.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('sessionNotification.titleOf', { name: s.sessionName })}</h2>}
        extra={<Link to={sessionPath(examId, sessionId)}>{t('sessionPaper.backToSession')}</Link>}
      >
        <Typography.Text type="secondary">{t('sessionNotification.intro', { exam: s.examName, subject: s.subjectName })}</Typography.Text>
        <div>
          <TimeZoneNote />
        </div>
      </Card>
      <ComposeCard examId={examId} session={s} onSent={() => void refresh()} />
      <NotificationRecord
        key={roomId ?? ''}
        examId={examId}
        examName={s.examName}
        scope={{ sessionId, roomId }}
        extra={
          <SelectFilter
            label={t('sessionNotification.room')}
            placeholder={t('sessionNotification.allRooms')}
            value={roomId}
            options={s.rooms.map((r) => ({ value: r.id, label: r.roomName }))}
            onChange={setRoomId}
          />
        }
      />
    </Space>
  );
}
