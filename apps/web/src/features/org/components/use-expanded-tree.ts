import type { DeptTreeNode } from '@cloud-exam/contract/org/dept';
import { useState } from 'react';

const allIds = (nodes: DeptTreeNode[] = []): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children)]);

/** Every department expanded, new ones included, except those the user folded. */
export function useExpandedTree(nodes: DeptTreeNode[] | undefined) {
  const [folded, setFolded] = useState<Set<string>>(new Set());
  const all = allIds(nodes);
  return {
    expandedKeys: all.filter((id) => !folded.has(id)),
    onExpand: (keys: React.Key[]) => setFolded(new Set(all.filter((id) => !keys.includes(id)))),
  };
}
