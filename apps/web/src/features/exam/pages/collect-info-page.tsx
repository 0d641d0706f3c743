import { DeleteOutlined, EyeOutlined, MinusCircleOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  CHOICE_TYPES,
  COLLECT_OPTIONS_MAX,
  COLLECT_TITLE_MAX,
  COLLECT_UPLOADS_MAX,
  type CollectComponent,
  type CollectField,
  collectFormProblems,
  collectInfoApi,
  TEXT_TYPES,
  UPLOAD_TYPES,
} from '@cloud-exam/contract/exam/collect-info';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { areaApi } from '@cloud-exam/contract/org/area';
import { CollectForm, type CollectValues, type FormField } from '@cloud-exam/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { type DragEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery, keyOf } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { SortableList, SortableRow } from '../../../components/list/sortable-list';
import { useViewParams } from '../../../components/view-location';
import { currentLanguage } from '../../../i18n/i18n';
import { useViewName } from '../../../layout/tags-view-store';

/** A field being edited: `key` is its id, or a temporary key until it is saved. */
type Draft = Omit<CollectField, 'id' | 'optionJson'> & { key: string; id?: string };

const DRAG_TYPE = 'application/x-collect-component';
let counter = 0;
const newKey = () => `new-${Date.now()}-${++counter}`;

const draftOf = (f: CollectField): Draft => ({ ...f, key: f.id });
const fromComponent = (c: CollectComponent): Draft => ({
  key: newKey(),
  componentId: c.id,
  componentName: c.componentName,
  componentType: c.componentType,
  title: c.title,
  defaultValue: null,
  description: null,
  optionList: c.optionList,
  required: 0,
  editable: 1,
  visible: 1,
  collectImageStandard: {
    minWordNum: null,
    maxWordNum: null,
    maxUploadNum: UPLOAD_TYPES.includes(c.componentType) ? 1 : null,
    projectCollectInfoId: null,
  },
});

/** The exam's information form (spec §2 editExamCollectInfo): component library, the fields in order, a field's properties. */
export default function CollectInfoPage() {
  const { id = '' } = useViewParams<'id'>();
  const { t } = useTranslation('exam');
  const valid = idSchema.safeParse(id).success;
  const form = useQuery({ ...endpointQuery(collectInfoApi.form, { id }), enabled: valid });
  const library = useQuery(endpointQuery(collectInfoApi.components));
  const exam = useQuery({ ...endpointQuery(examApi.examBaseInfo, { id }), enabled: valid });
  useViewName(exam.data?.examName);
  if (!valid || form.isError || exam.isError)
    return (
      <Card>
        <Result status="404" title={t('collect.missing')} />
      </Card>
    );
  if (!form.data || !library.data || !exam.data) return <Skeleton active />;
  return (
    <CollectEditor
      key={form.dataUpdatedAt}
      examId={id}
      examName={exam.data.examName}
      published={exam.data.published}
      fields={form.data}
      library={library.data}
    />
  );
}

function CollectEditor({
  examId,
  examName,
  published,
  fields,
  library,
}: {
  examId: string;
  examName: string;
  published: boolean;
  fields: CollectField[];
  library: CollectComponent[];
}) {
  const { t } = useTranslation('exam');
  const lang = currentLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() => fields.map(draftOf));
  const [selected, setSelected] = useState<string | undefined>(fields[0]?.id);
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dropping, setDropping] = useState(false);

  const current = drafts.find((d) => d.key === selected);
  const used = new Set(drafts.map((d) => d.componentId));
  const problems = useMemo(() => collectFormProblems(drafts), [drafts]);

  const add = (c: CollectComponent) => {
    if (published || (c.unique && used.has(c.id))) return;
    const draft = fromComponent(c);
    setDrafts((list) => [...list, draft]);
    setSelected(draft.key);
  };
  const change = (key: string, patch: Partial<Draft>) => setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const standard = (key: string, patch: Partial<Draft['collectImageStandard']>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, collectImageStandard: { ...d.collectImageStandard, ...patch } } : d)));
  const remove = (key: string) => {
    setDrafts((list) => list.filter((d) => d.key !== key));
    if (selected === key) setSelected(undefined);
  };
  const move = (from: number, to: number) =>
    setDrafts((list) => {
      const next = [...list];
      const [row] = next.splice(from, 1);
      next.splice(to, 0, row!);
      return next;
    });

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    const component = library.find((c) => c.id === event.dataTransfer.getData(DRAG_TYPE));
    if (component) add(component);
  };

  async function save() {
    if (problems.length) return;
    setSaving(true);
    try {
      await call(collectInfoApi.save, {
        projectId: examId,
        fields: drafts.map((d) => ({
          id: d.id,
          componentId: d.componentId,
          title: d.title,
          defaultValue: d.defaultValue,
          description: d.description,
          optionList: d.optionList,
          required: d.required,
          editable: d.editable,
          visible: d.visible,
          collectImageStandard: {
            minWordNum: d.collectImageStandard.minWordNum,
            maxWordNum: d.collectImageStandard.maxWordNum,
            maxUploadNum: d.collectImageStandard.maxUploadNum,
          },
        })),
      });
      message.success(t('collect.saved'));
      await queryClient.invalidateQueries({ queryKey: keyOf(collectInfoApi.form) });
    } catch {
      // the request client has told the user why
    } finally {
      setSaving(false);
    }
  }

  const problemText = (p: (typeof problems)[number]) => {
    const title = drafts[p.index]?.title || t('collect.untitled');
    return `${title}: ${errorMessage(ErrorCodes[p.code], lang, { title, ...p.params })}`;
  };
  const nameOf = (key: string) => {
    const at = drafts.findIndex((d) => d.key === key);
    return `${at + 1}. ${drafts[at]?.title || t('collect.untitled')}`;
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('collect.heading', { name: examName })}
          </Typography.Title>
          <Space>
            <Button icon={<EyeOutlined aria-hidden />} onClick={() => setPreviewing(true)} disabled={!drafts.length}>
              {t('collect.preview')}
            </Button>
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} disabled={problems.length > 0} onClick={save}>
              {t('collect.save')}
            </Button>
          </Space>
        </Space>
        {published && <Alert style={{ marginTop: 12 }} type="info" showIcon message={t('collect.publishedHint')} />}
        {problems.length > 0 && (
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            message={t('collect.problems')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((p, i) => (
                  <li key={i}>{problemText(p)}</li>
                ))}
              </ul>
            }
          />
        )}
      </Card>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Card size="small" title={<span id="collect-library">{t('collect.library')}</span>}>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('collect.libraryHint')}
            </Typography.Paragraph>
            <ul aria-labelledby="collect-library" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
              {library.map((c) => {
                const taken = c.unique && used.has(c.id);
                return (
                  <li key={c.id}>
                    <Button
                      block
                      icon={<PlusOutlined aria-hidden />}
                      disabled={published || taken}
                      draggable={!published && !taken}
                      onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, c.id)}
                      onClick={() => add(c)}
                      aria-label={taken ? t('collect.componentTaken', { name: c.title }) : t('collect.addComponent', { name: c.title })}
                      style={{ justifyContent: 'flex-start' }}
                    >
                      {c.title}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </Card>
        </Col>
        <Col xs={24} md={10}>
          <Card
            size="small"
            title={<span id="collect-fields">{t('collect.fields', { count: drafts.length })}</span>}
            onDragOver={(e) => {
              if (e.dataTransfer.types.includes(DRAG_TYPE)) {
                e.preventDefault();
                setDropping(true);
              }
            }}
            onDragLeave={() => setDropping(false)}
            onDrop={onDrop}
            style={dropping ? { outline: '2px dashed #1677ff' } : undefined}
          >
            {drafts.length === 0 ? (
              <Empty description={t('collect.empty')} />
            ) : (
              <SortableList ids={drafts.map((d) => d.key)} nameOf={nameOf} onMove={move}>
                <ol aria-labelledby="collect-fields" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {drafts.map((d, i) => {
                    const name = nameOf(d.key);
                    const active = d.key === selected;
                    return (
                      <SortableRow
                        key={d.key}
                        id={d.key}
                        handleLabel={t('collect.dragField', { name })}
                        style={{
                          display: 'flex',
                          gap: 8,
                          alignItems: 'center',
                          padding: '6px 4px',
                          borderTop: i ? '1px solid rgba(5,5,5,0.06)' : undefined,
                          background: active ? 'rgba(22,119,255,0.08)' : undefined,
                        }}
                      >
                        <Button
                          type="text"
                          aria-pressed={active}
                          aria-label={t('collect.selectField', { name })}
                          onClick={() => setSelected(d.key)}
                          style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'start' }}
                        >
                          <Typography.Text ellipsis>
                            {i + 1}. {d.title || t('collect.untitled')}
                          </Typography.Text>
                        </Button>
                        <Space size={4}>
                          {d.required === 1 && <Tag color="red">{t('collect.requiredTag')}</Tag>}
                          {d.visible === 0 && <Tag>{t('collect.hiddenTag')}</Tag>}
                          {d.editable !== 1 && <Tag>{t('collect.disabledTag')}</Tag>}
                        </Space>
                        <Popconfirm
                          title={t('collect.removeConfirm', { name: d.title })}
                          onConfirm={() => remove(d.key)}
                          okButtonProps={{ danger: true }}
                          disabled={published}
                        >
                          <Button
                            type="text"
                            size="small"
                            danger
                            disabled={published}
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={t('collect.removeField', { name })}
                          />
                        </Popconfirm>
                      </SortableRow>
                    );
                  })}
                </ol>
              </SortableList>
            )}
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t('collect.properties')}>
            {current ? (
              <Properties key={current.key} draft={current} change={change} standard={standard} />
            ) : (
              <Empty description={t('collect.noSelection')} />
            )}
          </Card>
        </Col>
      </Row>
      <Drawer open={previewing} onClose={() => setPreviewing(false)} title={t('collect.previewTitle')} width={480} destroyOnHidden>
        {previewing && <Preview drafts={drafts} />}
      </Drawer>
    </Space>
  );
}

/** The selected field's properties. */
function Properties({
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

/** The form as a candidate meets it: fill it in to try the rules; files stay in the browser. */
function Preview({ drafts }: { drafts: Draft[] }) {
  const { t } = useTranslation('exam');
  const [form] = Form.useForm<CollectValues>();
  const [checked, setChecked] = useState<boolean | undefined>();
  const areas = useQuery({
    ...endpointQuery(areaApi.tree),
    enabled: drafts.some((d) => d.componentType === 'region'),
    staleTime: Infinity,
  });
  const fields: FormField[] = useMemo(
    () => drafts.map(({ key, id: _id, ...d }) => ({ ...d, id: key, collectImageStandard: { ...d.collectImageStandard } })),
    [drafts],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('collect.previewHint')}</Typography.Paragraph>
      <CollectForm
        fields={fields}
        lang={currentLanguage()}
        form={form}
        areaTree={areas.data ?? []}
        onUpload={async (file) => ({ name: file.name, url: URL.createObjectURL(file) })}
        onValuesChange={() => setChecked(undefined)}
      />
      <Button
        type="primary"
        onClick={() =>
          form.validateFields().then(
            () => setChecked(true),
            () => setChecked(false),
          )
        }
      >
        {t('collect.check')}
      </Button>
      {checked === true && <Alert type="success" showIcon message={t('collect.checkPassed')} />}
      {checked === false && <Alert type="error" showIcon message={t('collect.checkFailed')} />}
    </Space>
  );
}
