import { InboxOutlined } from '@ant-design/icons';
import { examCandidateApi, PHOTO_ZIP_MAX_BYTES, type PhotoImportReport } from '@cloud-exam/contract/exam/exam-candidate';
import { Alert, Button, Card, Space, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { ImportDialog } from '../../../components/list/import-dialog';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { useViewParams } from '../../../components/view-location';
import { addCandidatePath, NO_ENROLL } from '../paths';
import { CANDIDATE_READS, useCandidateLocks } from './candidate-list-page';

/**
 * Import an exam's candidates: first the spreadsheet (template, upload, the job's progress and every bad row), then
 * a zip of photos named by certificate or admission number, with what matched and what did not.
 */
export default function CandidateImportPage() {
  const { t } = useTranslation(['exam', 'list']);
  const { id = '', enrollId, enrollName } = useViewParams<'id' | 'enrollId' | 'enrollName'>();
  const navigate = useNavigate();
  const refresh = useRefresh(CANDIDATE_READS);
  const [step, setStep] = useState(0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [zip, setZip] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<PhotoImportReport>();
  const tooLarge = !!zip && zip.size > PHOTO_ZIP_MAX_BYTES;
  // Candidates from an enrolment project are imported as its own (the import's ?enrollId=).
  const fromEnroll = !!enrollId && enrollId !== NO_ENROLL;
  const locks = useCandidateLocks(id);

  const uploadZip = async () => {
    if (!zip || tooLarge) return;
    setBusy(true);
    try {
      setReport(await call(examCandidateApi.importPhotos, { examId: id, file: zip }));
      await refresh();
    } catch {
      // told by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={t('candidate.importTitle')}
      extra={<Button onClick={() => void navigate(addCandidatePath(id))}>{t('candidate.backToList')}</Button>}
    >
      {fromEnroll && enrollName && enrollName !== '-' && (
        <Typography.Paragraph type="secondary">{t('candidate.fromEnroll', { name: enrollName })}</Typography.Paragraph>
      )}
      <Steps
        current={step}
        onChange={setStep}
        items={[{ title: t('candidate.stepSheet') }, { title: t('candidate.stepPhotos') }]}
        style={{ marginBottom: 24 }}
      />
      {step === 0 ? (
        <Space orientation="vertical">
          <Typography.Paragraph>{t('candidate.sheetHint')}</Typography.Paragraph>
          {locks.join && <Alert type="info" showIcon message={locks.join} />}
          <Space>
            <Button type="primary" disabled={!!locks.join} onClick={() => setSheetOpen(true)}>
              {t('candidate.importSheet')}
            </Button>
            <Button onClick={() => setStep(1)}>{t('candidate.next')}</Button>
          </Space>
          <ImportDialog
            open={sheetOpen}
            title={t('candidate.importSheet')}
            onClose={() => setSheetOpen(false)}
            importEndpoint={examCandidateApi.import}
            templateEndpoint={examCandidateApi.template}
            refresh={CANDIDATE_READS}
            params={fromEnroll ? { examId: id, enrollId: enrollId! } : { examId: id }}
          />
        </Space>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('candidate.photoHint')}</Typography.Paragraph>
          {locks.edit && <Alert type="info" showIcon message={locks.edit} />}
          <Upload.Dragger
            accept=".zip"
            maxCount={1}
            disabled={!!locks.edit}
            beforeUpload={(file) => {
              setZip(file);
              setReport(undefined);
              return false;
            }}
            onRemove={() => setZip(undefined)}
            aria-label={t('candidate.pickZip')}
          >
            <p>
              <InboxOutlined style={{ fontSize: 32 }} />
            </p>
            <p>{t('candidate.pickZip')}</p>
          </Upload.Dragger>
          {tooLarge && <Alert type="error" showIcon message={t('candidate.zipTooLarge')} />}
          <Button type="primary" loading={busy} disabled={!zip || tooLarge || !!locks.edit} onClick={() => void uploadZip()}>
            {t('candidate.uploadPhotos')}
          </Button>
          {report && (
            <>
              <Alert
                type={report.problems.length ? 'warning' : 'success'}
                showIcon
                message={t('candidate.photoReport', { matched: report.matched, total: report.total })}
              />
              {report.problems.length > 0 && (
                <Table
                  rowKey="name"
                  size="small"
                  dataSource={report.problems}
                  pagination={{ pageSize: 20 }}
                  columns={[
                    { title: t('candidate.fileName'), dataIndex: 'name' },
                    { title: t('list:import.reason'), dataIndex: 'reason' },
                  ]}
                />
              )}
            </>
          )}
        </Space>
      )}
    </Card>
  );
}
