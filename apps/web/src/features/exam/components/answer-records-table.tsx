import { DownOutlined, PauseCircleOutlined } from '@ant-design/icons';
import type { RecordRow } from '@cloud-exam/contract/sitting/sitting-records';
import { Button, Dropdown, Empty, Space, Table, type TablePaginationConfig, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExamTimes } from '../../../components/date-time';
import { candidateDetailPath, examDayPath, sessionPagePath } from '../paths';
import { appliesTo, RECORD_ACTIONS, type RecordAction } from './record-actions';
import { SittingStateTag } from './sitting-state-tag';
import { DisciplineScore } from './discipline-pieces';

/** A row's key: a candidate may sit several sessions of the exam. */
export const recordKey = (r: RecordRow) => `${r.sessionId}:${r.candidateId}`;

const twoDigits = (n: number) => String(n).padStart(2, '0');
/** 1:05:09, or 5:09 under an hour. */
const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}:${twoDigits(m)}:${twoDigits(s)}` : `${m}:${twoDigits(s)}`;
};

/** The time a candidate in the exam has left, counting down from what the server said (standing still while paused). */
function Remaining({ seconds, paused }: { seconds: number; paused: boolean }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (paused) return;
    const from = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - from) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [paused]);
  return <span>{clock(paused ? seconds : Math.max(0, seconds - elapsed))}</span>;
}

/**
 * The answer records' table: each candidate's state (a pause shown beside it), who they are and where they sit, the
 * session at the exam's level, times, score, leaves, extra time and the time left; links to their answers and their
 * record; the actions that make sense for their state.
 */
export function AnswerRecordsTable({
  examId,
  sessionId,
  rows,
  loading,
  fetchedAt,
  pagination,
  filtered,
  selected,
  onSelect,
  onAction,
}: {
  examId: string;
  /** The session of a session's page; absent on the exam's. */
  sessionId?: string;
  rows?: RecordRow[];
  loading: boolean;
  /** When the rows were read (the countdowns start from it). */
  fetchedAt: number;
  pagination: TablePaginationConfig;
  filtered: boolean;
  selected: RecordRow[];
  onSelect: (rows: RecordRow[]) => void;
  onAction: (action: RecordAction, rows: RecordRow[]) => void;
}) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const at = (v: string | null) => (v ? times.format(v) : '—');
  const columns: ColumnsType<RecordRow> = [
    {
      title: t('answerRecords.state'),
      dataIndex: 'state',
      width: 130,
      render: (_, r) => (
        <Space size={4}>
          <SittingStateTag state={r.state} />
          {r.pausedUntil && (
            <Tooltip title={t('answerRecords.pausedUntil', { time: times.format(r.pausedUntil) })}>
              <PauseCircleOutlined aria-label={t('answerRecords.paused')} />
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: t('answerRecords.name'),
      dataIndex: 'name',
      render: (name: string, r) => <Link to={candidateDetailPath(examId, r.candidateId)}>{name}</Link>,
    },
    { title: t('answerRecords.admissionNumber'), dataIndex: 'admissionNumber' },
    ...(sessionId ? [] : [{ title: t('answerRecords.session'), dataIndex: 'sessionName' }]),
    { title: t('answerRecords.room'), dataIndex: 'roomName', render: (v: string | null) => v ?? '—' },
    { title: t('answerRecords.seat'), dataIndex: 'seat', width: 70, render: (v: number | null) => v ?? '—' },
    { title: t('answerRecords.signedInAt'), dataIndex: 'signedInAt', render: at },
    { title: t('answerRecords.submittedAt'), dataIndex: 'submittedAt', render: at },
    { title: t('answerRecords.score'), dataIndex: 'score', align: 'right', render: (v: number | null) => v ?? '—' },
    {
      title: t('discipline.scoreAfter'),
      key: 'scoreAfterDiscipline',
      align: 'right',
      render: (_, r) => <DisciplineScore score={r.scoreAfterDiscipline} cancelled={r.cancelled} breaches={r.breaches} />,
    },
    { title: t('answerRecords.leaves'), dataIndex: 'leaveCount', align: 'right' },
    {
      title: t('answerRecords.extraMinutes'),
      dataIndex: 'extraMinutes',
      align: 'right',
      render: (v: number) => (v ? t('answerRecords.minutesOf', { count: v }) : '—'),
    },
    {
      title: t('answerRecords.remaining'),
      dataIndex: 'remainingSeconds',
      align: 'right',
      render: (v: number | null, r) => (v === null ? '—' : <Remaining key={`${fetchedAt}`} seconds={v} paused={!!r.pausedUntil} />),
    },
    {
      title: t('list:action.title'),
      key: 'actions',
      render: (_, r) => {
        const possible = RECORD_ACTIONS.filter((a) => appliesTo[a](r));
        return (
          <Space size="small" wrap>
            <Link
              to={
                sessionId
                  ? sessionPagePath('sessionAnswerHistory', examId, sessionId, r.candidateId)
                  : examDayPath('answerHistory', examId, r.candidateId)
              }
              aria-label={t('answerRecords.historyOf', { name: r.name })}
            >
              {t('answerRecords.history')}
            </Link>
            <Link
              to={sessionPagePath('sessionCandidateRecord', examId, r.sessionId, r.candidateId)}
              aria-label={t('answerRecords.recordOf', { name: r.name })}
            >
              {t('answerRecords.record')}
            </Link>
            {possible.length > 0 && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: possible.map((a) => ({ key: a, label: t(`answerRecords.action.${a}`), danger: a === 'forceSubmit' })),
                  onClick: ({ key }) => onAction(key as RecordAction, [r]),
                }}
              >
                <Button type="link" size="small" style={{ padding: 0 }} aria-label={t('answerRecords.actionsOf', { name: r.name })}>
                  {t('answerRecords.actions')} <DownOutlined />
                </Button>
              </Dropdown>
            )}
          </Space>
        );
      },
    },
  ];
  return (
    <Table<RecordRow>
      rowKey={recordKey}
      size="small"
      // No scroll.x and no fixed column: antd's measuring row would copy the select-all checkbox into an aria-hidden
      // row (axe: aria-hidden-focus). A narrow window scrolls the table sideways all the same.
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      rowSelection={{
        selectedRowKeys: selected.map(recordKey),
        onChange: (_, chosen) => onSelect(chosen),
        getCheckboxProps: (r) => ({ 'aria-label': t('answerRecords.choose', { name: r.name }) }) as object,
      }}
      locale={{ emptyText: <Empty description={t(filtered ? 'answerRecords.noMatch' : 'answerRecords.empty')} /> }}
      columns={columns}
    />
  );
}
