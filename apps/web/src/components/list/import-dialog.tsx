import { InboxOutlined } from '@ant-design/icons';
import { ORG_IMPORT_TIMEOUT_MS } from '@cloud-exam/contract/constants';
import type { EndpointDef, FILE } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { ImportReport, importReportSchema } from '@cloud-exam/contract/sheet';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFrom } from '../../api/call';
import { RequestError } from '../../api/request';
import { useRefresh } from './use-edit-dialog';

/** An import: one .xlsx file up, its row-by-row report back. */
export type ImportEndpoint = EndpointDef & { encoding: 'multipart'; output: typeof importReportSchema };
/** The template of an import: a file, asked for with no parameters. */
export type TemplateEndpoint = EndpointDef & { output: typeof FILE; input?: undefined };

/**
 * Uploads an import file. A file with a bad row is refused whole (12310108, importHasErrors) with its report as the
 * envelope's data: that refusal resolves to the report (the request layer has already said so); any other rejects.
 */
export async function importSheet(endpoint: ImportEndpoint, file: File): Promise<ImportReport> {
  try {
    return await call(endpoint, file, { timeout: ORG_IMPORT_TIMEOUT_MS });
  } catch (e) {
    const report =
      e instanceof RequestError && e.code === ErrorCodes.importHasErrors
        ? (e.body as { data?: ImportReport } | undefined)?.data
        : undefined;
    if (report?.errors) return report;
    throw e;
  }
}

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Where the file goes, e.g. deptApi.import. */
  importEndpoint: ImportEndpoint;
  /** Where the template comes from, e.g. deptApi.template. */
  templateEndpoint: TemplateEndpoint;
  /** The reads to refresh after a file was imported whole. */
  refresh: Pick<EndpointDef, 'path'>[];
};

/** Pick a file, import it, read the report: every bad row with its column and reason, or how many were imported. */
export function ImportDialog({ open, title, onClose, importEndpoint, templateEndpoint, refresh }: Props) {
  const { t } = useTranslation('list');
  const onImported = useRefresh(refresh);
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport>();

  const close = () => {
    setFile(undefined);
    setReport(undefined);
    onClose();
  };
  const start = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await importSheet(importEndpoint, file);
      setReport(result);
      if (!result.errors.length) await onImported();
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
          <Button type="primary" disabled={!file} loading={busy} onClick={start}>
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
            <Button size="small" onClick={() => downloadFrom(templateEndpoint)}>
              {t('import.template')}
            </Button>
          }
        />
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setReport(undefined);
            return false;
          }}
          onRemove={() => setFile(undefined)}
          fileList={file ? [{ uid: 'file', name: file.name }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('import.drop')}</p>
        </Upload.Dragger>
        {report && !report.errors.length && <Alert type="success" showIcon message={t('import.done', { count: report.imported })} />}
        {report && report.errors.length > 0 && (
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
      </Space>
    </Modal>
  );
}
