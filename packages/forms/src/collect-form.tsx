import { UploadOutlined } from '@ant-design/icons';
import { type CollectUpload, fieldProblem, initialAnswers, isChecked } from '@cloud-exam/contract/exam/collect-answers';
import { type CollectField, TEXT_TYPES } from '@cloud-exam/contract/exam/collect-info';
import { errorMessage } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import type { AreaNode } from '@cloud-exam/contract/org/area';
import {
  Button,
  Cascader,
  Checkbox,
  DatePicker,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Select,
  Upload,
  type UploadFile,
} from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { text } from './texts';

/** What a field of the form needs: a stored field (spec §3) without the options' JSON text. */
export type FormField = Omit<CollectField, 'optionJson' | 'componentId'> & { componentId?: string };
export type CollectValues = Record<string, unknown>;
/** Stores one file a candidate picked for a field; answers what the field keeps of it. */
export type UploadHandler = (file: File, field: FormField) => Promise<CollectUpload>;

function UploadField({
  field,
  value,
  onChange,
  onUpload,
  lang,
  disabled,
}: {
  field: FormField;
  value?: CollectUpload[];
  onChange?: (v: CollectUpload[]) => void;
  onUpload: UploadHandler;
  lang: Language;
  disabled: boolean;
}) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  const photo = field.componentType === 'photo';
  const max = field.collectImageStandard?.maxUploadNum ?? (photo ? 1 : 9);
  const list = value ?? [];
  const fileList: UploadFile[] = [
    ...list.map((u, i) => ({ uid: `${i}:${u.url}`, name: u.name, url: u.url, status: 'done' as const })),
    ...pending,
  ];
  const full = fileList.length >= max;
  const label = text(lang, 'uploadNamed', { title: field.title });
  return (
    <Upload
      listType={photo ? 'picture-card' : 'text'}
      accept={photo ? 'image/*' : undefined}
      fileList={fileList}
      disabled={disabled}
      multiple={max > 1}
      maxCount={max}
      onRemove={(file) => {
        const index = fileList.indexOf(file);
        if (index >= 0 && index < list.length) onChange?.(list.filter((_, i) => i !== index));
        else setPending((p) => p.filter((f) => f.uid !== file.uid));
      }}
      customRequest={({ file }) => {
        const raw = file as File & { uid: string };
        const uid = raw.uid ?? raw.name;
        setPending((p) => [...p, { uid, name: raw.name, status: 'uploading' }]);
        onUpload(raw, field).then(
          (uploaded) => {
            setPending((p) => p.filter((f) => f.uid !== uid));
            onChange?.([...(value ?? []), uploaded].slice(0, max));
          },
          () =>
            setPending((p) =>
              p.map((f) => (f.uid === uid ? { ...f, status: 'error', response: text(lang, 'uploadFailed', { name: raw.name }) } : f)),
            ),
        );
      }}
    >
      {full || disabled ? null : photo ? (
        <button type="button" aria-label={label} style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <UploadOutlined aria-hidden />
          <div>{text(lang, 'upload')}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined aria-hidden />} aria-label={label}>
          {text(lang, 'upload')}
        </Button>
      )}
    </Upload>
  );
}

/**
 * The information form as a candidate fills it in (spec §3, §5): each visible field with its title, description as
 * help, default value and options, disabled unless editable, checked on blur (choices and uploads when they change)
 * with the rules of `collectProblems`, the messages in `lang`. Uploads go through `onUpload`, which each app
 * supplies. The answers are keyed by field id; read them with `form.validateFields()`.
 */
export function CollectForm({
  fields,
  lang,
  form,
  values,
  onUpload,
  areaTree = [],
  disabled = false,
  onValuesChange,
}: {
  fields: readonly FormField[];
  lang: Language;
  form?: FormInstance<CollectValues>;
  /** What the candidate gave before, by field id. */
  values?: CollectValues;
  onUpload: UploadHandler;
  /** The province → city → district tree for region fields. */
  areaTree?: AreaNode[];
  disabled?: boolean;
  onValuesChange?: (changed: CollectValues, all: CollectValues) => void;
}) {
  const initialValues = useMemo(() => initialAnswers(fields, values), [fields, values]);
  const certType = fields.find((f) => f.componentName === 'certificatetype');
  const shown = fields.filter((f) => f.visible !== 0);

  const rule =
    (field: FormField): Rule =>
    ({ getFieldsValue }) => ({
      validator: async (_, value) => {
        if (!isChecked(field) || disabled) return;
        // A hidden field's answer (a certificate type the form does not show) still rules another's check.
        const answers = { ...values, ...(getFieldsValue(true) as CollectValues) };
        const problem = fieldProblem(field, value, answers, fields);
        if (problem) throw new Error(errorMessage(problem.code, lang, problem.params));
      },
    });

  const control = (field: FormField, off: boolean) => {
    const placeholder = text(lang, 'choose');
    const options = field.optionList.map((o) => ({ value: o.value, label: o.label }));
    switch (field.componentType) {
      case 'textarea':
        return <Input.TextArea disabled={off} autoSize={{ minRows: 2, maxRows: 8 }} />;
      case 'number':
        return <InputNumber disabled={off} style={{ width: '100%' }} />;
      case 'date':
        return <DatePicker disabled={off} style={{ width: '100%' }} placeholder={placeholder} />;
      case 'radio':
        return <Radio.Group disabled={off} options={options} aria-label={field.title} />;
      case 'checkbox':
        return <Checkbox.Group disabled={off} options={options} aria-label={field.title} />;
      case 'select':
        return <Select disabled={off} options={options} allowClear placeholder={placeholder} aria-label={field.title} />;
      case 'region':
        return (
          <Cascader
            disabled={off}
            options={areaTree}
            changeOnSelect
            fieldNames={{ label: 'name', value: 'code', children: 'children' }}
            placeholder={placeholder}
            aria-label={field.title}
          />
        );
      case 'photo':
      case 'file':
      case 'cloudFile':
      case 'enclosure':
        return <UploadField field={field} onUpload={onUpload} lang={lang} disabled={off} />;
      default:
        return (
          <Input
            disabled={off}
            type={field.componentName === 'email' ? 'email' : undefined}
            inputMode={field.componentName === 'phone' ? 'tel' : undefined}
            autoComplete={field.componentName === 'phone' ? 'tel' : field.componentName === 'email' ? 'email' : undefined}
          />
        );
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange} disabled={disabled}>
      {shown.map((field) => {
        const off = disabled || field.editable !== 1;
        const typed = TEXT_TYPES.includes(field.componentType) || field.componentType === 'number';
        const date = field.componentType === 'date';
        return (
          <Form.Item
            key={field.id}
            name={field.id}
            label={field.title}
            extra={field.description || undefined}
            required={field.required === 1}
            validateTrigger={typed ? 'onBlur' : ['onChange', 'onBlur']}
            dependencies={field.componentName === 'idcard' && certType ? [certType.id] : undefined}
            rules={[rule(field)]}
            {...(date
              ? {
                  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }),
                  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
                }
              : {})}
          >
            {control(field, off)}
          </Form.Item>
        );
      })}
    </Form>
  );
}
