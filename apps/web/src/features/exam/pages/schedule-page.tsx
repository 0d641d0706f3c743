import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFrom, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { ImportDialog } from '../../../components/list/import-dialog';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useViewParams } from '../../../components/view-location';
import { useViewName } from '../../../layout/tags-view-store';
import { SCHEDULE_READS } from '../api';
import { AssignDialog } from '../components/assign-dialog';
import { ExamMissing } from '../components/exam-missing';
import { type ScheduleSubject, ScheduleSubjectCard } from '../components/schedule-subject-card';

/** `/examination/taskDetail/:id` — an exam's schedule: per subject its sessions, how many candidates sit one, automatic seating. */
export default function SchedulePage() {
  const { id = '' } = useViewParams<'id'>();
  return idSchema.safeParse(id).success ? <ExamSchedule key={id} examId={id} /> : <ExamMissing titleKey="schedule.missing" />;
}

function ExamSchedule({ examId }: { examId: string }) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const schedule = useQuery(endpointQuery(scheduleApi.schedule, { examId }));
  useViewName(schedule.data?.examName);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState<ScheduleSubject>();
  if (schedule.isError && !schedule.data) return <ExamMissing titleKey="schedule.missing" />;
  if (!schedule.data) return <Skeleton active />;
  const s = schedule.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('schedule.titleOf', { name: s.examName })}
        extra={
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadFrom(scheduleApi.export, { examId })}>
              {t('schedule.export')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('schedule.import')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {t('schedule.window', { begin: times.format(s.beginDate), end: times.format(s.endDate) })}
            {' · '}
            {t('schedule.candidates', { count: s.candidateCount })} <TimeZoneNote at={s.beginDate} />
          </Typography.Text>
          {s.published && <Alert type="info" showIcon message={t('schedule.publishedHint')} />}
        </Space>
      </Card>
      {s.subjects.map((subject) => (
        <ScheduleSubjectCard
          key={subject.id}
          schedule={s}
          subject={subject}
          sessions={s.sessions.filter((x) => x.subjectId === subject.id)}
          onAssign={() => setAssigning(subject)}
        />
      ))}
      <AssignDialog
        key={assigning?.id}
        examId={examId}
        subject={assigning}
        candidates={s.candidateCount}
        onClose={() => setAssigning(undefined)}
      />
      <ImportDialog
        open={importing}
        title={t('schedule.import')}
        onClose={() => setImporting(false)}
        importEndpoint={scheduleApi.import}
        params={{ examId }}
        templateFrom={{ endpoint: scheduleApi.export, input: { examId }, label: t('schedule.downloadPlan') }}
        refresh={SCHEDULE_READS}
      />
    </Space>
  );
}
