import type { HelpMenuNode } from '@cloud-exam/contract/help/help';

/** antd Tree's data from the menu tree; `title` may dress a node up (the editor adds its buttons). */
export function toTreeData(nodes: HelpMenuNode[] = [], title: (n: HelpMenuNode) => React.ReactNode = (n) => n.name): TreeNode[] {
  return nodes.map((n) => ({ key: n.id, title: title(n), children: toTreeData(n.children, title) }));
}
export type TreeNode = { key: string; title: React.ReactNode; children: TreeNode[] };

/** A menu found anywhere in the tree. */
export function findMenu(nodes: HelpMenuNode[] = [], id?: string | null): HelpMenuNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findMenu(n.children, id);
    if (below) return below;
  }
  return undefined;
}
