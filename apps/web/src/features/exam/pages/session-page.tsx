import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { useCurrentUser } from '../../../auth/current-user';
import { useExamTimes } from '../../../components/date-time';
import { useViewParams } from '../../../components/view-location';
import { useViewName } from '../../../layout/tags-view-store';
import { ExamMissing } from '../components/exam-missing';
import { sessionFacts } from '../components/session-facts';
import { RoomsCard } from '../components/session-rooms';
import { SeatsCard } from '../components/session-seats';
import { SessionOverviewCard } from '../components/session-overview';
import { schedulePath, sessionPagePath } from '../paths';

/**
 * `/examination/taskDetail/:id/:timeId` — one session: on exam day its live overview and its exam-day pages; beside
 * them its rooms with capacity and invigilators, and who sits where. An invigilator (`gl_kw_monitor` alone) sees the
 * overview of their rooms only.
 */
export default function SessionPage() {
  const { id = '', timeId = '' } = useViewParams<'id' | 'timeId'>();
  return idSchema.safeParse(timeId).success ? (
    <SessionDay key={timeId} examId={id} sessionId={timeId} />
  ) : (
    <ExamMissing titleKey="schedule.missing" />
  );
}

function SessionDay({ examId: id, sessionId: timeId }: { examId: string; sessionId: string }) {
  const { authorities } = useCurrentUser();
  const overview = useQuery(endpointQuery(sittingOverviewApi.overview, { sessionId: timeId }));
  useViewName(overview.data?.sessionName);
  if (overview.isError && !overview.data) return <ExamMissing titleKey="schedule.missing" />;
  const officer = hasAnyAuthority(authorities, [Authority.exam]);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SessionOverviewCard examId={id} sessionId={timeId} officer={officer} />
      <ExamDayLinks examId={id} sessionId={timeId} officer={officer} />
      {officer && <SessionSchedule examId={id} sessionId={timeId} />}
    </Space>
  );
}

/**
 * The session's exam-day pages. An invigilator opens those that read the session through its overview (their rooms);
 * its notifications and its paper are the officer's.
 */
const EXAM_DAY_PAGES = [
  { page: 'sessionAnswerRecords', officer: false },
  { page: 'sessionAnswerHistory', officer: false },
  { page: 'sessionCandidateRecord', officer: false },
  { page: 'sessionMessages', officer: false },
  { page: 'sessionAnomalies', officer: false },
  { page: 'sessionDiscipline', officer: false },
  { page: 'sessionDataReport', officer: false },
  { page: 'sessionNotification', officer: true },
  { page: 'sessionPaper', officer: true },
  { page: 'sessionTickets', officer: true },
] as const;

function ExamDayLinks({ examId, sessionId, officer }: { examId: string; sessionId: string; officer: boolean }) {
  const { t } = useTranslation('exam');
  return (
    <Card title={t('overview.pages')} size="small">
      <nav aria-label={t('overview.pages')}>
        <Space wrap size={[24, 8]}>
          {EXAM_DAY_PAGES.filter((p) => officer || !p.officer).map(({ page }) => (
            <Link key={page} to={sessionPagePath(page, examId, sessionId)}>
              {t(`overview.page.${page}`)}
            </Link>
          ))}
        </Space>
      </nav>
    </Card>
  );
}

function SessionSchedule({ examId, sessionId }: { examId: string; sessionId: string }) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const detail = useQuery(endpointQuery(scheduleApi.session, { id: sessionId }));
  if (detail.isError && !detail.data) return <ExamMissing titleKey="schedule.missing" />;
  if (!detail.data) return <Skeleton active />;
  const s = detail.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <span>{t('schedule.sessionTitle', { name: s.sessionName })}</span>
            {s.started && <Tag color="processing">{t('schedule.started')}</Tag>}
          </Space>
        }
        extra={<Link to={schedulePath(examId)}>{t('schedule.backToSchedule')}</Link>}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            ...sessionFacts(t, times, s),
            { key: 'rooms', label: t('schedule.rooms'), children: s.roomCount },
            { key: 'capacity', label: t('schedule.capacity'), children: s.capacity },
            { key: 'seated', label: t('schedule.seated'), children: s.seated },
          ]}
        />
        {s.started && <Alert type="info" showIcon message={t('schedule.startedHint')} />}
        {!s.started && s.unseated > 0 && (
          <Alert type="warning" showIcon message={t('schedule.unseatedHint', { count: s.unseated, subject: s.subjectName })} />
        )}
      </Card>
      <RoomsCard session={s} />
      <SeatsCard session={s} />
    </Space>
  );
}
