import { DownloadOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { type DataReport, type ReportGroup, type ReportItem, sittingReportApi } from '@cloud-exam/contract/sitting/sitting-report';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { useViewParams } from '../../../components/view-location';
import { MissingCard } from '../../../components/missing-card';
import type { ReportSeries } from '../components/report-chart';
import { useExportStarted } from '../components/export-started';
import { EXAM_LIST_PATH, EXAM_PAGES, examDayPath, examDetailPath, sessionPath } from '../paths';
import './data-report.css';

// ECharts is loaded with the first chart of these pages, and by no other page
const ReportChart = lazy(() => import('../components/report-chart'));

/**
 * The data reports: `taskDetail/dataReport/:id/:timeId` (a session's) and `detail/dataReport/:id` (the exam's), the
 * analysis with its charts; `detail/report/:id`, the exam's summary report laid out for print (the same figures, tables
 * only, a print button; the browser prints it to PDF). Each chart has its numbers in a table beside it.
 */
export default function DataReportPage() {
  const { id = '', timeId } = useViewParams<'id' | 'timeId'>();
  const printable = !!useMatch(EXAM_PAGES.report);
  if (!idSchema.safeParse(id).success || (timeId !== undefined && !idSchema.safeParse(timeId).success)) return <ReportMissing />;
  return <Report key={`${id}/${timeId ?? ''}`} examId={id} sessionId={timeId} printable={printable} />;
}

function ReportMissing() {
  const { t } = useTranslation('exam');
  return <MissingCard title={t('report.missing')} back={{ to: EXAM_LIST_PATH, label: t('paper.backToList') }} />;
}

const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10}%`);
const figure = (v: number | null) => (v === null ? '—' : String(v));

function Report({ examId, sessionId, printable }: { examId: string; sessionId?: string; printable: boolean }) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const filter = { examId, ...(sessionId ? { sessionId } : {}) };
  const report = useQuery(endpointQuery(sittingReportApi.report, filter));
  const refresh = useRefresh([sittingReportApi.report]);
  const exported = useExportStarted(sittingReportApi.exportReport, t('report.exportStarted'));
  if (report.isError && !report.data)
    return (
      <Alert
        type="error"
        showIcon
        title={t('report.missing')}
        description={report.error.message}
        action={<Button onClick={() => void report.refetch()}>{t('candidateRecord.retry')}</Button>}
      />
    );
  if (!report.data) return <Skeleton active />;
  const r = report.data;
  const name = [r.examName, r.sessionName && `${r.sessionName} · ${r.subjectName ?? ''}`].filter(Boolean).join(' · ');

  return (
    <div className="report-sheet">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card
          title={
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t(printable ? 'report.printTitleOf' : 'report.titleOf', { name })}
            </Typography.Title>
          }
          extra={
            <Space wrap className="report-no-print">
              <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
                {t('report.refresh')}
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => void exported.start(filter)}>
                {t('list:action.export')}
              </Button>
              <Button icon={<PrinterOutlined aria-hidden />} type={printable ? 'primary' : 'default'} onClick={() => window.print()}>
                {t('report.print')}
              </Button>
            </Space>
          }
        >
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <Typography.Text>{t('report.takenAt', { time: times.seconds(r.at) })}</Typography.Text>
            <nav aria-label={t('report.related')} className="report-no-print">
              <Space wrap size={[24, 8]}>
                {sessionId ? (
                  <Link to={sessionPath(examId, sessionId)}>{t('candidateRecord.backToSession')}</Link>
                ) : (
                  <Link to={examDetailPath(examId)}>{t('report.backToExam')}</Link>
                )}
                {!sessionId && (
                  <Link to={examDayPath(printable ? 'dataReport' : 'report', examId)}>
                    {t(printable ? 'report.toAnalysis' : 'report.toPrintable')}
                  </Link>
                )}
              </Space>
            </nav>
            {exported.notice({ className: 'report-no-print' })}
            {r.roomsOnly && <Alert type="info" showIcon title={t('report.roomsOnly')} />}
            {r.awaitingMarking && <Alert type="warning" showIcon title={t('report.awaitingMarking')} />}
            {r.papers.map((p) => (
              <Typography.Text key={p.name} type="secondary">
                {t(p.passMarkSource === 'paper' ? 'report.passMarkOf' : 'report.passMarkDefault', {
                  paper: p.name,
                  total: p.total,
                  objective: p.objectiveMax,
                  mark: p.passMark,
                })}
              </Typography.Text>
            ))}
          </Space>
        </Card>
        <Summary r={r} />
        <Distribution r={r} charts={!printable} />
        <Items r={r} charts={!printable} />
        {r.sessions.length > 1 && <Groups title={t('report.bySession')} rows={r.sessions} />}
        <Groups title={t('report.byRoom')} rows={r.rooms} withSession={!sessionId} empty={t('report.noRoom')} />
        {r.departments.length > 0 && <Groups title={t('report.byDepartment')} rows={r.departments} empty={t('report.noDepartment')} />}
      </Space>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card
      className="report-section"
      title={
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}

function Summary({ r }: { r: DataReport }) {
  const { t } = useTranslation('exam');
  const o = r.overall;
  return (
    <Section title={t('report.summary')}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} title={t('report.participation')}>
        <Descriptions.Item label={t('report.col.seated')}>{o.seated}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.signedIn')}>{o.signedIn}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.inProgress')}>{o.inProgress}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.completed')}>{o.completed}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.forceSubmitted')}>{o.forceSubmitted}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.absent')}>{o.absent}</Descriptions.Item>
      </Descriptions>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} title={t('report.statistics')} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('report.col.mean')}>{figure(o.mean)}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.median')}>{figure(o.median)}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.highest')}>{figure(o.highest)}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.lowest')}>{figure(o.lowest)}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.stdDev')}>{figure(o.stdDev)}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.passed')}>{o.passed}</Descriptions.Item>
        <Descriptions.Item label={t('report.col.passRate')}>{percent(o.passRate)}</Descriptions.Item>
      </Descriptions>
    </Section>
  );
}

function Distribution({ r, charts }: { r: DataReport; charts: boolean }) {
  const { t } = useTranslation('exam');
  const unit = r.bandMax === null ? '%' : '';
  const rows = r.distribution.map((b, i) => ({ key: i, band: `${b.from}–${b.to}${unit}`, count: b.count }));
  const series = useMemo<ReportSeries[]>(() => [{ name: t('report.candidates'), data: rows.map((b) => b.count) }], [rows, t]);
  const categories = useMemo(() => rows.map((b) => b.band), [rows]);
  return (
    <Section title={t(r.bandMax === null ? 'report.distributionPercent' : 'report.distribution')}>
      {charts && (
        <div className="report-no-print">
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
            <ReportChart categories={categories} series={series} />
          </Suspense>
        </div>
      )}
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('report.band'), dataIndex: 'band' },
          { title: t('report.candidates'), dataIndex: 'count', align: 'right' },
        ]}
      />
    </Section>
  );
}

function Items({ r, charts }: { r: DataReport; charts: boolean }) {
  const { t } = useTranslation(['exam', 'bank']);
  const label = (i: ReportItem) => (i.number === null ? i.stem.slice(0, 8) : String(i.number));
  const analysed = r.items.filter((i) => !i.awaitingMarking);
  const series = useMemo<ReportSeries[]>(
    () => [
      { name: t('report.col.difficulty'), data: analysed.map((i) => i.difficulty) },
      { name: t('report.col.discrimination'), data: analysed.map((i) => i.discrimination) },
    ],
    [analysed, t],
  );
  const categories = useMemo(() => analysed.map(label), [analysed]);
  const columns: ColumnsType<ReportItem> = [
    { title: t('report.col.number'), key: 'number', width: 64, render: (_, i) => i.number ?? '—' },
    {
      title: t('report.col.item'),
      key: 'stem',
      render: (_, i) => (
        <Space orientation="vertical" size={0}>
          <span>{i.stem || '—'}</span>
          <Typography.Text type="secondary">
            {[i.sectionName, i.itemTypeCode && t(`bank:itemType.${i.itemTypeCode}`)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('report.col.max'), dataIndex: 'max', align: 'right', width: 64 },
    { title: t('report.col.papers'), dataIndex: 'papers', align: 'right', width: 80 },
    {
      title: t('report.col.meanScore'),
      key: 'mean',
      align: 'right',
      width: 96,
      render: (_, i) => (i.awaitingMarking ? t('report.awaiting') : figure(i.meanScore)),
    },
    { title: t('report.col.difficulty'), key: 'difficulty', align: 'right', width: 80, render: (_, i) => figure(i.difficulty) },
    { title: t('report.col.discrimination'), key: 'disc', align: 'right', width: 96, render: (_, i) => figure(i.discrimination) },
    {
      title: t('report.col.options'),
      key: 'options',
      render: (_, i) =>
        i.options ? (
          <span>
            {i.options
              .map((o) => `${o.letter}${o.correct ? ` (${t('report.right')})` : ''} ${o.count}`)
              .concat(i.unanswered ? [`${t('report.unanswered')} ${i.unanswered}`] : [])
              .join(' · ')}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('report.col.seconds'),
      key: 'seconds',
      align: 'right',
      width: 96,
      render: (_, i) => (i.averageSeconds === null ? '—' : t('report.seconds', { count: i.averageSeconds })),
    },
  ];
  return (
    <Section title={t('report.items')}>
      <Typography.Paragraph type="secondary">{t('report.itemsHint')}</Typography.Paragraph>
      {charts && analysed.length > 0 && (
        <div className="report-no-print">
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
            <ReportChart categories={categories} series={series} max={1} />
          </Suspense>
        </div>
      )}
      <Table<ReportItem>
        size="small"
        rowKey="itemId"
        pagination={false}
        dataSource={r.items}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('report.noItems')} /> }}
      />
    </Section>
  );
}

function Groups({
  title,
  rows,
  withSession,
  empty,
}: {
  title: string;
  rows: (ReportGroup & { sessionName?: string | null })[];
  withSession?: boolean;
  empty?: string;
}) {
  const { t } = useTranslation('exam');
  const num = (key: keyof ReportGroup) => ({
    title: t(`report.col.${key}`),
    key,
    align: 'right' as const,
    render: (_: unknown, g: ReportGroup) => (key === 'passRate' ? percent(g.passRate) : figure(g[key] as number | null)),
  });
  return (
    <Section title={title}>
      <Table<ReportGroup & { sessionName?: string | null }>
        size="small"
        rowKey={(g) => `${g.sessionName ?? ''}/${g.id ?? ''}`}
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          ...(withSession
            ? [
                {
                  title: t('report.col.session'),
                  key: 'session',
                  render: (_: unknown, g: { sessionName?: string | null }) => g.sessionName ?? '—',
                },
              ]
            : []),
          { title: t('report.col.name'), key: 'name', render: (_, g) => g.name ?? empty ?? '—' },
          ...(
            ['seated', 'signedIn', 'completed', 'forceSubmitted', 'absent', 'mean', 'median', 'highest', 'lowest', 'passRate'] as const
          ).map(num),
        ]}
      />
    </Section>
  );
}
