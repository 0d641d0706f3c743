import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, memberships } from '../../db/schema';
import { likePattern } from '../../lib/sql-like';

/** Every query names the institution: a department id of another institution finds nothing. */
const inOffice = (officeId: string) => eq(departments.officeId, officeId);

export function findAll(db: Db, officeId: string) {
  return db
    .select({
      id: departments.id,
      parentId: departments.parentId,
      name: departments.name,
      level: departments.level,
      sort: departments.sort,
    })
    .from(departments)
    .where(inOffice(officeId))
    .orderBy(asc(departments.sort), asc(departments.createdAt));
}

export function findAllDetailed(db: Db, officeId: string) {
  return db
    .select()
    .from(departments)
    .where(inOffice(officeId))
    .orderBy(asc(departments.level), asc(departments.sort), asc(departments.createdAt));
}

export function findOne(db: Db, officeId: string, id: string) {
  return db
    .select()
    .from(departments)
    .where(and(inOffice(officeId), eq(departments.id, id)))
    .then((rows) => rows[0]);
}

/** Direct children of a department (or the top level), with their own child and member counts. */
export async function findChildrenPage(
  db: Db,
  officeId: string,
  filter: { parentId?: string; name?: string; within?: Set<string> },
  page: { current: number; size: number },
) {
  const where = and(
    inOffice(officeId),
    filter.parentId ? eq(departments.parentId, filter.parentId) : isNull(departments.parentId),
    filter.name ? ilike(departments.name, likePattern(filter.name)) : undefined,
    filter.within ? inArray(departments.id, [...filter.within]) : undefined,
  );
  const child = sql`(select count(*)::int from ${departments} c where c.parent_id = ${departments.id})`;
  const members = sql`(select count(*)::int from ${memberships} m where m.dept_id = ${departments.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ dept: departments, childCount: sql<number>`${child}`, memberCount: sql<number>`${members}` })
      .from(departments)
      .where(where)
      .orderBy(asc(departments.sort), asc(departments.createdAt))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(departments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countChildren(db: Db, officeId: string, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(departments)
    .where(and(inOffice(officeId), eq(departments.parentId, id)));
  return row?.n ?? 0;
}

export async function countMembers(db: Db, officeId: string, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.officeId, officeId), eq(memberships.deptId, id)));
  return row?.n ?? 0;
}

export function nameTaken(db: Db, officeId: string, parentId: string | null, name: string, exceptId?: string) {
  return db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        inOffice(officeId),
        parentId ? eq(departments.parentId, parentId) : isNull(departments.parentId),
        eq(departments.name, name),
        exceptId ? sql`${departments.id} <> ${exceptId}` : undefined,
      ),
    )
    .then((rows) => rows.length > 0);
}

export async function insert(db: Db, rows: (typeof departments.$inferInsert)[]) {
  return db.insert(departments).values(rows).returning();
}

export async function update(db: Db, officeId: string, id: string, changes: Partial<typeof departments.$inferInsert>) {
  const [row] = await db
    .update(departments)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(inOffice(officeId), eq(departments.id, id)))
    .returning();
  return row;
}

/** Shifts the level of every department below `id` by `delta` (after a move). */
export async function shiftDescendantLevels(db: Db, officeId: string, id: string, delta: number) {
  if (delta === 0) return;
  await db.execute(sql`
    with recursive below(id) as (
      select d.id from departments d where d.parent_id = ${id} and d.office_id = ${officeId}
      union select d.id from departments d join below b on d.parent_id = b.id
    )
    update departments set level = level + ${delta} where id in (select id from below)`);
}

export async function remove(db: Db, officeId: string, id: string) {
  await db.delete(departments).where(and(inOffice(officeId), eq(departments.id, id)));
}
