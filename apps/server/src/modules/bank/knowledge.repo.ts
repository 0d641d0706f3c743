import { randomUUID } from 'node:crypto';
import type { KnowledgeNode } from '@cloud-exam/contract/bank/knowledge';
import { and, asc, eq, isNull, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, knowledgePoints } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(knowledgePoints);
type Point = typeof knowledgePoints.$inferSelect;

export const depthOf = (path: string) => path.split('/').length;

/** The knowledge models of the caller's institution's banks. */
export function knowledgeRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  const siblings = (bankId: string, parentId: string | null) =>
    and(eq(knowledgePoints.bankId, bankId), parentId ? eq(knowledgePoints.parentId, parentId) : isNull(knowledgePoints.parentId));
  const ofBank = (bankId: string) =>
    base.list({ where: eq(knowledgePoints.bankId, bankId), orderBy: [asc(knowledgePoints.sort), asc(knowledgePoints.name)] });
  return {
    ...base,
    ofBank,
    /** The bank's tree, each point with how many items are at it or below it. */
    async tree(bankId: string): Promise<KnowledgeNode[]> {
      // Each point counts the items at it or below (as the list filtered by it shows them), in one pass over the
      // bank's items: each (item, point) pair counted for the point and its ancestors, the ids its path holds.
      const [points, counts] = await Promise.all([
        ofBank(bankId),
        db
          .select({ pointId: sql<string>`ancestor`, n: sql<number>`cast(count(distinct item_id) as int)` })
          .from(
            sql`(select ${items.id} as item_id, unnest(${items.knowledgeIds}) as point_id from ${items}
                where ${items.officeId} = ${scope.officeId} and ${items.bankId} = ${bankId}) as pairs
              join ${knowledgePoints} k on k.id = pairs.point_id and k.office_id = ${scope.officeId} and k.bank_id = ${bankId}
              cross join lateral unnest(string_to_array(k.path, '/')) as a(ancestor)`,
          )
          .groupBy(sql`ancestor`),
      ]);
      const countOf = new Map(counts.map((c) => [c.pointId, c.n]));
      const nodes = new Map<string, KnowledgeNode>();
      for (const point of points)
        nodes.set(point.id, {
          id: point.id,
          parentId: point.parentId,
          name: point.name,
          sort: point.sort,
          itemCount: countOf.get(point.id) ?? 0,
          children: [],
        });
      const roots: KnowledgeNode[] = [];
      for (const node of nodes.values()) (node.parentId ? nodes.get(node.parentId)?.children : roots)?.push(node);
      return roots;
    },
    /** Adds a point under a parent (or at the top), its path ending in its own id. */
    async addPoint(bankId: string, parent: Point | null, name: string, sort: number) {
      const id = randomUUID();
      await db.insert(knowledgePoints).values({
        id,
        officeId: scope.officeId,
        bankId,
        parentId: parent?.id ?? null,
        name,
        sort,
        path: parent ? `${parent.path}/${id}` : id,
      });
      return id;
    },
    /** Adds points whose ids and paths are made already, parents before their children. */
    async insertPoints(points: Omit<Point, 'officeId'>[]) {
      for (let i = 0; i < points.length; i += 500)
        await db.insert(knowledgePoints).values(points.slice(i, i + 500).map((p) => ({ ...p, officeId: scope.officeId })));
    },
    nameTaken: (bankId: string, parentId: string | null, name: string, exceptId?: string) =>
      base.exists(and(siblings(bankId, parentId), eq(knowledgePoints.name, name), exceptId ? ne(knowledgePoints.id, exceptId) : undefined)),
    async nextSort(bankId: string, parentId: string | null) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${knowledgePoints.sort}) + 1, 0)::int` })
        .from(knowledgePoints)
        .where(base.where(siblings(bankId, parentId)));
      return row?.n ?? 0;
    },
    /** How many levels the subtree under a point spans, the point itself being 1. */
    async subtreeDepth(point: Point) {
      const [row] = await db
        .select({ deepest: sql<number>`coalesce(max(array_length(string_to_array(${knowledgePoints.path}, '/'), 1)), 0)::int` })
        .from(knowledgePoints)
        .where(base.where(eq(knowledgePoints.bankId, point.bankId), like(knowledgePoints.path, `${point.path}%`)));
      return (row?.deepest ?? depthOf(point.path)) - depthOf(point.path) + 1;
    },
    /** The ids of a point and every point below it. */
    async subtreeIds(point: Pick<Point, 'bankId' | 'path'>) {
      const rows = await db
        .select({ id: knowledgePoints.id })
        .from(knowledgePoints)
        .where(base.where(eq(knowledgePoints.bankId, point.bankId), like(knowledgePoints.path, `${point.path}%`)));
      return rows.map((r) => r.id);
    },
    /**
     * Puts a point under a new parent at a position among its new siblings (which are numbered again in order), and
     * gives the paths of the point and everything below it the new prefix.
     */
    async move(point: Point, parentId: string | null, newPath: string, index: number) {
      const others = await db
        .select({ id: knowledgePoints.id })
        .from(knowledgePoints)
        .where(base.where(siblings(point.bankId, parentId), ne(knowledgePoints.id, point.id)))
        .orderBy(asc(knowledgePoints.sort), asc(knowledgePoints.name));
      const order = others.map((o) => o.id);
      order.splice(Math.min(index, order.length), 0, point.id);
      await db
        .update(knowledgePoints)
        .set({ parentId })
        .where(base.where(eq(knowledgePoints.id, point.id)));
      await db.execute(sql`
        update ${knowledgePoints} set sort = o.n - 1
        from unnest(${sql.param(order)}::uuid[]) with ordinality as o(id, n)
        where ${knowledgePoints.id} = o.id and ${knowledgePoints.officeId} = ${scope.officeId}`);
      await db
        .update(knowledgePoints)
        .set({ path: sql`${newPath} || substr(${knowledgePoints.path}, ${point.path.length + 1})` })
        .where(base.where(eq(knowledgePoints.bankId, point.bankId), like(knowledgePoints.path, `${point.path}%`)));
    },
    /** Takes deleted points off the items that named them. */
    async forgetOnItems(bankId: string, ids: string[]) {
      await db
        .update(items)
        .set({ knowledgeIds: sql`array(select k from unnest(${items.knowledgeIds}) k where k <> all(${sql.param(ids)}::uuid[]))` })
        .where(and(eq(items.officeId, scope.officeId), eq(items.bankId, bankId), sql`${items.knowledgeIds} && ${sql.param(ids)}::uuid[]`));
    },
  };
}
