import { bankApi } from '@cloud-exam/contract/bank/bank';
import { type KnowledgeNode, knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import { useQueries, useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';

type Option = { value: string; title: string; selectable?: boolean; children: Option[] };
const options = (nodes: KnowledgeNode[]): Option[] => nodes.map((n) => ({ value: n.id, title: n.name, children: options(n.children) }));

/**
 * Knowledge points of one or more banks (each point meaning itself and the points below it): one bank's tree, or
 * each bank's tree under the bank's name, which is not itself a choice.
 */
export function KnowledgeSelect({
  bankIds,
  multiple,
  value,
  onChange,
  id,
  label,
  width,
}: {
  bankIds: string[];
  multiple?: boolean;
  value?: string | string[];
  onChange?: (value: string | string[] | undefined) => void;
  id?: string;
  label?: string;
  width?: number;
}) {
  const { t } = useTranslation('paper');
  const banks = useQuery(endpointQuery(bankApi.options));
  const trees = useQueries({ queries: bankIds.map((bankId) => ({ ...endpointQuery(knowledgeApi.tree, { bankId }), staleTime: 60_000 })) });
  const treeData: Option[] =
    bankIds.length === 1
      ? options(trees[0]?.data ?? [])
      : bankIds.map((bankId, i) => ({
          value: `bank:${bankId}`,
          title: banks.data?.find((b) => b.id === bankId)?.name ?? '…',
          selectable: false,
          children: options(trees[i]?.data ?? []),
        }));
  return (
    <TreeSelect
      id={id}
      aria-label={label}
      multiple={multiple}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={t('editor.anyKnowledge')}
      loading={trees.some((q) => q.isLoading)}
      disabled={!bankIds.length}
      style={{ width: width ?? '100%' }}
      value={value}
      treeData={treeData}
      notFoundContent={t('editor.noKnowledge')}
      onChange={(v) => onChange?.(v ?? undefined)}
    />
  );
}
