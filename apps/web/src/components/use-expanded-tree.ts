import { useState } from 'react';

/** A node of a tree as the API answers it: an id and the nodes below it. */
type Node = { id: string; children: Node[] };

const allIds = (nodes: Node[] = []): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children)]);

/** Every node of a tree expanded, new ones included, except those the user folded (departments, knowledge points). */
export function useExpandedTree(nodes: Node[] | undefined) {
  const [folded, setFolded] = useState<Set<string>>(new Set());
  const all = allIds(nodes);
  return {
    expandedKeys: all.filter((id) => !folded.has(id)),
    onExpand: (keys: React.Key[]) => setFolded(new Set(all.filter((id) => !keys.includes(id)))),
    /** Unfolds a node the user folded (to show a child just added under it). */
    unfold: (id: string) => setFolded((before) => new Set([...before].filter((f) => f !== id))),
  };
}
