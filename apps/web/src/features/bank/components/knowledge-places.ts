import type { KnowledgeNode } from '@cloud-exam/contract/bank/knowledge';

/** Where a knowledge point sits: its parent, its level (1 at the top) and its siblings in order (itself among them). */
export type Place = { node: KnowledgeNode; parentId: string | null; level: number; siblings: KnowledgeNode[] };

/** Every point of a knowledge model by id, with where it sits. */
export function placesOf(nodes: KnowledgeNode[], parentId: string | null = null, level = 1, into = new Map<string, Place>()) {
  for (const node of nodes) {
    into.set(node.id, { node, parentId, level, siblings: nodes });
    placesOf(node.children, node.id, level + 1, into);
  }
  return into;
}

/** Whether a point is the other one or lies below it. */
export function isWithin(places: Map<string, Place>, id: string, ancestor: string) {
  for (let at: string | null = id; at; at = places.get(at)?.parentId ?? null) if (at === ancestor) return true;
  return false;
}

/**
 * What a drop in the tree asks of `knowledgeApi.move`: onto a point (`where` 0), its first child, where the tree
 * draws the drop line; in the gap above (-1) or below (1) a point, beside it among its siblings. The index counts
 * the new siblings without the moved point, as the server does.
 */
export function moveOnDrop(places: Map<string, Place>, id: string, targetId: string, where: -1 | 0 | 1) {
  const target = places.get(targetId);
  if (!target || id === targetId) return undefined;
  if (where === 0) return { id, parentId: target.node.id, index: 0 };
  const siblings = target.siblings.filter((s) => s.id !== id);
  const at = siblings.indexOf(target.node);
  return { id, parentId: target.parentId, index: where === -1 ? at : at + 1 };
}
