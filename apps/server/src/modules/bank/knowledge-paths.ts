import { randomUUID } from 'node:crypto';
import { KNOWLEDGE_NAME_MAX } from '@cloud-exam/contract/bank/knowledge';
import { KNOWLEDGE_MODEL_DEPTH_MAX } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';

/** Knowledge points named by their path of names ("语法/时态"), as the imports and exports write them. */

type Point = { id: string; parentId: string | null; name: string; sort: number; path: string };
export type NewPoint = Point & { bankId: string };

export const splitPath = (path: string) =>
  path
    .split(/[/／]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Every point of a bank by its path of names. */
export function byNamePath<P extends Point>(points: P[]) {
  const byId = new Map(points.map((p) => [p.id, p]));
  const names = new Map<string, string>();
  const nameOf = (id: string): string => {
    const known = names.get(id);
    if (known !== undefined) return known;
    const point = byId.get(id)!;
    const name = point.parentId && byId.has(point.parentId) ? `${nameOf(point.parentId)}/${point.name}` : point.name;
    names.set(id, name);
    return name;
  };
  return new Map(points.map((p) => [nameOf(p.id), p]));
}

/** What is wrong with a path of names: none, too deep, or a name too long. */
export function pathProblem(names: string[]) {
  if (!names.length) return { code: ErrorCodes.fieldRequired } as const;
  if (names.length > KNOWLEDGE_MODEL_DEPTH_MAX) return { code: ErrorCodes.knowledgeModelDepth } as const;
  if (names.some((n) => n.length > KNOWLEDGE_NAME_MAX))
    return { code: ErrorCodes.fieldLength, params: { min: 1, max: KNOWLEDGE_NAME_MAX } } as const;
  return undefined;
}

/**
 * Finds points of a bank by their path of names, planning every level the bank does not have yet under its
 * parent, at the end; `added` holds the planned points, parents before their children.
 */
export function pathPlanner(points: Point[], bankId: string) {
  const known = new Map<string, { id: string; path: string }>(byNamePath(points));
  const nextSort = new Map<string | null, number>();
  for (const p of points) nextSort.set(p.parentId, Math.max(nextSort.get(p.parentId) ?? 0, p.sort + 1));
  const added: NewPoint[] = [];
  return {
    added,
    /** The id of the point at this path of names (checked by `pathProblem`). */
    ensure(names: string[]): string {
      let parent: { id: string; path: string } | null = null;
      for (let level = 1; level <= names.length; level++) {
        const key = names.slice(0, level).join('/');
        let point = known.get(key);
        if (!point) {
          const id = randomUUID();
          const parentId: string | null = parent?.id ?? null;
          const sort = nextSort.get(parentId) ?? 0;
          nextSort.set(parentId, sort + 1);
          const made: NewPoint = { id, bankId, parentId, name: names[level - 1]!, sort, path: parent ? `${parent.path}/${id}` : id };
          added.push(made);
          known.set(key, made);
          point = made;
        }
        parent = point;
      }
      return parent!.id;
    },
  };
}
