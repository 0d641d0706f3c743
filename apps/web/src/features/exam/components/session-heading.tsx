import type { SessionOverview } from '@cloud-exam/contract/sitting/sitting-overview';
import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExamTimes } from '../../../components/date-time';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { sessionPath } from '../paths';

/**
 * The first card of a session's exam-day page: the page's title, the way back to the session, and the session's exam,
 * name, subject and time in the institution's zone (once its overview is read); `children` stand beside them (a live
 * badge, a candidate picker).
 */
export function SessionHeading({
  examId,
  sessionId,
  title,
  session,
  children,
}: {
  examId: string;
  sessionId: string;
  title: string;
  session: Pick<SessionOverview, 'examName' | 'sessionName' | 'subjectName' | 'beginDate' | 'endDate'> | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('exam');
  const times = useExamTimes();
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={<Link to={sessionPath(examId, sessionId)}>{t('candidateRecord.backToSession')}</Link>}
    >
      <Space wrap size="large">
        {session && (
          <Typography.Text>
            {session.examName} · {session.sessionName} · {session.subjectName} · {times.span(session.beginDate, session.endDate)}
          </Typography.Text>
        )}
        {children}
      </Space>
      {session && (
        <div>
          <TimeZoneNote at={session.beginDate} />
        </div>
      )}
    </Card>
  );
}
