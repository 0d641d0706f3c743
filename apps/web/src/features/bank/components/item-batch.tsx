import { bankApi } from '@cloud-exam/contract/bank/bank';
import { ITEM_TAG_MAX, ITEM_TAGS_MAX, itemApi } from '@cloud-exam/contract/bank/item';
import { knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Popconfirm, Select, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { TagSelect } from './tag-select';

/** Every read a change of items shows in: the list, the knowledge model's counts, the banks' counts. */
export const ITEM_READS = [itemApi.page, knowledgeApi.tree, bankApi.page, bankApi.get];

/**
 * What can be done to the chosen items at once: move them to another bank, add and remove tags, delete them. Each
 * clears the choice once done.
 */
export function ItemBatchActions({
  bankId,
  ids,
  tagsOfChosen,
  onDone,
}: {
  bankId: string;
  ids: string[];
  /** The tags the chosen items carry, offered for removal. */
  tagsOfChosen: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation(['bank', 'list']);
  const act = useRowAction(ITEM_READS);
  const banks = useQuery(endpointQuery(bankApi.options));
  const moving = useEditDialog<string[], { bankId: string }, { moved: number }>({
    toValues: () => ({}),
    save: async (values, chosen) => {
      const answer = await call(itemApi.move, { ids: chosen!, bankId: values.bankId });
      onDone();
      return answer;
    },
    saved: (answer) => t('item.moved', { count: answer.moved }),
    refresh: ITEM_READS,
  });
  const retagging = useEditDialog<string[], { add: string[]; remove: string[] }, { changed: number }>({
    toValues: () => ({ add: [], remove: [] }),
    save: async (values, chosen) => {
      const answer = await call(itemApi.retag, { ids: chosen!, add: values.add ?? [], remove: values.remove ?? [] });
      onDone();
      return answer;
    },
    saved: (answer) => t('item.retagged', { count: answer.changed }),
    refresh: ITEM_READS,
  });
  const tagRules: Rule[] = [
    {
      validator: async (_, tags?: string[]) => {
        if (tags?.some((tag) => tag.trim().length > ITEM_TAG_MAX)) throw new Error(t('item.tagsHint'));
      },
    },
  ];

  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Typography.Text>{t('item.selected', { count: ids.length })}</Typography.Text>
      <Button size="small" onClick={() => moving.show(ids)}>
        {t('item.move')}
      </Button>
      <Button size="small" onClick={() => retagging.show(ids)}>
        {t('item.retag')}
      </Button>
      <Popconfirm
        title={t('item.confirmDeleteMany', { count: ids.length })}
        onConfirm={async () => {
          if (await act(call(itemApi.remove, { ids }), t('item.deleted', { count: ids.length }))) onDone();
        }}
      >
        <Button size="small" danger>
          {t('list:action.delete')}
        </Button>
      </Popconfirm>
      <Button size="small" type="link" onClick={onDone}>
        {t('item.clearSelection')}
      </Button>

      <EditDialog
        dialog={moving}
        name="itemMove"
        addTitle={t('item.moveTitle', { count: ids.length })}
        editTitle={t('item.moveTitle', { count: ids.length })}
      >
        <Typography.Paragraph type="secondary">{t('item.moveHint')}</Typography.Paragraph>
        <Form.Item
          name="bankId"
          label={t('item.targetBank')}
          rules={[{ required: true, message: t('list:required', { field: t('item.targetBank') }) }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={banks.isLoading}
            options={banks.data?.filter((b) => b.id !== bankId).map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
      </EditDialog>
      <EditDialog
        dialog={retagging}
        name="itemRetag"
        addTitle={t('item.retagTitle', { count: ids.length })}
        editTitle={t('item.retagTitle', { count: ids.length })}
      >
        <Form.Item
          name="add"
          label={t('item.addTags')}
          extra={t('item.tagsHint')}
          dependencies={['remove']}
          rules={[
            ...tagRules,
            ({ getFieldValue }) => ({
              validator: async (_, add?: string[]) => {
                if (!add?.length && !(getFieldValue('remove') as string[] | undefined)?.length) throw new Error(t('item.tagsRequired'));
              },
            }),
          ]}
        >
          <TagSelect bankId={bankId} />
        </Form.Item>
        <Form.Item name="remove" label={t('item.removeTags')} rules={tagRules}>
          <Select
            mode="tags"
            maxCount={ITEM_TAGS_MAX}
            tokenSeparators={[',', '，']}
            options={tagsOfChosen.map((tag) => ({ value: tag, label: tag }))}
          />
        </Form.Item>
      </EditDialog>
    </Space>
  );
}
