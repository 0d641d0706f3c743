import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import {
  ANOMALY_KIND_NAMES,
  ANOMALY_KINDS,
  ANOMALY_STATE_NAMES,
  ANOMALY_STATES,
  type AnomalyKind,
  type AnomalyRow,
  type AnomalyState,
  FREQUENT_LEAVES,
  SILENCE_MINUTES,
  sittingAnomaliesApi,
} from '@cloud-exam/contract/sitting/sitting-anomalies';
import { describeAnomaly } from '@cloud-exam/contract/sitting/sitting-anomaly-words';
import { Alert, Button, Card, Empty, Radio, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExamTimes } from '../../../components/date-time';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { ReadableTag } from '../../../components/readable-tag';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useViewParams } from '../../../components/view-location';
import { AnomalyReviewDialog, type ReviewItem } from '../components/anomaly-review-dialog';
import { ExamMissing } from '../components/exam-missing';
import { useExportStarted } from '../components/export-started';
import { sessionPagePath, sessionPath } from '../paths';
import { useSessionOverview } from '../use-session-overview';
import { useSessionLive } from '../use-session-live';

/** Time-based rules (interrupted, long silence) are noticed by time, not by an event: read again this often too. */
const REREAD_MS = 30_000;

const keyOf = (r: Pick<AnomalyRow, 'candidateId' | 'kind'>) => `${r.candidateId}:${r.kind}`;
const STATE_COLOURS: Record<AnomalyState, string> = { open: 'orange', handled: 'green', ignored: 'default' };

/**
 * `/examination/taskDetail/anomalyPages/:id/:timeId` — a session's anomalies, detected by rules from what its sittings
 * record (interrupted, frequent leaves, several devices, entries refused, long silence): chips by kind and by review
 * state with their counts, the room filter and the search in the address's query, the evidence of each, handle or
 * ignore (one or those chosen) with a note, the export through the download centre; read again live. An invigilator
 * sees and reviews their own rooms only.
 */
export default function SessionAnomaliesPage() {
  const { id = '', timeId = '' } = useViewParams<'id' | 'timeId'>();
  return idSchema.safeParse(timeId).success ? (
    <SessionAnomalies key={timeId} examId={id} sessionId={timeId} />
  ) : (
    <ExamMissing titleKey="schedule.missing" />
  );
}

function SessionAnomalies({ examId, sessionId }: { examId: string; sessionId: string }) {
  const { t, i18n } = useTranslation(['exam', 'list']);
  const lang = (LANGUAGES.includes(i18n.language as Language) ? i18n.language : 'zh') as Language;
  const name = (names: readonly string[]) => names[LANGUAGES.indexOf(lang)]!;
  const times = useExamTimes();
  const live = useSessionLive(sessionId);
  const overview = useSessionOverview(sessionId);
  const list = useListPage(sittingAnomaliesApi.anomalies, { sessionId });
  const refresh = useRefresh([sittingAnomaliesApi.anomalies]);
  const [selected, setSelected] = useState<AnomalyRow[]>([]);
  const [reviewing, setReviewing] = useState<{ state: 'handled' | 'ignored'; rows: AnomalyRow[] }>();
  const [reviewed, setReviewed] = useState<number>();
  const exported = useExportStarted(sittingAnomaliesApi.exportAnomalies, t('anomaly.exportStarted'));
  const { refetch } = list.query;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), REREAD_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  // a choice is of the rows shown: another page or filter starts afresh
  const [shownFor, setShownFor] = useState(list.query.data);
  if (shownFor !== list.query.data) {
    setShownFor(list.query.data);
    const keys = new Set((list.query.data?.records ?? []).map(keyOf));
    if (selected.some((r) => !keys.has(keyOf(r)))) setSelected(selected.filter((r) => keys.has(keyOf(r))));
  }

  const { filter } = list;
  const data = list.query.data;
  if ((list.query.isError && !data) || (overview.isError && !overview.data)) return <ExamMissing titleKey="schedule.missing" />;
  const countOf = (n?: number) => (n === undefined ? '' : ` ${n}`);
  const sum = (counts?: Record<string, number>) => (counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined);
  const filtered = !!(filter.kind || filter.state || filter.keyword || filter.roomId);
  const rooms = (overview.data?.rooms ?? []).flatMap((r) => (r.roomId ? [{ value: r.roomId, label: r.name ?? '—' }] : []));
  const kindName = (k: AnomalyKind) => name(ANOMALY_KIND_NAMES[k]);
  const review = (state: 'handled' | 'ignored', rows: AnomalyRow[]) => setReviewing({ state, rows });
  const done = async (count: number) => {
    setReviewing(undefined);
    setSelected([]);
    setReviewed(count);
    await refresh();
  };

  const columns: ColumnsType<AnomalyRow> = [
    {
      title: t('anomaly.col.candidate'),
      key: 'candidate',
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.name}</span>
          <Typography.Text type="secondary">{r.admissionNumber}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('anomaly.col.room'),
      key: 'room',
      width: 130,
      render: (_, r) => [r.roomName ?? '—', r.seat === null ? null : t('anomaly.seat', { seat: r.seat })].filter(Boolean).join(' · '),
    },
    {
      title: t('anomaly.col.kind'),
      dataIndex: 'kind',
      width: 140,
      render: (k: AnomalyKind) => <ReadableTag color="red">{kindName(k)}</ReadableTag>,
    },
    {
      title: t('anomaly.col.detectedAt'),
      dataIndex: 'detectedAt',
      width: 170,
      render: (v: string | null) => (v ? times.seconds(v) : '—'),
    },
    {
      title: t('anomaly.col.evidence'),
      key: 'evidence',
      render: (_, r) => (
        <Typography.Text type={r.current ? undefined : 'secondary'}>{describeAnomaly(r, lang, (v) => times.seconds(v))}</Typography.Text>
      ),
    },
    {
      title: t('anomaly.col.state'),
      key: 'state',
      width: 200,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <ReadableTag color={STATE_COLOURS[r.state]}>{name(ANOMALY_STATE_NAMES[r.state])}</ReadableTag>
          {r.note && <Typography.Text>{r.note}</Typography.Text>}
          {r.reviewedBy && r.reviewedAt && (
            <Typography.Text type="secondary">
              {t('anomaly.reviewedBy', { by: r.reviewedBy, at: times.seconds(r.reviewedAt) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('list:action.title'),
      key: 'actions',
      width: 200,
      render: (_, r) => {
        const what = `${r.name} · ${kindName(r.kind)}`;
        return (
          <Space wrap size={[8, 0]}>
            <Button type="link" size="small" onClick={() => review('handled', [r])} aria-label={t('anomaly.handleOf', { who: what })}>
              {t('anomaly.handle')}
            </Button>
            <Button type="link" size="small" onClick={() => review('ignored', [r])} aria-label={t('anomaly.ignoreOf', { who: what })}>
              {t('anomaly.ignore')}
            </Button>
            <Link to={sessionPagePath('sessionCandidateRecord', examId, sessionId, r.candidateId)}>{t('anomaly.record')}</Link>
            <Link to={sessionPagePath('sessionAnswerHistory', examId, sessionId, r.candidateId)}>{t('anomaly.answers')}</Link>
          </Space>
        );
      },
    },
  ];

  const title = overview.data ? t('anomaly.titleOf', { name: overview.data.sessionName }) : t('anomaly.title');
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={
        <Space wrap>
          <ReadableTag color={live === 'live' ? 'green' : 'default'} role="status">
            {t(`anomaly.live.${live}`)}
          </ReadableTag>
          <TimeZoneNote />
          <Link to={sessionPath(examId, sessionId)}>{t('candidateRecord.backToSession')}</Link>
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
            {t('anomaly.refresh')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void exported.start(list.exportFilter)}>
            {t('list:action.export')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('anomaly.rules', { leaves: FREQUENT_LEAVES, minutes: SILENCE_MINUTES })}
      </Typography.Paragraph>
      {exported.notice({ style: { marginBottom: 16 } })}
      {reviewed !== undefined && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setReviewed(undefined)}
          style={{ marginBottom: 16 }}
          message={t('anomaly.reviewed', { count: reviewed })}
        />
      )}
      <Space orientation="vertical" size={12} style={{ display: 'flex', marginBottom: 16 }}>
        <Radio.Group
          aria-label={t('anomaly.kindFilter')}
          optionType="button"
          value={filter.kind ?? ''}
          onChange={(e) => list.narrow({ kind: e.target.value as AnomalyKind | '' })}
          options={[
            { value: '', label: `${t('anomaly.allKinds')}${countOf(sum(data?.kinds))}` },
            ...ANOMALY_KINDS.map((k) => ({ value: k, label: `${kindName(k)}${countOf(data?.kinds[k])}` })),
          ]}
        />
        <Radio.Group
          aria-label={t('anomaly.stateFilter')}
          optionType="button"
          value={filter.state ?? ''}
          onChange={(e) => list.narrow({ state: e.target.value as AnomalyState | '' })}
          options={[
            { value: '', label: `${t('anomaly.allStates')}${countOf(sum(data?.states))}` },
            ...ANOMALY_STATES.map((s) => ({ value: s, label: `${name(ANOMALY_STATE_NAMES[s])}${countOf(data?.states[s])}` })),
          ]}
        />
        <Space wrap>
          <SelectFilter
            label={t('anomaly.room')}
            placeholder={t('anomaly.allRooms')}
            value={filter.roomId}
            options={rooms}
            onChange={(v) => list.narrow({ roomId: v ?? '' })}
          />
          <SearchFilter
            placeholder={t('anomaly.search')}
            width={300}
            value={filter.keyword}
            onSearch={(keyword) => list.narrow({ keyword })}
          />
        </Space>
        <Space wrap aria-label={t('anomaly.batch')} role="group">
          <Typography.Text type="secondary">{t('anomaly.chosenCount', { count: selected.length })}</Typography.Text>
          <Button disabled={!selected.length} onClick={() => review('handled', selected)}>
            {t('anomaly.handle')}
          </Button>
          <Button disabled={!selected.length} onClick={() => review('ignored', selected)}>
            {t('anomaly.ignore')}
          </Button>
        </Space>
      </Space>
      <Table<AnomalyRow>
        rowKey={keyOf}
        size="small"
        // No scroll.x and no fixed column beside the row selection (axe: aria-hidden-focus).
        loading={list.query.isFetching && !data}
        dataSource={data?.records}
        pagination={list.pagination}
        rowSelection={{
          selectedRowKeys: selected.map(keyOf),
          onChange: (_, chosen) => setSelected(chosen),
          getCheckboxProps: (r) => ({ 'aria-label': t('anomaly.choose', { name: r.name, kind: kindName(r.kind) }) }) as object,
        }}
        locale={{ emptyText: <Empty description={t(filtered ? 'anomaly.noMatch' : 'anomaly.empty')} /> }}
        columns={columns}
      />
      {reviewing && (
        <AnomalyReviewDialog
          sessionId={sessionId}
          state={reviewing.state}
          who={
            reviewing.rows.length === 1
              ? `${reviewing.rows[0]!.name} · ${kindName(reviewing.rows[0]!.kind)}`
              : t('anomaly.chosen', { count: reviewing.rows.length })
          }
          items={reviewing.rows.map((r): ReviewItem => ({ candidateId: r.candidateId, kind: r.kind }))}
          onClose={() => setReviewing(undefined)}
          onDone={(n) => void done(n)}
        />
      )}
    </Card>
  );
}
