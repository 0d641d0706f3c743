import { and, asc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, memberships } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

export type DeptRow = typeof departments.$inferSelect;
export type NewDept = Omit<typeof departments.$inferInsert, 'officeId'>;
/** What the tree, paths and subtrees are built from. */
export type DeptNode = Pick<DeptRow, 'id' | 'parentId' | 'name' | 'level' | 'sort'>;

const scoped = scopedRepo(departments);
const childCount = sql<number>`(select count(*)::int from ${departments} c where c.parent_id = ${departments.id})`;
const memberCount = sql<number>`(select count(*)::int from ${memberships} m where m.dept_id = ${departments.id})`;
const inOrder = [asc(departments.sort), asc(departments.createdAt)];
const parentIs = (parentId: string | null | undefined) => (parentId ? eq(departments.parentId, parentId) : isNull(departments.parentId));

/** The departments of the caller's institution. */
export function deptRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    /** Every department, as the tree needs it, in its order. */
    nodes(): Promise<DeptNode[]> {
      return db
        .select({
          id: departments.id,
          parentId: departments.parentId,
          name: departments.name,
          level: departments.level,
          sort: departments.sort,
        })
        .from(departments)
        .where(base.where())
        .orderBy(...inOrder);
    },
    /** Every department with all its fields, parents before children. */
    all: () => base.list({ orderBy: [asc(departments.level), ...inOrder] }),
    /** Direct children of a department (or the top level), with their own child and member counts. */
    childrenPage(filter: { parentId?: string; name?: string; within?: Set<string>; current: number; size: number }) {
      return base.page({
        ...filter,
        where: and(
          parentIs(filter.parentId),
          filter.name ? ilike(departments.name, likePattern(filter.name)) : undefined,
          filter.within ? inArray(departments.id, [...filter.within]) : undefined,
        ),
        orderBy: inOrder,
        extra: { childCount, memberCount },
      });
    },
    countChildren: (id: string) => base.count(eq(departments.parentId, id)),
    async countMembers(id: string) {
      const [row] = await db
        .select({ n: sql<number>`cast(count(*) as int)` })
        .from(memberships)
        .where(and(eq(memberships.officeId, scope.officeId), eq(memberships.deptId, id)));
      return row?.n ?? 0;
    },
    nameTaken: (parentId: string | null, name: string, exceptId?: string) =>
      base.exists(and(parentIs(parentId), eq(departments.name, name), exceptId ? ne(departments.id, exceptId) : undefined)),
    /** Changes a department, stamping the time of the change. */
    edit: (id: string, changes: Partial<NewDept>) => base.update(id, { ...changes, updatedAt: new Date() }),
    /** Shifts the level of every department below `id` by `delta` (after a move). */
    async shiftDescendantLevels(id: string, delta: number) {
      if (delta === 0) return;
      await db.execute(sql`
        with recursive below(id) as (
          select d.id from departments d where d.parent_id = ${id} and d.office_id = ${scope.officeId}
          union select d.id from departments d join below b on d.parent_id = b.id
        )
        update departments set level = level + ${delta} where id in (select id from below)`);
    },
  };
}
