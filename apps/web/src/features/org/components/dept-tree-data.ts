import type { DeptTreeNode } from '@cloud-exam/contract/org/dept';

export type DeptOption = { title: string; value: string; key: string; children: DeptOption[] };

/** The department tree as antd's Tree and TreeSelect take it. */
export const toTreeData = (nodes: DeptTreeNode[] = []): DeptOption[] =>
  nodes.map((n) => ({ title: n.name, value: n.id, key: n.id, children: toTreeData(n.children) }));
