import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { ROSTER_STATES, type RosterState } from '@cloud-exam/contract/sitting/sitting-control';
import { type RecordRow, sittingRecordsApi } from '@cloud-exam/contract/sitting/sitting-records';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useViewParams } from '../../../components/view-location';
import { useNamedExam } from '../api';
import { AnswerRecordsTable, recordKey } from '../components/answer-records-table';
import { ExamMissing } from '../components/exam-missing';
import { type ActionOutcome, ActionOutcomeDialog, RecordActionDialog } from '../components/record-action-dialog';
import { appliesTo, RECORD_ACTIONS, type RecordAction, targetsOf } from '../components/record-actions';
import { useExportStarted } from '../components/export-started';
import { roomsOf, useSessionOverview } from '../use-session-overview';

/**
 * Answer records (答题记录): `detail/answerRecords/:id`, every session of the exam with a session filter, and
 * `taskDetail/answerRecords/:id/:timeId`, one session. The candidates with their state, counted by state; filters in the
 * address's query; the export through the download centre; pause, resume, extra time, force submit and withdraw on
 * one candidate or on those chosen, each with a reason, and what was done and skipped shown after.
 */
export default function AnswerRecordsPage() {
  const { id = '', timeId } = useViewParams<'id' | 'timeId'>();
  if (!idSchema.safeParse(id).success || (timeId !== undefined && !idSchema.safeParse(timeId).success))
    return <ExamMissing titleKey="answerRecords.missing" />;
  return <AnswerRecords key={`${id}/${timeId ?? ''}`} examId={id} sessionId={timeId} />;
}

function AnswerRecords({ examId, sessionId }: { examId: string; sessionId?: string }) {
  const { t } = useTranslation(['exam', 'list']);
  // the exam's base information is the officer's: a session's records name the session instead
  const exam = useNamedExam(examId, !sessionId);
  const list = useListPage(sittingRecordsApi.records, { examId, ...(sessionId ? { sessionId } : {}) });
  const { filter } = list;
  const chosenSession = sessionId ?? filter.sessionId;
  const schedule = useQuery({ ...endpointQuery(scheduleApi.schedule, { examId }), enabled: !sessionId });
  const session = useSessionOverview(chosenSession);
  const refresh = useRefresh([sittingRecordsApi.records]);
  const [selected, setSelected] = useState<RecordRow[]>([]);
  const [acting, setActing] = useState<{ action: RecordAction; rows: RecordRow[] }>();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const exported = useExportStarted(sittingRecordsApi.exportRecords, t('answerRecords.exportStarted'));
  // a choice is of the rows shown: another page or filter starts afresh
  const [shownFor, setShownFor] = useState(list.query.data);
  if (shownFor !== list.query.data) {
    setShownFor(list.query.data);
    const keys = new Set((list.query.data?.records ?? []).map(recordKey));
    if (selected.some((r) => !keys.has(recordKey(r)))) setSelected(selected.filter((r) => keys.has(recordKey(r))));
  }

  const data = list.query.data;
  if (list.query.isError && !data) return <ExamMissing titleKey="answerRecords.missing" />;
  const counts = data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const countOf = (n?: number) => (n === undefined ? '' : ` ${n}`);
  const filtered = !!(filter.state || filter.keyword || filter.roomId || (!sessionId && filter.sessionId));
  const done = async (result: ActionOutcome) => {
    setActing(undefined);
    setOutcome(result);
    setSelected([]);
    await refresh();
  };
  const title = sessionId && session.data ? session.data.sessionName : exam.data?.examName;

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title ? t('answerRecords.titleOf', { name: title }) : t('answerRecords.pageTitle')}
        </Typography.Title>
      }
      extra={
        <Space wrap>
          <TimeZoneNote />
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
            {t('answerRecords.refresh')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void exported.start(list.exportFilter)}>
            {t('list:action.export')}
          </Button>
        </Space>
      }
    >
      {exported.notice({ style: { marginBottom: 16 } })}
      <Radio.Group
        aria-label={t('answerRecords.state')}
        optionType="button"
        value={filter.state ?? ''}
        onChange={(e) => list.narrow({ state: e.target.value as RosterState | '' })}
        options={[
          { value: '', label: `${t('answerRecords.all')}${countOf(all)}` },
          ...ROSTER_STATES.map((s) => ({ value: s, label: `${t(`sittingState.${s}`)}${countOf(counts?.[s])}` })),
        ]}
        style={{ marginBottom: 16 }}
      />
      <Space wrap style={{ marginBottom: 16, display: 'flex' }}>
        {!sessionId && (
          <SelectFilter
            label={t('answerRecords.session')}
            value={filter.sessionId}
            width={240}
            options={schedule.data?.sessions.map((s) => ({ value: s.id, label: `${s.sessionName} · ${s.subjectName}` }))}
            onChange={(v) => list.narrow({ sessionId: v ?? '', roomId: '' })}
          />
        )}
        <SelectFilter
          label={t('answerRecords.room')}
          placeholder={chosenSession ? undefined : t('answerRecords.roomAfterSession')}
          value={filter.roomId}
          disabled={!chosenSession}
          options={roomsOf(session.data).map((r) => ({ value: r.id, label: r.roomName }))}
          onChange={(v) => list.narrow({ roomId: v ?? '' })}
        />
        <SearchFilter
          placeholder={t('answerRecords.search')}
          width={300}
          value={filter.keyword}
          onSearch={(keyword) => list.narrow({ keyword })}
        />
      </Space>
      <Space wrap style={{ marginBottom: 16 }} aria-label={t('answerRecords.batch')} role="group">
        <Typography.Text type="secondary">{t('answerRecords.chosenCount', { count: selected.length })}</Typography.Text>
        {RECORD_ACTIONS.map((a) => (
          <Button
            key={a}
            danger={a === 'forceSubmit'}
            disabled={!selected.some(appliesTo[a])}
            onClick={() => setActing({ action: a, rows: selected })}
          >
            {t(`answerRecords.action.${a}`)}
          </Button>
        ))}
      </Space>
      <AnswerRecordsTable
        examId={examId}
        sessionId={sessionId}
        rows={data?.records}
        loading={list.query.isFetching}
        fetchedAt={list.query.dataUpdatedAt}
        pagination={list.pagination}
        filtered={filtered}
        selected={selected}
        onSelect={setSelected}
        onAction={(action, rows) => setActing({ action, rows })}
      />
      {acting && (
        <RecordActionDialog
          action={acting.action}
          who={acting.rows.length === 1 ? acting.rows[0]!.name : t('answerRecords.chosen', { count: acting.rows.length })}
          targets={targetsOf(acting.rows)}
          onClose={() => setActing(undefined)}
          onDone={(r) => void done(r)}
        />
      )}
      {outcome && <ActionOutcomeDialog outcome={outcome} onClose={() => setOutcome(undefined)} />}
    </Card>
  );
}
