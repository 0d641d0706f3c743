import { id as idSchema } from '@cloud-exam/contract/fields';
import { Card, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useViewParams } from '../../../components/view-location';
import { ExamMissing } from '../components/exam-missing';
import { RecordEvents, useCandidateRecord } from '../components/record-events';
import { RosterSelect } from '../components/roster-select';
import { SessionHeading } from '../components/session-heading';
import { sessionPagePath } from '../paths';
import { useSessionOverview } from '../use-session-overview';

/**
 * `/examination/taskDetail/candidateRecord/:id/:timeId/:candidateId?` — a candidate's record of exam day in a session:
 * without a candidate, the choice of one among the session's; with one, their events in order.
 */
export default function CandidateRecordPage() {
  const { id = '', timeId = '', candidateId } = useViewParams<'id' | 'timeId' | 'candidateId'>();
  const valid = idSchema.safeParse(timeId).success && (!candidateId || idSchema.safeParse(candidateId).success);
  return valid ? (
    <SessionRecord key={`${timeId}/${candidateId ?? ''}`} examId={id} sessionId={timeId} candidateId={candidateId} />
  ) : (
    <ExamMissing titleKey="schedule.missing" />
  );
}

function SessionRecord({ examId, sessionId, candidateId }: { examId: string; sessionId: string; candidateId?: string }) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const session = useSessionOverview(sessionId);
  const record = useCandidateRecord(sessionId, candidateId);
  const chosen = record.record.data?.candidate;
  if (session.isError && !session.data) return <ExamMissing titleKey="schedule.missing" />;
  const s = session.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SessionHeading examId={examId} sessionId={sessionId} title={t('candidateRecord.title')} session={s}>
        <RosterSelect
          sessionId={sessionId}
          label={t('candidateRecord.choose')}
          value={candidateId}
          known={chosen && { value: chosen.candidateId, label: `${chosen.name}（${chosen.admissionNumber}）` }}
          onChange={(chosen) => void navigate(sessionPagePath('sessionCandidateRecord', examId, sessionId, chosen))}
        />
      </SessionHeading>
      {candidateId ? (
        <RecordEvents {...record} />
      ) : (
        <Card>
          <Empty description={t('candidateRecord.chooseHint')} />
        </Card>
      )}
    </Space>
  );
}
