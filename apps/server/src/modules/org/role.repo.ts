import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, memberRoles, roleDepartments, roles } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(roles);
const deptIds = sql<string[]>`coalesce((select array_agg(rd.dept_id) from ${roleDepartments} rd where rd.role_id = ${roles.id}), '{}')`;
const memberCount = sql<number>`(select count(*)::int from ${memberRoles} mr where mr.role_id = ${roles.id})`;

export type RoleFields = {
  name: string;
  authorities: string[];
  dataScope: 'all' | 'depts';
  deptIds: string[];
  remark: string | null;
};

/** The roles of the caller's institution, each with its departments (data rights) and how many members hold it. */
export function roleRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  const setDepartments = async (roleId: string, ids: string[]) => {
    await db.delete(roleDepartments).where(eq(roleDepartments.roleId, roleId));
    if (ids.length) await db.insert(roleDepartments).values(ids.map((deptId) => ({ roleId, deptId })));
  };
  return {
    /** Built-in roles first, then in the order they were made. */
    async list() {
      const rows = await db
        .select({ role: roles, deptIds, memberCount })
        .from(roles)
        .where(base.where())
        .orderBy(sql`${roles.builtin} desc`, asc(roles.createdAt));
      return rows.map(({ role, deptIds, memberCount }) => ({
        id: role.id,
        code: role.code,
        name: role.name,
        authorities: role.authorities,
        dataScope: role.dataScope,
        deptIds,
        remark: role.remark,
        builtin: role.builtin === 1,
        memberCount,
      }));
    },
    nameTaken: (name: string, exceptId?: string) => base.exists(and(eq(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined)),
    /** How many of these departments the institution has. */
    async countDepartments(ids: string[]) {
      const found = await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.officeId, scope.officeId), inArray(departments.id, ids)));
      return found.length;
    },
    async add(code: string, { deptIds, ...fields }: RoleFields) {
      const role = await base.insert({ code, ...fields });
      await setDepartments(role.id, deptIds);
      return role;
    },
    /** Changes a role of the institution and its departments; nothing for another institution's role. */
    async edit(id: string, { deptIds, ...fields }: RoleFields) {
      if (await base.update(id, fields)) await setDepartments(id, deptIds);
    },
    remove: base.remove,
    /** The members who hold a role (their cached sessions must learn of a change). */
    async holders(roleId: string) {
      const rows = await db
        .select({ userId: memberRoles.userId })
        .from(memberRoles)
        .where(and(eq(memberRoles.officeId, scope.officeId), eq(memberRoles.roleId, roleId)));
      return rows.map((r) => r.userId);
    },
  };
}
