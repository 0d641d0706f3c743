import { categoryApi, type ExamCategory } from '@cloud-exam/contract/exam/category';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { endpointQuery } from '../../../api/call';

type Node = { value: string; title: string; children: Node[] };
const toNodes = (categories: ExamCategory[]): Node[] =>
  categories.map((c) => ({ value: c.id, title: c.name, children: toNodes(c.children) }));

/** The institution's examination categories, to pick one. */
export function CategorySelect({
  value,
  onChange,
  label,
  width,
}: {
  value?: string;
  onChange?: (id?: string) => void;
  label: string;
  width?: number;
}) {
  const tree = useQuery(endpointQuery(categoryApi.tree));
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      aria-label={label}
      placeholder={label}
      style={{ width: width ?? '100%' }}
      value={value}
      loading={tree.isLoading}
      treeData={toNodes(tree.data ?? [])}
      onChange={(id?: string) => onChange?.(id || undefined)}
    />
  );
}
