import { bankApi } from '@cloud-exam/contract/bank/bank';
import { type ItemRow, type ItemTypeCode, itemApi } from '@cloud-exam/contract/bank/item';
import type { PaperKind } from '@cloud-exam/contract/paper/paper';
import { PERSONALITY_TYPES } from '@cloud-exam/contract/paper/rules';
import { type Line, lineText } from '@cloud-exam/contract/rich-text-line';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { DifficultyStars, useItemLabels } from '../../../components/bank/item-labels';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { LineView, useLineMarks } from '../../../components/rich-text/line-view';
import { KnowledgeSelect } from './knowledge-select';

type Filter = { bankId?: string; itemTypeCode?: ItemTypeCode; difficulty?: number; knowledgeId?: string; keyword?: string };

/**
 * Items to add to a section by hand: the item list of one of the paper's banks with the bank items page's filters
 * (type, difficulty, knowledge point, keyword), ticked across pages and added in the order ticked. Items the paper
 * holds already cannot be ticked; a personality paper offers only the types it may hold.
 */
export function ItemPicker({
  open,
  bankIds,
  kind,
  taken,
  onAdd,
  onClose,
}: {
  open: boolean;
  bankIds: string[];
  kind: PaperKind;
  taken: ReadonlySet<string>;
  onAdd: (rows: ItemRow[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['paper', 'bank']);
  const { typeLabel, typeOptions, difficultyOptions } = useItemLabels();
  const marks = useLineMarks();
  const banks = useQuery(endpointQuery(bankApi.options));
  const personality = kind === 'personality';
  const [filter, setFilter] = useState<Filter>(personality ? { itemTypeCode: PERSONALITY_TYPES[0] } : {});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [chosen, setChosen] = useState<ItemRow[]>([]);
  const bankId = filter.bankId && bankIds.includes(filter.bankId) ? filter.bankId : bankIds[0];
  const items = useQuery({
    ...endpointQuery(itemApi.page, { ...filter, bankId, ...page }),
    enabled: open && !!bankId,
    placeholderData: keepPreviousData,
  });
  const narrow = (changes: Filter) => {
    setFilter({ ...filter, ...changes });
    setPage({ ...page, current: 1 });
  };
  const close = () => {
    setChosen([]);
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      size={920}
      title={t('picker.title')}
      extra={
        <Button
          type="primary"
          disabled={!chosen.length}
          onClick={() => {
            onAdd(chosen);
            close();
          }}
        >
          {t('picker.add', { count: chosen.length })}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <SelectFilter
          label={t('picker.bank')}
          width={180}
          value={bankId}
          options={bankIds.map((id) => ({ value: id, label: banks.data?.find((b) => b.id === id)?.name ?? '…' }))}
          onChange={(id) => narrow({ bankId: id, knowledgeId: undefined })}
        />
        <SelectFilter
          label={t('bank:item.type')}
          width={140}
          value={filter.itemTypeCode}
          options={personality ? typeOptions.filter((o) => PERSONALITY_TYPES.includes(o.value)) : typeOptions}
          onChange={(itemTypeCode) => narrow({ itemTypeCode: itemTypeCode ?? (personality ? PERSONALITY_TYPES[0] : undefined) })}
        />
        <SelectFilter
          label={t('bank:item.difficulty')}
          width={130}
          value={filter.difficulty}
          options={difficultyOptions}
          onChange={(difficulty) => narrow({ difficulty })}
        />
        <KnowledgeSelect
          bankIds={bankId ? [bankId] : []}
          label={t('picker.knowledge')}
          width={180}
          value={filter.knowledgeId}
          onChange={(knowledgeId) => narrow({ knowledgeId: knowledgeId as string | undefined })}
        />
        <SearchFilter placeholder={t('bank:item.keyword')} width={200} value={filter.keyword} onSearch={(keyword) => narrow({ keyword })} />
      </Space>
      <Table<ItemRow>
        rowKey="id"
        size="small"
        loading={items.isFetching}
        dataSource={items.data?.records}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: chosen.map((r) => r.id),
          getCheckboxProps: (row) => ({
            disabled: taken.has(row.id),
            'aria-label': t('picker.choose', { stem: lineText(row.stemLine, marks).slice(0, 40) }),
          }),
          onChange: (_keys, rows) => {
            // antd answers the ticked rows of every page (preserveSelectedRowKeys), some as undefined: keep ours.
            const known = new Map([...chosen, ...rows.filter(Boolean)].map((r) => [r.id, r]));
            setChosen(_keys.map((k) => known.get(String(k))!).filter(Boolean));
          },
        }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: items.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }),
        }}
        locale={{ emptyText: <Empty description={t('picker.empty')} /> }}
        columns={[
          {
            title: t('bank:item.stem'),
            dataIndex: 'stemLine',
            render: (line: Line, row) => (
              <Space orientation="vertical" size={0} style={{ maxWidth: 460 }}>
                <LineView line={line} rows={2} />
                {taken.has(row.id) && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('picker.taken')}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('bank:item.typeAndScore'),
            dataIndex: 'itemTypeCode',
            width: 170,
            render: (code: ItemTypeCode, row) => (
              <Space size={6} wrap>
                <Tag color="processing" style={{ marginInlineEnd: 0 }}>
                  {typeLabel(code)}
                </Tag>
                <DifficultyStars level={row.difficulty} />
                <Typography.Text>{t('bank:preview.points', { count: row.score })}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('bank:item.knowledgeAndTags'),
            dataIndex: 'knowledgeNames',
            width: 160,
            render: (names: string[]) => (
              <Space size={[0, 4]} wrap>
                {names.map((n) => (
                  <Tag key={n} bordered={false}>
                    {n}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
