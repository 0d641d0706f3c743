import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { ITEM_TYPE_CODES, type ItemTypeCode, itemApi, itemContentSchema, ITEM_TAG_MAX } from '@cloud-exam/contract/bank/item';
import { itemProblems, ordered } from '@cloud-exam/contract/bank/item-rules';
import { knowledgeApi, type KnowledgeNode } from '@cloud-exam/contract/bank/knowledge';
import { QUESTION_HINT_MAX } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Rate, Row, Select, Space, Spin, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, endpointQuery, keyOf } from '../../../api/call';
import { RequestError } from '../../../api/request';
import { currentLanguage } from '../../../i18n/i18n';
import { useFeedback } from '../../../components/feedback';
import { useViewLocation } from '../../../components/view-location';
import { PartFields } from '../components/part-fields';
import { ItemPreview } from '../components/item-preview';
import { TagSelect } from '../components/tag-select';
import { type ItemValues, itemValues, newPart, toItemInput } from '../item-form';
import { bankItemsPath } from '../paths';

type TreeOption = { value: string; title: string; children: TreeOption[] };
const treeData = (nodes: KnowledgeNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: treeData(n.children) }));

/**
 * The item editor (`/bank/item?bankId=…&type=…` to add, `?id=…` to edit): the fields every item has, then the
 * fields of its type (one shape per type), checked by the same rules the server applies before it is sent.
 */
export default function ItemPage() {
  const { t } = useTranslation('bank');
  const { search } = useViewLocation();
  const params = new URLSearchParams(search);
  const id = params.get('id');
  const [form] = Form.useForm<ItemValues>();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);

  const existing = useQuery({ ...endpointQuery(itemApi.get, { id: id ?? '' }), enabled: !!id });
  const banks = useQuery(endpointQuery(bankApi.options));
  const type = (existing.data?.itemTypeCode ?? (params.get('type') as ItemTypeCode | null) ?? 'single_choice') as ItemTypeCode;
  const bankId = Form.useWatch('bankId', form) ?? existing.data?.bankId ?? params.get('bankId') ?? undefined;
  const knowledge = useQuery({ ...endpointQuery(knowledgeApi.tree, { bankId: bankId ?? '' }), enabled: !!bankId });
  const validType = ITEM_TYPE_CODES.includes(type);

  const initial = useMemo<ItemValues | undefined>(() => {
    if (id) return existing.data ? itemValues(existing.data) : undefined;
    return {
      ...newPart(type, { right: t('editor.true'), wrong: t('editor.false') }),
      bankId: params.get('bankId') ?? '',
      difficulty: 3,
      tags: [],
      children: [],
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new item starts from its address once
  }, [id, existing.data, type]);
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);

  if (!validType) return <Card>{t('editor.unknownType')}</Card>;
  if (id && !existing.data) return <Spin />;

  /** The rules of the item's type (the server's own), the first broken one told; true when there are none. */
  const check = async (values: ItemValues) => {
    const parsed = itemContentSchema.safeParse(toItemInput(values));
    if (!parsed.success) return true; // malformed input is the server's to refuse
    const first = itemProblems(parsed.data)[0];
    if (!first) return true;
    const { errorMessage } = await import('@cloud-exam/contract/errors');
    feedback.message.error(errorMessage(first.code, currentLanguage(), first.params));
    return false;
  };

  const save = async (andNew: boolean) => {
    // a failed field shows its message where it is
    if (
      !(await form.validateFields().then(
        () => true,
        () => false,
      ))
    )
      return;
    // every value, not only the fields': a part's type is no field of the form
    const values = { ...(form.getFieldsValue(true) as ItemValues), itemTypeCode: type };
    if (!(await check(values))) return;
    setSaving(true);
    const input = toItemInput(values);
    const send = (allowDuplicate: boolean) =>
      id
        ? call(itemApi.update, { ...input, id, version: existing.data!.version, allowDuplicate }, { silent: true })
        : call(itemApi.add, { ...input, allowDuplicate }, { silent: true });
    try {
      await send(false).catch(async (error: unknown) => {
        if (!(error instanceof RequestError) || error.code !== ErrorCodes.duplicateItem) throw error;
        const content = error.message;
        const again = await new Promise<boolean>((resolve) =>
          feedback.modal.confirm({
            title: t('editor.duplicateTitle'),
            content,
            okText: t('editor.saveAnyway'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          }),
        );
        if (!again) throw error;
        return send(true);
      });
      feedback.message.success(t('editor.saved'));
      await client.invalidateQueries({ queryKey: keyOf(itemApi.page) });
      await client.invalidateQueries({ queryKey: keyOf(itemApi.get) });
      await client.invalidateQueries({ queryKey: keyOf(bankApi.page) });
      if (andNew)
        form.setFieldsValue({
          ...newPart(type),
          bankId: values.bankId,
          knowledgeIds: values.knowledgeIds,
          tags: values.tags,
          difficulty: values.difficulty,
          children: [],
        });
      else navigate(bankItemsPath(values.bankId));
    } catch (error) {
      // the server's message, in the user's language with its values filled in
      if (error instanceof RequestError && error.code !== ErrorCodes.duplicateItem) feedback.message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t(id ? 'editor.editTitle' : 'editor.addTitle', { type: t(`itemType.${type}`) })}
      extra={
        <Space>
          <Button onClick={() => setPreview(true)}>{t('editor.preview')}</Button>
          {!id && (
            <Button loading={saving} onClick={() => void save(true)}>
              {t('editor.saveAndNew')}
            </Button>
          )}
          <Button type="primary" loading={saving} onClick={() => void save(false)}>
            {t('editor.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" name="item" initialValues={initial} style={{ maxWidth: 960 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="bankId" label={t('editor.bank')} rules={[{ required: true, message: t('editor.bankRequired') }]}>
              <Select
                options={banks.data?.map((b) => ({ value: b.id, label: b.name }))}
                onChange={() => form.setFieldValue('knowledgeIds', [])}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="knowledgeIds" label={t('editor.knowledge')}>
              <TreeSelect multiple treeDefaultExpandAll treeData={treeData(knowledge.data ?? [])} allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="tags" label={t('editor.tags')}>
              <TagSelect bankId={bankId} maxTagTextLength={ITEM_TAG_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="difficulty" label={t('editor.difficulty')}>
              <Rate count={5} aria-label={t('editor.difficulty')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="hint"
              label={t('editor.hint')}
              rules={[{ max: QUESTION_HINT_MAX, message: t('editor.hintTooLong', { max: QUESTION_HINT_MAX }) }]}
            >
              <Input maxLength={QUESTION_HINT_MAX} showCount />
            </Form.Item>
          </Col>
        </Row>
        <PartFields prefix={[]} type={type} parts={type === 'compound' ? <CompoundParts /> : undefined} />
      </Form>
      <ItemPreview
        draft={preview ? previewOf(form.getFieldsValue(true) as ItemValues, type) : undefined}
        onClose={() => setPreview(false)}
      />
    </Card>
  );
}

/** The draft as it would be saved, or null when it cannot be read as an item yet. */
const previewOf = (values: ItemValues, type: ItemTypeCode) => {
  const parsed = itemContentSchema.safeParse(toItemInput({ ...values, itemTypeCode: type }));
  return parsed.success ? ordered(parsed.data) : null;
};

/** The parts of a compound item, each of any other type. */
function CompoundParts() {
  const { t } = useTranslation('bank');
  const form = Form.useFormInstance();
  const [adding, setAdding] = useState<ItemTypeCode>('single_choice');
  // preserve: a part's type is no field of the form, and a plain watch answers only fields
  const children = (Form.useWatch('children', { form, preserve: true }) ?? []) as { itemTypeCode: ItemTypeCode }[];
  return (
    <Form.List name="children">
      {(fields, { add, remove }) => (
        <Card size="small" title={t('editor.parts')}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              type="inner"
              style={{ marginBottom: 12 }}
              title={`${index + 1}. ${t(`itemType.${children[index]?.itemTypeCode ?? 'single_choice'}`)}`}
              extra={
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('editor.removePart')}
                  onClick={() => remove(index)}
                />
              }
            >
              <PartFields
                prefix={['children', field.name]}
                listPrefix={[field.name]}
                type={children[index]?.itemTypeCode ?? 'single_choice'}
              />
            </Card>
          ))}
          <Space style={{ marginTop: 12 }}>
            <Select
              style={{ width: 160 }}
              value={adding}
              onChange={setAdding}
              aria-label={t('editor.partType')}
              options={ITEM_TYPE_CODES.filter((c) => c !== 'compound').map((c) => ({ value: c, label: t(`itemType.${c}`) }))}
            />
            <Button icon={<PlusOutlined />} onClick={() => add(newPart(adding, { right: t('editor.true'), wrong: t('editor.false') }))}>
              {t('editor.addPart')}
            </Button>
          </Space>
        </Card>
      )}
    </Form.List>
  );
}
