import { DownloadOutlined } from '@ant-design/icons';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi, type ItemTypeCode } from '@cloud-exam/contract/bank/item';
import { type ImportedItem, type ItemImport, ItemImportState, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import { knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import { IMPORT_JOB_POLL_MS, ORG_IMPORT_TIMEOUT_MS } from '@cloud-exam/contract/constants';
import { id as idSchema } from '@cloud-exam/contract/fields';
import type { Line } from '@cloud-exam/contract/rich-text-line';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Collapse, Progress, Result, Skeleton, Space, Switch, Table, Tag, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call, downloadFrom, endpointQuery } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { LineView } from '../../../components/rich-text/line-view';
import { told } from '../../../components/use-submit';
import { useViewLocation } from '../../../components/view-location';
import { ColumnMapping } from '../components/column-mapping';
import { ImportedAnswer, ImportedScore, ImportScoreDialog, useImportScoreDialog } from '../components/import-score';
import { useItemLabels } from '../components/item-labels';
import { BANK_LIST_PATH, bankItemsPath, itemImportPath } from '../paths';
import { FileDrop } from '../../../components/list/file-drop';
import { DOWNLOAD_CENTER_PATH } from '../../../lib/paths';

const reading = (state: number | undefined) => state === ItemImportState.queued || state === ItemImportState.parsing;
const PAGE_SIZE = 20;

/**
 * Items into a bank from a file (/bank/import?bankId=…&importId=…): choose a Word, Excel or QTI file; it is read in
 * the background while a bar shows how far; then every item with its problems, and the choice to import all of
 * them or only the good ones. The import travels in the address, so a reload comes back to its preview.
 */
export default function ItemImportPage() {
  const { search } = useViewLocation();
  const query = new URLSearchParams(search);
  const bankId = query.get('bankId') ?? '';
  const importId = query.get('importId') ?? undefined;
  const { t } = useTranslation('bank');
  if (!idSchema.safeParse(bankId).success)
    return (
      <Card>
        <Result status="info" title={t('item.noBank')} extra={<Link to={BANK_LIST_PATH}>{t('item.backToList')}</Link>} />
      </Card>
    );
  return <ItemImport key={`${bankId}-${importId ?? ''}`} bankId={bankId} importId={importId} />;
}

function ItemImport({ bankId, importId }: { bankId: string; importId?: string }) {
  const { t } = useTranslation('bank');
  const bank = useQuery(endpointQuery(bankApi.get, { id: bankId }));
  const status = useQuery({
    ...endpointQuery(itemTransferApi.importStatus, { id: importId ?? '' }),
    enabled: !!importId,
    refetchInterval: (q) => (reading(q.state.data?.state) ? IMPORT_JOB_POLL_MS : false),
  });
  if (bank.isError)
    return <Result status="404" title={t('item.bankMissing')} extra={<Link to={BANK_LIST_PATH}>{t('item.backToList')}</Link>} />;
  if (!bank.data) return <Skeleton active />;
  const job = status.data;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('import.titleOf', { bank: bank.data.name })}
          </Typography.Title>
          <Link to={bankItemsPath(bankId)}>{t('import.backToItems')}</Link>
        </Space>
      </Card>
      {!importId ? (
        <ChooseFile bankId={bankId} />
      ) : status.isError ? (
        <Result status="404" title={t('import.missing')} extra={<Link to={itemImportPath(bankId)}>{t('import.another')}</Link>} />
      ) : !job || reading(job.state) ? (
        <Card title={t('import.reading')}>
          <Progress percent={job?.progress ?? 0} status="active" aria-label={t('import.reading')} data-testid="item-import-progress" />
        </Card>
      ) : job.state === ItemImportState.mapping ? (
        <ColumnMapping job={job} />
      ) : job.state === ItemImportState.failed ? (
        <Card>
          <Result
            status="error"
            title={t('import.failed')}
            subTitle={job.msg}
            extra={
              <Space wrap>
                <ReportLink job={job} />
                <Link to={itemImportPath(bankId)}>{t('import.another')}</Link>
              </Space>
            }
          />
        </Card>
      ) : job.state === ItemImportState.committed ? (
        <Card>
          <Result
            status="success"
            title={t('import.committed', { count: job.imported })}
            extra={
              <Space wrap>
                <Link to={bankItemsPath(bankId)} data-testid="item-import-to-items">
                  {t('import.toItems')}
                </Link>
                <Link to={itemImportPath(bankId)}>{t('import.another')}</Link>
              </Space>
            }
          />
        </Card>
      ) : (
        <Preview job={job} />
      )}
    </Space>
  );
}

/** The report of the bad items in the download centre. */
function ReportLink({ job }: { job: ItemImport }) {
  const { t } = useTranslation('bank');
  return job.fileTaskId ? (
    <Link to={DOWNLOAD_CENTER_PATH} data-testid="item-import-report">
      {t('import.report')}
    </Link>
  ) : null;
}

function ChooseFile({ bankId }: { bankId: string }) {
  const { t } = useTranslation('bank');
  const navigate = useNavigate();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const start = () =>
    told(async () => {
      if (!file) return;
      setBusy(true);
      try {
        const { importId } = await call(itemTransferApi.startImport, { bankId, file } as never, { timeout: ORG_IMPORT_TIMEOUT_MS });
        void navigate(itemImportPath(bankId, importId), { replace: true });
      } finally {
        setBusy(false);
      }
    });

  return (
    <Card title={t('import.choose')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message={t('import.hint')}
          description={
            <Space wrap style={{ marginTop: 8 }}>
              <Typography.Text>{t('import.moodle.hint')}</Typography.Text>
              <Button size="small" icon={<DownloadOutlined />} onClick={() => void told(() => downloadFrom(itemTransferApi.wordSample))}>
                {t('import.wordSample')}
              </Button>
              <Button size="small" icon={<DownloadOutlined />} onClick={() => void told(() => downloadFrom(itemTransferApi.excelTemplate))}>
                {t('import.excelTemplate')}
              </Button>
            </Space>
          }
        />
        <FileDrop accept=".docx,.xlsx,.zip,.xml,.gift,.txt" file={file} label={t('import.drop')} onChange={setFile}>
          <Typography.Text type="secondary">{t('import.limits')}</Typography.Text>
        </FileDrop>
        <Button type="primary" disabled={!file} loading={busy} onClick={() => void start()} data-testid="item-import-start">
          {t('import.start')}
        </Button>
        <WordFormat />
      </Space>
    </Card>
  );
}

/** The Word format in short: what an author types. */
function WordFormat() {
  const { t } = useTranslation('bank');
  const lines = t('import.wordFormat.lines', { returnObjects: true }) as string[];
  return (
    <Collapse
      defaultActiveKey={['word']}
      items={[
        {
          key: 'word',
          label: t('import.wordFormat.title'),
          children: (
            <Space orientation="vertical" size={8} style={{ width: '100%' }}>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <Typography.Text strong>{t('import.wordFormat.example')}</Typography.Text>
              <pre style={{ margin: 0, padding: 12, background: 'rgba(0,0,0,0.04)', borderRadius: 6, whiteSpace: 'pre-wrap' }}>
                {t('import.wordFormat.sample')}
              </pre>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** The items read, each with its problems; then all or only the good ones into the bank. */
function Preview({ job }: { job: ItemImport }) {
  const { t } = useTranslation(['bank', 'list']);
  const { modal, message } = useFeedback();
  const { typeLabel } = useItemLabels();
  const { token } = theme.useToken();
  const [onlyProblems, setOnlyProblems] = useState(job.withProblems > 0);
  const [current, setCurrent] = useState(1);
  const refresh = useRefresh([itemApi.page, knowledgeApi.tree, bankApi.get, bankApi.page]);
  const items = useQuery({
    ...endpointQuery(itemTransferApi.importItems, { id: job.id, onlyProblems: onlyProblems ? 1 : 0, current, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const good = job.total - job.withProblems;
  const scoring = useImportScoreDialog(job.id, { onlyProblems: onlyProblems ? 1 : 0, current, size: PAGE_SIZE });
  const status = useRefresh([itemTransferApi.importStatus]);

  const commit = (mode: 'all' | 'good') =>
    modal.confirm({
      title: mode === 'all' ? t('import.confirmAll', { count: job.total }) : t('import.confirmGood', { count: good }),
      content: mode === 'good' && job.withProblems > 0 ? t('import.skipHint', { count: job.withProblems }) : undefined,
      onOk: () =>
        told(async () => {
          const done = await call(itemTransferApi.commitImport, { id: job.id, mode });
          message.success(t('import.committed', { count: done.imported }));
          await refresh();
          await status();
        }),
    });

  return (
    <Card
      title={t('import.preview.title', { file: job.fileName })}
      extra={
        <Link to={itemImportPath(job.bankId)} data-testid="item-import-another">
          {t('import.another')}
        </Link>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type={job.withProblems ? 'warning' : 'success'}
          showIcon
          data-testid="item-import-summary"
          message={
            job.withProblems
              ? t('import.summaryBad', { total: job.total, bad: job.withProblems })
              : t('import.summaryGood', { total: job.total })
          }
          action={<ReportLink job={job} />}
        />
        {job.skippedCount > 0 && (
          <Alert
            type="info"
            showIcon
            data-testid="item-import-skipped"
            message={t('import.skipped', { count: job.skippedCount })}
            description={
              <Collapse
                ghost
                size="small"
                items={[
                  {
                    key: 'skipped',
                    label: t('import.skippedShow'),
                    children: (
                      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                        {job.skipped.map((msg, i) => (
                          <li key={i}>{msg}</li>
                        ))}
                      </ul>
                    ),
                  },
                ]}
              />
            }
          />
        )}
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space>
            <Switch
              id="only-problems"
              checked={onlyProblems}
              onChange={(v) => {
                setOnlyProblems(v);
                setCurrent(1);
              }}
            />
            <label htmlFor="only-problems">{t('import.onlyProblems')}</label>
          </Space>
          <Space wrap>
            <Button onClick={() => commit('all')} data-testid="item-import-all">
              {t('import.all', { count: job.total })}
            </Button>
            <Button type="primary" disabled={good === 0} onClick={() => commit('good')} data-testid="item-import-good">
              {t('import.good', { count: good })}
            </Button>
          </Space>
        </Space>
        <Table<ImportedItem>
          rowKey="ordinal"
          size="small"
          loading={items.isFetching}
          dataSource={items.data?.records ?? []}
          data-testid="item-import-table"
          pagination={{
            current,
            pageSize: PAGE_SIZE,
            total: items.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setCurrent,
          }}
          locale={{ emptyText: items.isError ? t('list:loadFailed') : t('import.noProblems') }}
          columns={[
            { title: t('import.position'), dataIndex: 'position', width: 200 },
            {
              title: t('item.type'),
              dataIndex: 'itemTypeCode',
              width: 110,
              render: (code: ItemTypeCode) => <Tag color="processing">{typeLabel(code)}</Tag>,
            },
            {
              title: t('item.stem'),
              dataIndex: 'stemLine',
              render: (line: Line) => (
                <div style={{ minWidth: 160 }}>
                  <LineView line={line} rows={2} />
                </div>
              ),
            },
            {
              title: t('import.preview.answer'),
              key: 'answer',
              width: 160,
              render: (_, item) => <ImportedAnswer item={item} />,
            },
            {
              title: t('import.preview.score'),
              key: 'score',
              width: 130,
              render: (_, item) => <ImportedScore item={item} onEdit={scoring.show} />,
            },
            {
              title: t('import.problems'),
              dataIndex: 'problems',
              width: '30%',
              render: (problems: ImportedItem['problems']) =>
                problems.length ? (
                  <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                    {problems.map((p) => (
                      <li key={`${p.field}-${p.code}`}>
                        {/* antd's danger red is too light on white for small text (WCAG AA) */}
                        <Typography.Text style={{ color: token.colorErrorTextActive }}>
                          {p.fieldName ? t('import.problemLine', { field: p.fieldName, msg: p.msg }) : p.msg}
                        </Typography.Text>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Typography.Text type="secondary">{t('import.ok')}</Typography.Text>
                ),
            },
          ]}
        />
      </Space>
      <ImportScoreDialog dialog={scoring} />
    </Card>
  );
}
