import { BUILTIN_ROLES } from '@cloud-exam/contract/org/role';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberRoles, memberships, offices, roles, users } from '../../db/schema';

/** The built-in role the first administrator holds: every authority. */
const SYSTEM_ADMIN_CODE = 'sys_admin';

export type FirstAdmin = { username: string; name: string; passwordHash: string; mobile?: string; email?: string };

/** Institutions themselves: the tenants every other row belongs to. */
export const institutionRepo = (db: Db) => ({
  async usernameTaken(username: string) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return rows.length > 0;
  },

  /** An institution, its built-in roles and its first administrator holding the system administrator role. */
  async create(officeName: string, admin: FirstAdmin) {
    const [office] = await db.insert(offices).values({ name: officeName }).returning();
    const builtin = await db
      .insert(roles)
      .values(BUILTIN_ROLES.map((r) => ({ officeId: office!.id, ...r, builtin: 1 })))
      .returning();
    const role = builtin.find((r) => r.code === SYSTEM_ADMIN_CODE);
    const [user] = await db
      .insert(users)
      .values({ ...admin, defaultOfficeId: office!.id })
      .returning();
    await db.insert(memberships).values({ userId: user!.id, officeId: office!.id });
    await db.insert(memberRoles).values({ userId: user!.id, officeId: office!.id, roleId: role!.id });
    return { office: office!, user: user! };
  },
});
