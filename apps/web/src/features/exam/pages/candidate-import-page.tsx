import { InboxOutlined } from '@ant-design/icons';
import { ORG_IMPORT_TIMEOUT_MS } from '@cloud-exam/contract/constants';
import { examCandidateApi, PHOTO_ZIP_MAX_BYTES } from '@cloud-exam/contract/exam/exam-candidate';
import { ImportJobState } from '@cloud-exam/contract/files/import-job';
import { Alert, Button, Card, Progress, Space, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { ImportDialog } from '../../../components/list/import-dialog';
import { jobEnded, useImportJob } from '../../../components/list/use-import-job';
import { useViewParams } from '../../../components/view-location';
import { addCandidatePath, NO_ENROLL } from '../paths';
import { CANDIDATE_READS, useCandidateLocks } from '../api';
import { DOWNLOAD_CENTER_PATH } from '../../../lib/paths';

/**
 * Import an exam's candidates: first the spreadsheet (template, upload, the job's progress and every bad row), then
 * a zip of photos named by certificate or admission number: its upload's progress, then its job's as the photos are
 * kept, then what matched and what did not.
 */
export default function CandidateImportPage() {
  const { t } = useTranslation(['exam', 'list']);
  const { id = '', enrollId, enrollName } = useViewParams<'id' | 'enrollId' | 'enrollName'>();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [zip, setZip] = useState<File>();
  /** How much of the zip has gone up, 0–100, while it goes. */
  const [uploaded, setUploaded] = useState<number>();
  const { job, follow, running } = useImportJob(CANDIDATE_READS);
  const report = job?.state === ImportJobState.done ? (job.report ?? undefined) : undefined;
  const tooLarge = !!zip && zip.size > PHOTO_ZIP_MAX_BYTES;
  // Candidates from an enrolment project are imported as its own (the import's ?enrollId=).
  const fromEnroll = !!enrollId && enrollId !== NO_ENROLL;
  const locks = useCandidateLocks(id);

  const uploadZip = async () => {
    if (!zip || tooLarge) return;
    follow(undefined);
    setUploaded(0);
    try {
      const started = await call(
        examCandidateApi.importPhotos,
        { examId: id, file: zip },
        { timeout: ORG_IMPORT_TIMEOUT_MS, loading: false, onUploadProgress: (f) => setUploaded(Math.floor(f * 100)) },
      );
      follow(started.jobId);
    } catch {
      // told by the request layer
    } finally {
      setUploaded(undefined);
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
              follow(undefined);
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
          <Button
            type="primary"
            loading={uploaded !== undefined || running}
            disabled={!zip || tooLarge || !!locks.edit}
            onClick={() => void uploadZip()}
          >
            {t('candidate.uploadPhotos')}
          </Button>
          {uploaded !== undefined && (
            <div data-testid="photo-upload-progress">
              <Typography.Text type="secondary">{t('candidate.uploadingZip')}</Typography.Text>
              <Progress percent={uploaded} status="active" />
            </div>
          )}
          {running && (
            <div data-testid="photo-job-progress">
              <Typography.Text type="secondary">{t('candidate.keepingPhotos')}</Typography.Text>
              <Progress percent={job?.progress ?? 0} status="active" />
            </div>
          )}
          {job?.state === ImportJobState.failed && job.msg && <Alert type="error" showIcon message={job.msg} />}
          {report && (
            <>
              <Alert
                type={report.errors.length ? 'warning' : 'success'}
                showIcon
                message={t('candidate.photoReport', { matched: report.imported, total: report.total })}
              />
              {report.errors.length > 0 && (
                <Table
                  rowKey="row"
                  size="small"
                  dataSource={report.errors}
                  pagination={{ pageSize: 20 }}
                  columns={[
                    { title: t('candidate.fileName'), dataIndex: 'column' },
                    { title: t('list:import.reason'), dataIndex: 'reason' },
                  ]}
                />
              )}
            </>
          )}
          {jobEnded(job?.state) && job?.fileTaskId && <Link to={DOWNLOAD_CENTER_PATH}>{t('list:import.inDownloadCentre')}</Link>}
        </Space>
      )}
    </Card>
  );
}
