import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { departments, memberPosts, memberRoles, memberships, posts, roles, users } from '../../db/schema';
import { likePattern } from '../../lib/sql-like';

export type MemberFilter = { keyword?: string; deptIds?: string[]; roleId?: string; status?: number; visibleDeptIds?: string[] };

function whereOf(officeId: string, f: MemberFilter): SQL | undefined {
  const k = f.keyword ? likePattern(f.keyword) : undefined;
  return and(
    eq(memberships.officeId, officeId),
    k ? or(ilike(users.username, k), ilike(users.name, k), ilike(users.mobile, k), ilike(users.email, k)) : undefined,
    f.deptIds ? inArray(memberships.deptId, f.deptIds.length ? f.deptIds : ['00000000-0000-0000-0000-000000000000']) : undefined,
    f.visibleDeptIds
      ? and(
          isNotNull(memberships.deptId),
          inArray(memberships.deptId, f.visibleDeptIds.length ? f.visibleDeptIds : ['00000000-0000-0000-0000-000000000000']),
        )
      : undefined,
    f.roleId
      ? sql`exists (select 1 from ${memberRoles} mr where mr.user_id = ${memberships.userId} and mr.office_id = ${memberships.officeId} and mr.role_id = ${f.roleId})`
      : undefined,
    f.status === undefined ? undefined : eq(memberships.status, f.status),
  );
}

type Named = { id: string; name: string };

const memberColumns = {
  userId: users.id,
  username: users.username,
  name: users.name,
  mobile: users.mobile,
  email: users.email,
  deptId: memberships.deptId,
  deptName: departments.name,
  status: memberships.status,
  createdAt: memberships.createdAt,
  // One subquery per list, each named pair kept together; `listed` splits them into ids and names.
  posts: sql<
    Named[]
  >`coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.sort) from ${memberPosts} mp join ${posts} p on p.id = mp.post_id where mp.user_id = ${memberships.userId} and mp.office_id = ${memberships.officeId}), '[]')`,
  roles: sql<
    Named[]
  >`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.created_at) from ${memberRoles} mr join ${roles} r on r.id = mr.role_id where mr.user_id = ${memberships.userId} and mr.office_id = ${memberships.officeId}), '[]')`,
  shared: sql<boolean>`exists (select 1 from ${memberships} o where o.user_id = ${memberships.userId} and o.office_id <> ${memberships.officeId})`,
};

const selectMembers = (db: Db) =>
  db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(departments, eq(departments.id, memberships.deptId));

function listed({ posts: postList, roles: roleList, ...member }: Awaited<ReturnType<typeof selectMembers>>[number]) {
  return {
    ...member,
    postIds: postList.map((p) => p.id),
    postNames: postList.map((p) => p.name),
    roleIds: roleList.map((r) => r.id),
    roleNames: roleList.map((r) => r.name),
  };
}

/**
 * One page of members. The page's keys are found first and only their rows get the post, role and sharing
 * subqueries: computed in one query, they ran for every row the sort and the offset passed over.
 */
export async function findPage(db: Db, officeId: string, filter: MemberFilter, page: { current: number; size: number }) {
  const where = whereOf(officeId, filter);
  // Only a keyword reads users' columns; without one the index on memberships answers alone.
  const withUsers = <Q extends PgSelect>(q: Q) => (filter.keyword ? q.innerJoin(users, eq(users.id, memberships.userId)) : q);
  const [keys, [total]] = await Promise.all([
    withUsers(db.select({ userId: memberships.userId }).from(memberships).$dynamic())
      .where(where)
      .orderBy(desc(memberships.createdAt), desc(memberships.userId))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    withUsers(db.select({ n: count() }).from(memberships).$dynamic()).where(where),
  ]);
  const ids = keys.map((k) => k.userId);
  const rows = ids.length ? await selectMembers(db).where(and(eq(memberships.officeId, officeId), inArray(memberships.userId, ids))) : [];
  const byId = new Map(rows.map((r) => [r.userId, listed(r)]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: total?.n ?? 0 };
}

export async function findAll(db: Db, officeId: string, filter: MemberFilter) {
  return (await selectMembers(db).where(whereOf(officeId, filter)).orderBy(desc(memberships.createdAt))).map(listed);
}

export function findOne(db: Db, officeId: string, userId: string) {
  return selectMembers(db)
    .where(and(eq(memberships.officeId, officeId), eq(memberships.userId, userId)))
    .then((rows) => (rows[0] ? listed(rows[0]) : undefined));
}

/** Replaces a member's posts and roles with the given ones. */
export async function setPostsAndRoles(db: Db, officeId: string, userId: string, postIds: string[], roleIds: string[]) {
  await db.delete(memberPosts).where(and(eq(memberPosts.officeId, officeId), eq(memberPosts.userId, userId)));
  await db.delete(memberRoles).where(and(eq(memberRoles.officeId, officeId), eq(memberRoles.userId, userId)));
  if (postIds.length) await db.insert(memberPosts).values(postIds.map((postId) => ({ officeId, userId, postId })));
  await db.insert(memberRoles).values(roleIds.map((roleId) => ({ officeId, userId, roleId })));
}

/** The ids among `ids` that are rows of `table` in this institution. */
export async function ownedIds(db: Db, table: typeof posts | typeof roles, officeId: string, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.officeId, officeId), inArray(table.id, ids)));
  return rows.map((r) => r.id);
}
