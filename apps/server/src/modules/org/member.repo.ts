import { and, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { departments, memberPosts, memberRoles, memberships, posts, roles, tokens, UserStatus, users } from '../../db/schema';
import { countOf, type Paged, type PageParams, pageFrom, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

export { UserStatus };

export type MemberFilter = { keyword?: string; deptIds?: string[]; roleId?: string; status?: number; visibleDeptIds?: string[] };
/** A new account and its place in the institution, as an import creates it. */
export type NewMember = {
  username: string;
  name: string;
  mobile: string | null;
  email: string | null;
  passwordHash: string;
  deptId: string | null;
  postIds: string[];
  roleIds: string[];
};

/** Matches no row: an empty list of ids still filters. */
const NO_ID = '00000000-0000-0000-0000-000000000000';
const idIn = (column: typeof memberships.deptId, ids: string[]) => inArray(column, ids.length ? ids : [NO_ID]);

/** The filter of a member query (the institution is added by the repository). */
function matching(f: MemberFilter): SQL | undefined {
  const k = f.keyword ? likePattern(f.keyword) : undefined;
  return and(
    k ? or(ilike(users.username, k), ilike(users.name, k), ilike(users.mobile, k), ilike(users.email, k)) : undefined,
    f.deptIds ? idIn(memberships.deptId, f.deptIds) : undefined,
    f.visibleDeptIds ? and(isNotNull(memberships.deptId), idIn(memberships.deptId, f.visibleDeptIds)) : undefined,
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
  // The account's home is another institution (or none): its name, contact and password are not this one's to change.
  shared: sql<boolean>`(${users.defaultOfficeId} is distinct from ${memberships.officeId})`,
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

/** A member as the list shows them: account, department, posts and roles, and whether the account's home is elsewhere. */
export type MemberRow = ReturnType<typeof listed>;
export type RoleRow = typeof roles.$inferSelect;

const scopedPosts = scopedRepo(posts);
const scopedRoles = scopedRepo(roles);
/** Rows of the member tables are inserted in chunks of this many. */
const CHUNK = 500;

/**
 * The members of the caller's institution: their memberships, posts and roles there (tables keyed by user and
 * institution, so the scope is written here), and the accounts of people who are members.
 */
export function memberRepo(db: Db, scope: Scope) {
  const inScope = (...conditions: (SQL | undefined)[]) => and(eq(memberships.officeId, scope.officeId), ...conditions);
  const membership = (userId: string) => inScope(eq(memberships.userId, userId));
  /** The user ids of this institution's members among `userId`: an account is changed only through its membership. */
  const asMember = (userId: string) => db.select({ id: memberships.userId }).from(memberships).where(membership(userId));
  /** Signs the member out of this institution: their tokens acting here are gone, not merely refused for now. */
  const endSessions = (userId: string) => db.delete(tokens).where(and(eq(tokens.officeId, scope.officeId), eq(tokens.userId, userId)));

  return {
    /**
     * One page of members. The page's keys (and the total) are found first and only their rows get the post,
     * role and sharing subqueries: computed in one query, they ran for every row the sort and the offset passed over.
     */
    async page(filter: MemberFilter, paging: PageParams): Promise<Paged<MemberRow>> {
      // Only a keyword reads users' columns; without one the index on memberships answers alone.
      const withUsers = <Q extends PgSelect>(q: Q) => (filter.keyword ? q.innerJoin(users, eq(users.id, memberships.userId)) : q);
      const where = inScope(matching(filter));
      const counted = filter.keyword ? sql`${memberships} join ${users} on ${users.id} = ${memberships.userId}` : memberships;
      const keys = await pageFrom(paging, (limit, offset) =>
        withUsers(
          db
            .select({ userId: memberships.userId, total: countOf(counted, where) })
            .from(memberships)
            .$dynamic(),
        )
          .where(where)
          .orderBy(desc(memberships.createdAt), desc(memberships.userId))
          .limit(limit)
          .offset(offset),
      );
      const ids = keys.records.map((k) => k.userId);
      const rows = ids.length ? await selectMembers(db).where(inScope(inArray(memberships.userId, ids))) : [];
      const byId = new Map(rows.map((r) => [r.userId, listed(r)]));
      return { ...keys, records: ids.flatMap((id) => byId.get(id) ?? []) };
    },

    /** Every member a filter finds, newest first. */
    async findAll(filter: MemberFilter) {
      return (
        await selectMembers(db)
          .where(inScope(matching(filter)))
          .orderBy(desc(memberships.createdAt))
      ).map(listed);
    },

    async findOne(userId: string): Promise<MemberRow | undefined> {
      const rows = await selectMembers(db).where(membership(userId));
      return rows[0] ? listed(rows[0]) : undefined;
    },

    /** Makes an account a member, in a department or none. */
    async join(userId: string, deptId: string | null) {
      await db.insert(memberships).values({ userId, officeId: scope.officeId, deptId });
    },

    async setDept(userId: string, deptId: string | null) {
      await db.update(memberships).set({ deptId }).where(membership(userId));
    },

    /** Disables (0) or enables (1) the member here only; disabling ends their sessions here, for good. */
    async setStatus(userId: string, status: number) {
      await db.update(memberships).set({ status }).where(membership(userId));
      if (status !== UserStatus.active) await endSessions(userId);
    },

    /** Takes the person out of the institution (posts and roles go with the membership) and ends their sessions in it. */
    async leave(userId: string) {
      await db.delete(memberships).where(membership(userId));
      await endSessions(userId);
    },

    /** Replaces a member's posts and roles with the given ones. */
    async setPostsAndRoles(userId: string, postIds: string[], roleIds: string[]) {
      const officeId = scope.officeId;
      await db.delete(memberPosts).where(and(eq(memberPosts.officeId, officeId), eq(memberPosts.userId, userId)));
      await db.delete(memberRoles).where(and(eq(memberRoles.officeId, officeId), eq(memberRoles.userId, userId)));
      if (postIds.length) await db.insert(memberPosts).values(postIds.map((postId) => ({ officeId, userId, postId })));
      if (roleIds.length) await db.insert(memberRoles).values(roleIds.map((roleId) => ({ officeId, userId, roleId })));
    },

    /** The institution's posts among these ids. */
    postsIn: (ids: string[]) => scopedPosts(db, scope).findMany(ids),
    /** The institution's roles among these ids. */
    rolesIn: (ids: string[]): Promise<RoleRow[]> => scopedRoles(db, scope).findMany(ids),
    allPosts: () => scopedPosts(db, scope).list(),
    allRoles: (): Promise<RoleRow[]> => scopedRoles(db, scope).list(),

    /** Creates an account whose sign-in starts in this institution; answers its id. */
    async createAccount(account: { username: string; name: string; mobile?: string; email?: string; passwordHash: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...account, defaultOfficeId: scope.officeId })
        .returning({ id: users.id });
      return row!.id;
    },

    /** Creates accounts and makes them members with their departments, posts and roles. */
    async addMany(people: NewMember[]) {
      const officeId = scope.officeId;
      for (let i = 0; i < people.length; i += CHUNK) {
        const chunk = people.slice(i, i + CHUNK);
        const created = await db
          .insert(users)
          .values(
            chunk.map((m) => ({
              username: m.username,
              name: m.name,
              mobile: m.mobile,
              email: m.email,
              passwordHash: m.passwordHash,
              defaultOfficeId: officeId,
            })),
          )
          .returning({ id: users.id });
        const withIds = chunk.map((m, j) => ({ ...m, userId: created[j]!.id }));
        await db.insert(memberships).values(withIds.map((m) => ({ userId: m.userId, officeId, deptId: m.deptId })));
        const postRows = withIds.flatMap((m) => m.postIds.map((postId) => ({ officeId, userId: m.userId, postId })));
        if (postRows.length) await db.insert(memberPosts).values(postRows);
        const roleRows = withIds.flatMap((m) => m.roleIds.map((roleId) => ({ officeId, userId: m.userId, roleId })));
        if (roleRows.length) await db.insert(memberRoles).values(roleRows);
      }
    },

    /** Changes a member's name and contact details (on their account). */
    async updateAccount(userId: string, changes: { name: string; mobile: string | null; email: string | null }) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(users.id, userId), inArray(users.id, asMember(userId))));
    },

    /** Sets a member's password and ends every session of their account. */
    async setPassword(userId: string, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(users.id, userId), inArray(users.id, asMember(userId))));
      await db.delete(tokens).where(and(eq(tokens.userId, userId), inArray(tokens.userId, asMember(userId))));
    },
  };
}

/** Accounts are shared by institutions: whether another account than `exceptUserId` has this mobile or e-mail. */
export async function contactTaken(db: Db, contact: 'mobile' | 'email', value: string, exceptUserId?: string) {
  const column = users[contact];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${column}) = lower(${value})`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** The accounts that already have one of these usernames or e-mail addresses (lower-case) or mobile numbers. */
export function accountsUsing(db: Db, taken: { usernames: string[]; mobiles: string[]; emails: string[] }) {
  return db
    .select({ username: users.username, mobile: users.mobile, email: users.email })
    .from(users)
    .where(
      or(
        inArray(sql`lower(${users.username})`, ['', ...taken.usernames]),
        inArray(users.mobile, ['', ...taken.mobiles]),
        inArray(sql`lower(${users.email})`, ['', ...taken.emails]),
      ),
    );
}

/**
 * The institution's active members, by name: those whose name or account holds `keyword` (at most `limit`), or those
 * among `ids`. What another module may know of a member (e.g. an exam room's invigilators).
 */
export function activeMembers(db: Db, scope: Scope, f: { keyword?: string; ids?: string[]; limit?: number }) {
  const k = f.keyword ? likePattern(f.keyword) : undefined;
  const query = db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.officeId, scope.officeId),
        eq(memberships.status, UserStatus.active),
        k ? or(ilike(users.name, k), ilike(users.username, k)) : undefined,
        f.ids ? inArray(users.id, f.ids.length ? f.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
      ),
    )
    .orderBy(users.name, users.id);
  return f.limit ? query.limit(f.limit) : query;
}
