import { EditOutlined } from '@ant-design/icons';
import { SCORED_ITEM_TYPES, type ScoredItemType } from '@cloud-exam/contract/bank/bank';
import { ITEM_SCORE_MAX } from '@cloud-exam/contract/bank/item';
import { type ImportedItem, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import { Button, Form, InputNumber, Radio, Select, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog } from '../../../components/list/use-edit-dialog';
import { ReadableTag } from '../../../components/readable-tag';
import { useItemLabels } from './item-labels';

type Scope = 'one' | 'defaulted' | 'type';
type Values = { score: number; scope: Scope; itemTypeCode?: ScoredItemType };

/** The answer an import understood, in short, with where it was found (the key section, red font …). */
export function ImportedAnswer({ item }: { item: ImportedItem }) {
  const { t } = useTranslation('bank');
  const from = item.answerFrom && t(`import.preview.from.${item.answerFrom}`);
  return (
    <Space size={4} wrap>
      {item.answer ? (
        <Typography.Text>{item.answer}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('import.preview.noAnswer')}</Typography.Text>
      )}
      {from && (
        <ReadableTag color="blue" title={t('import.preview.fromLabel', { from })} data-testid="import-answer-from">
          {from}
        </ReadableTag>
      )}
    </Space>
  );
}

/** An imported item's score, marked when it is the bank's default, and the button that changes it. */
export function ImportedScore({ item, onEdit }: { item: ImportedItem; onEdit: (item: ImportedItem) => void }) {
  const { t } = useTranslation('bank');
  return (
    <Space size={4}>
      <Typography.Text>{item.score}</Typography.Text>
      {item.scoreDefaulted && (
        <Tooltip title={t('import.preview.defaultHint')}>
          <ReadableTag color="gold" aria-label={t('import.preview.defaultHint')} data-testid="import-score-default">
            {t('import.preview.defaultMark')}
          </ReadableTag>
        </Tooltip>
      )}
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        aria-label={t('import.preview.editScore')}
        title={t('import.preview.editScore')}
        onClick={() => onEdit(item)}
      />
    </Space>
  );
}

/**
 * The dialog that sets imported items' scores before committing: this item, every defaulted item of its type, or
 * every item of its type (a compound item's parts by the type chosen, its own score being their total).
 */
export function useImportScoreDialog(importId: string, page: { onlyProblems: number; current: number; size: number }) {
  const { t } = useTranslation('bank');
  const dialog = useEditDialog<ImportedItem, Values, { changed: number }>({
    toValues: (item) => ({
      score: item?.score,
      scope: item?.itemTypeCode === 'compound' ? 'type' : item?.scoreDefaulted ? 'defaulted' : 'one',
      itemTypeCode: item?.itemTypeCode === 'compound' ? undefined : (item?.itemTypeCode as ScoredItemType),
    }),
    save: ({ score, scope, itemTypeCode }, item) =>
      call(itemTransferApi.setImportScore, {
        id: importId,
        score,
        ...(scope === 'one' ? { ordinals: [item!.ordinal] } : { itemTypeCode, defaultedOnly: scope === 'defaulted' }),
        ...page,
      }),
    saved: ({ changed }) => t('import.preview.saved', { count: changed }),
    refresh: [itemTransferApi.importItems, itemTransferApi.importStatus],
  });
  return dialog;
}

export function ImportScoreDialog({ dialog }: { dialog: ReturnType<typeof useImportScoreDialog> }) {
  const { t } = useTranslation('bank');
  const { typeLabel } = useItemLabels();
  const item = dialog.row;
  const compound = item?.itemTypeCode === 'compound';
  const type = Form.useWatch('itemTypeCode', dialog.form);
  const typeName = type ? typeLabel(type) : '';
  const title = t('import.preview.editTitle', { ordinal: item?.ordinal });
  return (
    <EditDialog dialog={dialog} name="importScore" addTitle={title} editTitle={title} width={460}>
      <Form.Item
        name="score"
        label={t('import.preview.score')}
        rules={[{ required: true }, { type: 'number', min: 0.1, max: ITEM_SCORE_MAX }]}
      >
        <InputNumber min={0.1} max={ITEM_SCORE_MAX} step={0.5} precision={1} autoFocus style={{ width: 140 }} />
      </Form.Item>
      {compound && <Typography.Paragraph type="secondary">{t('import.preview.compoundHint')}</Typography.Paragraph>}
      <Form.Item name="itemTypeCode" hidden={!compound} label={t('item.type')} rules={[{ required: compound }]}>
        <Select options={SCORED_ITEM_TYPES.map((code) => ({ value: code, label: typeLabel(code) }))} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="scope" label={t('import.preview.scope')}>
        <Radio.Group
          options={[
            ...(compound ? [] : [{ value: 'one', label: t('import.preview.scopeOne') }]),
            { value: 'defaulted', label: t('import.preview.scopeDefaulted', { type: typeName }) },
            { value: 'type', label: t('import.preview.scopeType', { type: typeName }) },
          ]}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      </Form.Item>
    </EditDialog>
  );
}
