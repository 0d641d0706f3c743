import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import {
  EXAM_DESCRIPTION_MAX,
  EXAM_NAME_MAX,
  EXAM_SUBJECTS_MAX,
  nameWeight,
  SUBJECT_DURATION_MAX,
  SUBJECT_NAME_WEIGHT_MAX,
  examApi,
  examProblems,
  type ExamProblem,
} from '@cloud-exam/contract/exam/exam';
import { storedFileApi } from '@cloud-exam/contract/files/stored-file';
import type { Language } from '@cloud-exam/contract/languages';
import { dictApi } from '@cloud-exam/contract/org/dict';
import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Card, DatePicker, Form, Image, Input, InputNumber, Space, Spin, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy';
import { useFeedback } from '../../../components/feedback';
import { useTimeZoneNote } from '../../../components/time-zone-note';
import { useSubmit } from '../../../components/use-submit';
import { useUploadImage } from '../../../components/use-upload-image';
import { useViewParams } from '../../../components/view-location';
import { CategorySelect } from '../components/category-select';
import { type ExamFormValues, examToValues, newExamValues, valuesToInput } from '../exam-form';
import { EXAM_READS } from '../api';
import { EXAM_LIST_PATH, examDetailPath } from '../paths';
import { useViewName } from '../../../layout/tags-view-store';

/**
 * An exam's base information and subjects: /examination/create makes one, /examination/detail/editExamBaseInfo/:id
 * edits one. The rules of spec §5 are checked as the author types (`examProblems`), and again by the server.
 */
export default function ExamBaseInfoPage() {
  const { t, i18n } = useTranslation(['exam', 'list']);
  const { id } = useViewParams<'id'>();
  const navigate = useNavigate();
  const [form] = Form.useForm<ExamFormValues>();
  const refresh = useRefresh(EXAM_READS);
  const { message } = useFeedback();
  const uploadImage = useUploadImage();
  const exam = useQuery({ ...endpointQuery(examApi.baseInfo, { id: id! }), enabled: !!id });
  useViewName(exam.data?.examName);
  const agreement = useQuery({ ...endpointQuery(examApi.defaultAgreement), enabled: !id });
  const methods = useQuery({ ...endpointQuery(dictApi.byType, { type: 'exam_method' }), staleTime: 5 * 60_000 });
  const published = !!exam.data?.published;
  const cover = Form.useWatch('cover', form);
  const lang = i18n.language as Language;

  const times = useExamTimes();
  const zoneNote = useTimeZoneNote(exam.data?.beginDate);
  const initial = id ? exam.data && examToValues(exam.data, times) : agreement.data && newExamValues(agreement.data.agreement);

  const watched = Form.useWatch([], form) as ExamFormValues | undefined;
  const problems = watched?.window && watched.subjects ? examProblems(valuesToInput(watched, times)) : [];

  const { submit, submitting } = useSubmit(async (values: ExamFormValues) => {
    if (problems.length) return;
    const input = valuesToInput(values, times);
    if (id) {
      await call(examApi.update, { id, ...input });
      await refresh();
      void navigate(examDetailPath(id));
    } else {
      const created = await call(examApi.add, input);
      await refresh();
      void navigate(examDetailPath(created.id));
    }
    message.success(t('list:saved'));
  });

  /** A subject's number of minutes (duration, early submit, late entry), fixed while the exam is published. */
  const minutesField = (
    row: number,
    index: number,
    key: string,
    label: string,
    options: { min?: number; required?: boolean; hint?: string },
  ) => (
    <Form.Item
      name={[row, key]}
      label={t(label)}
      tooltip={options.hint && t(options.hint)}
      rules={options.required ? [{ required: true, message: t('list:required', { field: t(label) }) }] : undefined}
    >
      <InputNumber
        style={{ width: 140 }}
        min={options.min ?? 0}
        max={SUBJECT_DURATION_MAX}
        precision={0}
        disabled={published}
        suffix={t('subject.minutes')}
        aria-label={`${t(label)} ${index + 1}`}
      />
    </Form.Item>
  );

  /** A problem in words, with the subject it is about. */
  const problemText = (p: ExamProblem) => {
    const index = /^subjects\.(\d+)\./.exec(p.field)?.[1];
    const text = errorMessage(ErrorCodes[p.code], lang);
    return index === undefined ? text : `${t('subject.numbered', { index: Number(index) + 1 })}: ${text}`;
  };

  if ((id && exam.isLoading) || (!id && agreement.isLoading)) return <Spin />;
  return (
    <Card title={id ? t('base.editTitle', { name: exam.data?.examName ?? '' }) : t('base.createTitle')}>
      {published && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('base.publishedLock')} />}
      <Form<ExamFormValues>
        form={form}
        layout="vertical"
        name="examBaseInfo"
        initialValues={initial}
        onFinish={submit}
        style={{ maxWidth: 960 }}
      >
        <Form.Item
          name="examName"
          label={t('field.examName')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('field.examName') }) }]}
        >
          <Input maxLength={EXAM_NAME_MAX} showCount />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item name="categoryId" label={t('field.category')}>
            <CategorySelect label={t('field.category')} width={260} />
          </Form.Item>
          <Form.Item name="examMethod" label={t('field.examMethod')} extra={t('base.examMethodHint')}>
            <AutoComplete
              style={{ width: 260 }}
              aria-label={t('field.examMethod')}
              options={(methods.data ?? []).map((m) => ({ value: m.name }))}
              filterOption={(input, option) => !!option?.value.includes(input)}
            />
          </Form.Item>
          <Form.Item
            name="window"
            label={t('field.window')}
            extra={zoneNote}
            rules={[{ required: true, message: t('list:required', { field: t('field.window') }) }]}
          >
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              // a time typed with seconds is taken, to the minute
              format={['YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss']}
              placeholder={[t('base.windowBegin'), t('base.windowEnd')]}
              disabled={published}
              aria-label={t('field.window')}
            />
          </Form.Item>
        </Space>
        <Form.Item name="description" label={t('field.description')}>
          <Input.TextArea rows={3} maxLength={EXAM_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item name="cover" label={t('field.cover')} extra={t('base.coverHint')}>
          <CoverField
            url={cover ? `cloudeFile/file/${cover}` : undefined}
            onRemove={() => form.setFieldValue('cover', null)}
            onUpload={async (file) => form.setFieldValue('cover', (await call(storedFileApi.upload, { purpose: 'image', file })).key)}
            label={t('field.cover')}
          />
        </Form.Item>
        <Typography.Title level={5}>{t('field.subjects')}</Typography.Title>
        <Form.List name="subjects">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
                  <Form.Item
                    name={[field.name, 'subjectName']}
                    label={t('subject.name')}
                    extra={t('subject.nameHint')}
                    rules={[
                      { required: true, whitespace: true, message: t('list:required', { field: t('subject.name') }) },
                      {
                        validator: async (_, value?: string) => {
                          if (value && nameWeight(value) > SUBJECT_NAME_WEIGHT_MAX)
                            throw new Error(errorMessage(ErrorCodes.examSubjectNameTooLong, lang));
                        },
                      },
                    ]}
                  >
                    <Input
                      style={{ width: 240 }}
                      count={{ show: true, max: SUBJECT_NAME_WEIGHT_MAX, strategy: nameWeight }}
                      aria-label={`${t('subject.name')} ${index + 1}`}
                    />
                  </Form.Item>
                  {minutesField(field.name, index, 'duration', 'subject.duration', { min: 1, required: true })}
                  {minutesField(field.name, index, 'earlySubmitMinutes', 'subject.earlySubmit', { hint: 'subject.earlySubmitHint' })}
                  {minutesField(field.name, index, 'lateEntryMinutes', 'subject.lateEntry', { hint: 'subject.lateEntryHint' })}
                  <Form.Item label=" ">
                    <Button
                      icon={<DeleteOutlined />}
                      disabled={fields.length === 1 || published}
                      onClick={() => remove(field.name)}
                      aria-label={t('subject.remove', { index: index + 1 })}
                    />
                  </Form.Item>
                </Space>
              ))}
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= EXAM_SUBJECTS_MAX || published}
                onClick={() => add({ subjectName: '', duration: 60, earlySubmitMinutes: 0, lateEntryMinutes: 0 })}
              >
                {t('subject.add')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="agreement" label={t('field.agreement')} extra={t('base.agreementHint')} style={{ marginTop: 24 }}>
          <LazyRichTextEditor onUpload={uploadImage} aria-label={t('field.agreement')} />
        </Form.Item>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('base.problems')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((p) => (
                  <li key={`${p.field}-${p.code}`}>{problemText(p)}</li>
                ))}
              </ul>
            }
          />
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t(id ? 'list:action.save' : 'base.create')}
          </Button>
          <Button onClick={() => void navigate(id ? examDetailPath(id) : EXAM_LIST_PATH)}>{t('base.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** The exam's cover: a picture uploaded to the file store, shown small, replaced or removed. */
function CoverField({
  url,
  onUpload,
  onRemove,
  label,
}: {
  url?: string;
  onUpload: (file: File) => Promise<void>;
  onRemove: () => void;
  label: string;
}) {
  const { t } = useTranslation('exam');
  return (
    <Space align="start">
      {url && <Image src={url} alt={label} width={160} height={90} style={{ objectFit: 'cover' }} />}
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => void onUpload(file as File).then(() => onSuccess?.(null), onError)}
      >
        <Button>{t(url ? 'base.coverReplace' : 'base.coverUpload')}</Button>
      </Upload>
      {url && (
        <Button danger onClick={onRemove}>
          {t('base.coverRemove')}
        </Button>
      )}
    </Space>
  );
}
