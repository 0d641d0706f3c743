import { UploadOutlined } from '@ant-design/icons';
import { examCandidateApi, type ExamCandidateInfo } from '@cloud-exam/contract/exam/exam-candidate';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Empty,
  Form,
  Image,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Spin,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, endpointQuery } from '../../../api/call';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { useViewParams } from '../../../components/view-location';
import { candidateDetailPath } from '../paths';
import { CANDIDATE_READS } from './candidate-list-page';

type Field = ExamCandidateInfo['fields'][number];
const optionsOf = (f: Field) =>
  (f.optionList ?? []).map((o) =>
    typeof o === 'object' && o !== null
      ? {
          value: String((o as Record<string, unknown>).value ?? (o as Record<string, unknown>).label),
          label: String((o as Record<string, unknown>).label ?? (o as Record<string, unknown>).value),
        }
      : { value: String(o), label: String(o) },
  );

/**
 * One answer's control by the field's component type. The information form's own renderer (`@cloud-exam/forms`
 * CollectForm) is not in this tree yet: until it is, plain antd controls stand in for it.
 */
function FieldControl({ field, disabled }: { field: Field; disabled: boolean }) {
  const type = field.componentType.toLowerCase();
  if (type.includes('textarea')) return <Input.TextArea rows={3} disabled={disabled} maxLength={2000} />;
  if (type.includes('number')) return <InputNumber disabled={disabled} style={{ width: 200 }} />;
  if (type.includes('checkbox') || type.includes('multi')) return <Checkbox.Group options={optionsOf(field)} disabled={disabled} />;
  if (type.includes('radio')) return <Radio.Group options={optionsOf(field)} disabled={disabled} />;
  if (type.includes('select')) return <Select options={optionsOf(field)} disabled={disabled} allowClear style={{ width: 240 }} />;
  if (type.includes('date')) return <DatePicker disabled={disabled} />;
  return <Input disabled={disabled} maxLength={500} />;
}

/** Edit an exam candidate's answers, photo and department; read-only, with the reason, once the exam forbids it. */
export default function CandidateEditPage() {
  const { t } = useTranslation(['exam', 'list']);
  const { id = '', candidateId = '' } = useViewParams<'id' | 'candidateId' | 'admissionNumber'>();
  const navigate = useNavigate();
  const info = useQuery(endpointQuery(examCandidateApi.info, { id: candidateId }));
  const act = useRowAction(CANDIDATE_READS);
  const [form] = Form.useForm();
  const [photo, setPhoto] = useState<{ key: string | null; url: string | null }>();
  const [uploading, setUploading] = useState(false);
  if (info.isLoading) return <Spin />;
  const c = info.data;
  if (!c) return <Empty description={t('candidate.notFound')} />;
  const locked = !c.editable;
  const shown = photo ?? { key: c.photo, url: c.photoUrl };
  const initial = Object.fromEntries(
    c.fields.map((f) => {
      const v = c.collected[f.id];
      return [f.id, f.componentType.toLowerCase().includes('date') && typeof v === 'string' ? dayjs(v) : v];
    }),
  );

  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const collected = Object.fromEntries(
      Object.entries(values)
        .map(([k, v]) => [k, dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : v])
        .filter(([, v]) => v !== undefined),
    );
    const done = await act(
      call(examCandidateApi.updateInfo, { id: c.id, collected, ...(photo ? { photo: photo.key } : {}) }),
      t('list:saved'),
    );
    if (done) void navigate(candidateDetailPath(id, c.id));
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
      {c.fields.length ? (
        <Form form={form} layout="vertical" initialValues={initial} name="candidateInfo" disabled={locked}>
          {c.fields.map((f) => (
            <Form.Item
              key={f.id}
              name={f.id}
              label={f.title}
              rules={f.required ? [{ required: true, message: t('list:required', { field: f.title }) }] : []}
            >
              <FieldControl field={f} disabled={locked || !f.editable} />
            </Form.Item>
          ))}
        </Form>
      ) : (
        <Empty description={t('candidate.noFields')} />
      )}
      <Space>
        <Button type="primary" disabled={locked} onClick={() => void save()}>
          {t('list:action.save')}
        </Button>
        <Button onClick={() => void navigate(candidateDetailPath(id, c.id))}>{t('candidate.cancel')}</Button>
      </Space>
    </Card>
  );
}
