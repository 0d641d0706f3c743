import { ORG_IMPORT_TIMEOUT_MS } from '@cloud-exam/contract/constants';
import type { EndpointDef, FILE } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { ImportJobState, type importStartSchema } from '@cloud-exam/contract/files/import-job';
import { Alert, Button, Modal, Progress, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, downloadFrom } from '../../api/call';
import { FileDrop } from './file-drop';
import { jobEnded, useImportJob } from './use-import-job';
import { DOWNLOAD_CENTER_PATH } from '../../lib/paths';

/** An import: one .xlsx file up, the job that reads, checks and writes it back. */
export type ImportEndpoint = EndpointDef & { encoding: 'multipart'; output: typeof importStartSchema };
/** The template of an import: a file, asked for with no parameters. */
export type TemplateEndpoint = EndpointDef & { output: typeof FILE; input?: undefined };

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Where the file goes, e.g. deptApi.import. */
  importEndpoint: ImportEndpoint;
  /** Where the template comes from, e.g. deptApi.template (or `templateFrom`). */
  templateEndpoint?: TemplateEndpoint;
  /** The reads to refresh after a file was imported whole. */
  refresh: Pick<EndpointDef, 'path'>[];
  /** The import endpoint's path parameters, e.g. the bank a knowledge model goes into. */
  params?: Record<string, string>;
  /**
   * Where the file to fill in comes from when it is not a blank template: e.g. the current seating plan, exported
   * with its input and edited.
   */
  templateFrom?: { endpoint: EndpointDef & { output: typeof FILE }; input: Record<string, string>; label: string };
};

/**
 * Pick a file and import it: the upload answers a job (or refuses the file at once), whose progress shows while it
 * runs in the background; then its report, every bad row with its column and reason or how many were imported,
 * which also waits in the download centre.
 */
export function ImportDialog({ open, title, onClose, importEndpoint, templateEndpoint, refresh, params, templateFrom }: Props) {
  const { t } = useTranslation('list');
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const { job, follow, running } = useImportJob(refresh);
  const report = jobEnded(job?.state) ? (job?.report ?? undefined) : undefined;
  const importedAll = job?.state === ImportJobState.done;

  const close = () => {
    setFile(undefined);
    follow(undefined);
    onClose();
  };
  const start = async () => {
    if (!file) return;
    setBusy(true);
    follow(undefined);
    try {
      follow((await call(importEndpoint, (params ? { ...params, file } : file) as never, { timeout: ORG_IMPORT_TIMEOUT_MS })).jobId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      width={720}
      footer={
        <Space>
          <Button onClick={close}>{t('action.close')}</Button>
          <Button type="primary" disabled={!file} loading={busy || running} onClick={start}>
            {t('import.start')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message={t('import.hint')}
          action={
            <Button
              size="small"
              onClick={() =>
                templateFrom
                  ? downloadFrom(templateFrom.endpoint, templateFrom.input as never)
                  : templateEndpoint && downloadFrom(templateEndpoint)
              }
            >
              {templateFrom?.label ?? t('import.template')}
            </Button>
          }
        />
        <FileDrop
          accept=".xlsx"
          file={file}
          label={t('import.drop')}
          onChange={(f) => {
            setFile(f);
            if (f) follow(undefined);
          }}
        />
        {running && <Progress percent={job?.progress ?? 0} status="active" data-testid="import-progress" />}
        {job && jobEnded(job.state) && !report && job.msg && <Alert type="error" showIcon message={job.msg} />}
        {importedAll && report && <Alert type="success" showIcon message={t('import.done', { count: report.imported })} />}
        {job?.code === ErrorCodes.importHasErrors && report && report.errors.length > 0 && (
          <>
            <Alert
              type="error"
              showIcon
              message={t('import.failed', { rows: new Set(report.errors.map((e) => e.row)).size, total: report.total })}
            />
            <Table
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.reason}`}
              dataSource={report.errors}
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              data-testid="import-report"
              columns={[
                { title: t('import.row'), dataIndex: 'row', width: 80 },
                { title: t('import.column'), dataIndex: 'column', width: 220 },
                { title: t('import.reason'), dataIndex: 'reason' },
              ]}
            />
          </>
        )}
        {job?.fileTaskId && (
          <Link to={DOWNLOAD_CENTER_PATH} onClick={close} data-testid="import-report-link">
            {t('import.inDownloadCentre')}
          </Link>
        )}
      </Space>
    </Modal>
  );
}
