import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CHOICE_TYPES,
  COLLECT_OPTIONS_MAX,
  COLLECT_TITLE_MAX,
  COLLECT_UPLOADS_MAX,
  TEXT_TYPES,
  UPLOAD_TYPES,
} from '@cloud-exam/contract/exam/collect-info';
import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Draft, newKey } from './collect-draft';

/** The selected field's properties. */
export function FieldProperties({
  draft: d,
  change,
  standard,
}: {
  draft: Draft;
  change: (key: string, patch: Partial<Draft>) => void;
  standard: (key: string, patch: Partial<Draft['collectImageStandard']>) => void;
}) {
  const { t } = useTranslation('exam');
  const set = (patch: Partial<Draft>) => change(d.key, patch);
  const choice = CHOICE_TYPES.includes(d.componentType);
  const typed = TEXT_TYPES.includes(d.componentType);
  const upload = UPLOAD_TYPES.includes(d.componentType);
  const id = (name: string) => `collect-${name}`;
  const setOption = (i: number, label: string) => set({ optionList: d.optionList.map((o, j) => (j === i ? { ...o, label } : o)) });
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('collect.fieldTitle')} htmlFor={id('title')} required>
        <Input id={id('title')} value={d.title} maxLength={COLLECT_TITLE_MAX} showCount onChange={(e) => set({ title: e.target.value })} />
      </Form.Item>
      <Form.Item label={t('collect.description')} htmlFor={id('description')} extra={t('collect.descriptionHint')}>
        <Input.TextArea
          id={id('description')}
          value={d.description ?? ''}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={(e) => set({ description: e.target.value || null })}
        />
      </Form.Item>
      {!upload && d.componentType !== 'region' && (
        <Form.Item label={t('collect.defaultValue')} htmlFor={id('default')}>
          {choice ? (
            <Select
              id={id('default')}
              allowClear
              mode={d.componentType === 'checkbox' ? 'multiple' : undefined}
              value={d.componentType === 'checkbox' ? (d.defaultValue ? d.defaultValue.split(',') : []) : (d.defaultValue ?? undefined)}
              options={d.optionList.map((o) => ({ value: o.value, label: o.label }))}
              onChange={(v: string | string[] | undefined) => set({ defaultValue: (Array.isArray(v) ? v.join(',') : v) || null })}
            />
          ) : (
            <Input id={id('default')} value={d.defaultValue ?? ''} onChange={(e) => set({ defaultValue: e.target.value || null })} />
          )}
        </Form.Item>
      )}
      <Space wrap size="large" style={{ marginBottom: 16 }}>
        <label>
          <Space>
            <Switch checked={d.required === 1} onChange={(on) => set({ required: on ? 1 : 0 })} />
            {t('collect.required')}
          </Space>
        </label>
        <label>
          <Space>
            <Switch checked={d.editable === 1} onChange={(on) => set({ editable: on ? 1 : 0 })} />
            {t('collect.editable')}
          </Space>
        </label>
        <label>
          <Space>
            <Switch checked={d.visible !== 0} onChange={(on) => set({ visible: on ? 1 : 0 })} />
            {t('collect.visible')}
          </Space>
        </label>
      </Space>
      {choice && (
        <Form.Item label={<span id={id('options')}>{t('collect.options')}</span>} required>
          <Space direction="vertical" style={{ width: '100%' }} role="group" aria-labelledby={id('options')}>
            {d.optionList.map((o, i) => (
              <Space.Compact key={o.value} style={{ width: '100%' }}>
                <Input
                  value={o.label}
                  maxLength={50}
                  aria-label={t('collect.optionLabel', { n: i + 1 })}
                  onChange={(e) => setOption(i, e.target.value)}
                />
                <Button
                  icon={<MinusCircleOutlined aria-hidden />}
                  aria-label={t('collect.removeOption', { n: i + 1 })}
                  onClick={() => set({ optionList: d.optionList.filter((_, j) => j !== i) })}
                />
              </Space.Compact>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined aria-hidden />}
              disabled={d.optionList.length >= COLLECT_OPTIONS_MAX}
              onClick={() => set({ optionList: [...d.optionList, { value: newKey(), label: '' }] })}
            >
              {t('collect.addOption')}
            </Button>
          </Space>
        </Form.Item>
      )}
      {typed && (
        <Space>
          <Form.Item label={t('collect.minWords')} htmlFor={id('min')}>
            <InputNumber
              id={id('min')}
              min={0}
              max={2000}
              precision={0}
              value={d.collectImageStandard.minWordNum}
              onChange={(v) => standard(d.key, { minWordNum: v ?? null })}
            />
          </Form.Item>
          <Form.Item label={t('collect.maxWords')} htmlFor={id('max')}>
            <InputNumber
              id={id('max')}
              min={0}
              max={2000}
              precision={0}
              value={d.collectImageStandard.maxWordNum}
              onChange={(v) => standard(d.key, { maxWordNum: v ?? null })}
            />
          </Form.Item>
        </Space>
      )}
      {upload && (
        <Form.Item label={t('collect.maxUploads')} htmlFor={id('uploads')}>
          <InputNumber
            id={id('uploads')}
            min={1}
            max={COLLECT_UPLOADS_MAX}
            precision={0}
            value={d.collectImageStandard.maxUploadNum}
            onChange={(v) => standard(d.key, { maxUploadNum: v ?? null })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
