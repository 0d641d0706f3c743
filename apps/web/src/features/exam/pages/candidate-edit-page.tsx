import { UploadOutlined } from '@ant-design/icons';
import { PERSONAL_COMPONENTS } from '@cloud-exam/contract/exam/collect-info';
import { examCandidateApi, type ExamCandidateInfo } from '@cloud-exam/contract/exam/exam-candidate';
import { isMasked } from '@cloud-exam/contract/personal-data';
import { CollectForm, type CollectValues, type UploadHandler } from '@cloud-exam/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Image, Space, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, endpointQuery, keyOf } from '../../../api/call';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { useViewParams } from '../../../components/view-location';
import { currentLanguage } from '../../../i18n/i18n';
import { candidateDetailPath } from '../paths';
import { uploadToStore } from '../store-upload';
import { CANDIDATE_READS, usePersonalData, useAreaTree, useRevealsPersonalData } from '../api';

/**
 * A file of an upload field goes where the enrolment form keeps its own: pictures as photos, a cloud file straight
 * to the file store, others as attachments.
 */
const uploadAnswer: UploadHandler = async (file, field) => {
  const stored =
    field.componentType === 'cloudFile'
      ? await uploadToStore(file)
      : await call(field.componentType === 'photo' ? examCandidateApi.enrollPhoto : examCandidateApi.enrollEnclosure, file);
  return { name: stored.name || file.name, url: stored.url, key: stored.key };
};

/**
 * The answers that change: those of the fields shown and editable (a read-only field keeps its answer), an answer
 * cleared as null.
 */
export function changedAnswers(fields: ExamCandidateInfo['fields'], values: CollectValues, before: CollectValues) {
  return Object.fromEntries(
    fields
      .filter((f) => f.visible !== 0 && f.editable === 1 && (values[f.id] !== undefined || f.id in before))
      .map((f) => [f.id, values[f.id] ?? null]),
  );
}

/**
 * Edit an exam candidate's answers and photo: the information form as the candidate meets it (the shared renderer,
 * with its rules and messages); read-only, with the reason, once the exam forbids it.
 */
export default function CandidateEditPage() {
  const { t } = useTranslation(['exam', 'list']);
  const { id = '', candidateId = '' } = useViewParams<'id' | 'candidateId' | 'admissionNumber'>();
  const navigate = useNavigate();
  const info = useQuery(endpointQuery(examCandidateApi.info, { id: candidateId }));
  // The form's certificate number, mobile and e-mail answers come masked: whole (an audited reveal) for a member who
  // may read them, otherwise shown masked and read-only, so that a masked value is never saved over the real one.
  const masked = info.data?.editable
    ? info.data.fields.filter((f) => PERSONAL_COMPONENTS[f.componentName] && isMasked(info.data?.collected[f.id]))
    : [];
  const whole = usePersonalData(candidateId, useRevealsPersonalData() && masked.length > 0);
  const areas = useAreaTree(!!info.data?.fields.some((f) => f.componentType === 'region' && f.visible !== 0));
  const act = useRowAction(CANDIDATE_READS);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CollectValues>();
  const [photo, setPhoto] = useState<{ key: string | null; url: string | null }>();
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  if (info.isLoading || whole.isLoading) return <Spin />;
  const c = info.data;
  if (!c) return <Empty description={t('candidate.notFound')} />;
  const locked = !c.editable;
  const maskedIds = new Set(whole.data ? [] : masked.map((f) => f.id));
  const fields = c.fields.map((f) => (maskedIds.has(f.id) ? { ...f, editable: 0 } : f));
  const values = { ...c.collected, ...whole.data?.collected };
  const shown = photo ?? { key: c.photo, url: c.photoUrl };
  const hasFields = fields.some((f) => f.visible !== 0);

  const save = async () => {
    let answers: CollectValues = {};
    try {
      if (hasFields) answers = await form.validateFields();
    } catch {
      return; // each field shows its own message
    }
    setSaving(true);
    const done = await act(
      call(examCandidateApi.updateInfo, {
        id: c.id,
        collected: changedAnswers(fields, answers, values),
        ...(photo ? { photo: photo.key } : {}),
      }),
      t('list:saved'),
    );
    setSaving(false);
    if (!done) return;
    // the values revealed for the form may have changed: pages ask anew
    queryClient.removeQueries({ queryKey: keyOf(examCandidateApi.personal) });
    void navigate(candidateDetailPath(id, c.id));
  };

  return (
    <Card title={t('candidate.editTitle', { name: c.name, number: c.admissionNumber })}>
      {locked && c.editReason && (
        <Alert type="info" showIcon message={t(`candidate.locked.${c.editReason}`)} style={{ marginBottom: 16 }} />
      )}
      <Space align="start" size={16} style={{ marginBottom: 16 }}>
        {shown.url ? (
          <Image src={shown.url} alt={t('candidate.photoOf', { name: c.name })} width={100} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('candidate.noPhoto')} />
        )}
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          disabled={locked}
          beforeUpload={(file) => {
            setUploading(true);
            call(examCandidateApi.uploadPhoto, file)
              .then((stored) => setPhoto({ key: stored.key, url: stored.url }))
              .catch(() => undefined)
              .finally(() => setUploading(false));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={locked}>
            {t('candidate.uploadPhoto')}
          </Button>
        </Upload>
      </Space>
      {maskedIds.size > 0 && <Alert type="info" showIcon message={t('candidate.personalMasked')} style={{ marginBottom: 16 }} />}
      {hasFields ? (
        <div style={{ maxWidth: 720 }}>
          <CollectForm
            fields={fields}
            values={values}
            lang={currentLanguage()}
            form={form}
            areaTree={areas.data ?? []}
            onUpload={uploadAnswer}
            disabled={locked}
          />
        </div>
      ) : (
        <Empty description={t('candidate.noFields')} />
      )}
      <Space>
        <Button type="primary" disabled={locked} loading={saving} onClick={() => void save()}>
          {t('list:action.save')}
        </Button>
        <Button onClick={() => void navigate(candidateDetailPath(id, c.id))}>{t('candidate.cancel')}</Button>
      </Space>
    </Card>
  );
}
