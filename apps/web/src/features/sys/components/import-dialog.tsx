import { InboxOutlined } from '@ant-design/icons';
import type { ImportReport } from '@cloud-exam/contract/org';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  onTemplate: () => Promise<unknown>;
  onImport: (file: File) => Promise<ImportReport>;
  /** Called after a file was imported whole. */
  onImported: () => void;
};

/** Pick a file, import it, read the report: every bad row with its column and reason, or how many were imported. */
export function ImportDialog({ open, title, onClose, onTemplate, onImport, onImported }: Props) {
  const { t } = useTranslation('sys');
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
      const result = await onImport(file);
      setReport(result);
      if (!result.errors.length) onImported();
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
            <Button size="small" onClick={onTemplate}>
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
