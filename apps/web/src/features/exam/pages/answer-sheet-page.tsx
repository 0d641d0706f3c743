import { ReloadOutlined } from '@ant-design/icons';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { type AnswerSheet, sittingAnswersApi } from '@cloud-exam/contract/sitting/sitting-answers';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Result, Row, Skeleton, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useNavigate } from 'react-router';
import { endpointQuery } from '../../../api/call';
import type { RequestError } from '../../../api/request';
import { MissingCard } from '../../../components/missing-card';
import { useViewLocation, useViewParams } from '../../../components/view-location';
import { useViewName } from '../../../layout/tags-view-store';
import { AnswerHistory, type SheetTarget, useAnswerSaves } from '../components/answer-history';
import { CandidatePicker, defaultSession, SessionPicker } from '../components/answer-pickers';
import { SheetBody, SheetHeader } from '../components/answer-sheet';
import { SheetBreaches } from '../components/discipline-pieces';
import { ExamMissing } from '../components/exam-missing';
import { EXAM_LIST_PATH, EXAM_PAGES, sessionPagePath } from '../paths';

const isId = (value: string | undefined): value is string => idSchema.safeParse(value).success;

/**
 * A candidate's answer sheet and answer history (作答详情 / 作答历史), at four addresses: a session's
 * (`taskDetail/anshistory/:id/:timeId/:candidateId?` and `taskDetail/taskAnswerRecordsDetail/anshistory/…`), where
 * without a candidate a picker of those who signed in leads to one's address; and an exam's
 * (`detail/anshistory/:id/:candidateId`, `detail/answerRecordsDetail/anshistory/…`), where the candidate's session
 * is chosen (the latest they sat first).
 */
export default function AnswerSheetPage() {
  const { t } = useTranslation('exam');
  const { id = '', timeId, candidateId } = useViewParams<'id' | 'timeId' | 'candidateId'>();
  const { pathname } = useViewLocation();
  const navigate = useNavigate();
  const candidateMissing = <MissingCard title={t('candidate.notFound')} back={{ to: EXAM_LIST_PATH, label: t('paper.backToList') }} />;
  if (timeId !== undefined) {
    if (!isId(timeId)) return <ExamMissing titleKey="schedule.missing" />;
    if (candidateId !== undefined && !isId(candidateId)) return candidateMissing;
    const page = matchPath(EXAM_PAGES.sessionAnswerRecordsDetail, pathname) ? 'sessionAnswerRecordsDetail' : 'sessionAnswerHistory';
    const open = (chosen: string) => void navigate(sessionPagePath(page, id, timeId, chosen));
    if (!candidateId)
      return (
        <Card title={t('answerSheet.pickTitle')}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <CandidatePicker sessionId={timeId} onChange={open} />
            <Empty description={t('answerSheet.pickHint')} />
          </Space>
        </Card>
      );
    return (
      <Answers
        key={`${timeId}/${candidateId}`}
        target={{ examCandidateId: candidateId, sessionId: timeId }}
        picker={(sheet) => (
          <CandidatePicker
            sessionId={timeId}
            current={{ id: candidateId, label: sheet ? `${sheet.candidate.name} · ${sheet.candidate.admissionNumber}` : '—' }}
            onChange={open}
          />
        )}
      />
    );
  }
  return isId(candidateId) ? <ExamAnswers key={candidateId} examCandidateId={candidateId} /> : candidateMissing;
}

/** An exam's page: the candidate's sessions, one chosen (the latest they sat unless the user picks another). */
function ExamAnswers({ examCandidateId }: { examCandidateId: string }) {
  const { t } = useTranslation('exam');
  const sessions = useQuery({ ...endpointQuery(sittingControlApi.candidate, { examCandidateId }, { silent: true }), retry: false });
  const [chosen, setChosen] = useState<string>();
  if (sessions.isLoading) return <Skeleton active />;
  if (!sessions.data) return <MissingCard title={t('candidate.notFound')} back={{ to: EXAM_LIST_PATH, label: t('paper.backToList') }} />;
  const list = sessions.data;
  const sessionId = chosen ?? defaultSession(list);
  if (!sessionId)
    return (
      <Card>
        <Empty description={t('candidate.noSeats')} />
      </Card>
    );
  const picker = () => <SessionPicker sessions={list} value={sessionId} onChange={setChosen} />;
  return <Answers key={sessionId} target={{ examCandidateId, sessionId }} picker={picker} />;
}

/** The sheet and its history side by side; the history's step outlines and scrolls to its item on the sheet. */
function Answers({ target, picker }: { target: SheetTarget; picker: (sheet?: AnswerSheet) => ReactNode }) {
  const { t } = useTranslation('exam');
  const sheet = useQuery({ ...endpointQuery(sittingAnswersApi.sheet, target, { silent: true }), retry: false });
  const [step, setStep] = useState<number | null>(null);
  const history = useAnswerSaves(target, step, sheet.isSuccess);
  useViewName(sheet.data?.candidate.name);
  if (sheet.isLoading) return <Skeleton active />;
  if (!sheet.data) return <Refused error={sheet.error as RequestError | null} picker={picker()} retry={() => void sheet.refetch()} />;
  const reload = () => {
    void sheet.refetch();
    void history.query.refetch();
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SheetHeader
        sheet={sheet.data}
        extra={
          <Space wrap>
            {picker(sheet.data)}
            <Button icon={<ReloadOutlined />} onClick={reload} loading={sheet.isFetching}>
              {t('answerSheet.reload')}
            </Button>
          </Space>
        }
      />
      <SheetBreaches sessionId={target.sessionId} examCandidateId={target.examCandidateId} discipline={sheet.data.discipline} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <SheetBody sheet={sheet.data} currentItemId={history.save?.itemId} />
        </Col>
        <Col xs={24} xl={8}>
          <div style={{ position: 'sticky', top: 16 }}>
            <AnswerHistory history={history} step={step} onStep={setStep} />
          </div>
        </Col>
      </Row>
    </Space>
  );
}

/** Why there is no sheet: not signed in to the session (no sitting yet), not found, not the invigilator's room, or a failure. */
function Refused({ error, picker, retry }: { error: RequestError | null; picker: ReactNode; retry: () => void }) {
  const { t } = useTranslation('exam');
  if (error?.code === ErrorCodes.sittingNotSignedIn)
    return (
      <Card title={t('answerSheet.title')} extra={picker}>
        <Empty description={t('answerSheet.noSitting')} />
      </Card>
    );
  if (error?.code === ErrorCodes.notFound)
    return <MissingCard title={t('answerSheet.missing')} back={{ to: EXAM_LIST_PATH, label: t('paper.backToList') }} />;
  if (error?.code === ErrorCodes.notYourRoom)
    return (
      <Card>
        <Result status="403" title={error.message} />
      </Card>
    );
  return (
    <Alert
      type="error"
      showIcon
      title={t('answerSheet.loadFailed')}
      description={error?.message}
      action={<Button onClick={retry}>{t('answerSheet.retry')}</Button>}
    />
  );
}
