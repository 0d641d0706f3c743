import { Authority } from '@cloud-exam/contract/authorities';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberRoles, memberships, OfficeKind, offices, roles, users } from '../../db/schema';
import type { FirstAdmin } from './institution.repo';

/** The platform's own office row and the role its operators hold there. */
const PLATFORM_NAME = '云考试平台';
const OPERATOR_ROLE = { code: 'pt_operator', name: '平台运营' };

/** The platform office: the one office row above institutions, its operators' tenant. */
export const platformRepo = (db: Db) => ({
  async find() {
    const [office] = await db.select().from(offices).where(eq(offices.kind, OfficeKind.platform)).limit(1);
    return office;
  },

  /** The platform office and its operator role, each made when missing. */
  async ensure() {
    await db.insert(offices).values({ name: PLATFORM_NAME, kind: OfficeKind.platform }).onConflictDoNothing();
    const office = (await this.find())!;
    await db
      .insert(roles)
      .values({ officeId: office.id, ...OPERATOR_ROLE, authorities: [Authority.operator], builtin: 1 })
      .onConflictDoNothing();
    const [role] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.officeId, office.id), eq(roles.code, OPERATOR_ROLE.code)));
    return { office, role: role! };
  },

  /** A new user who is an operator of the platform. */
  async addOperator(officeId: string, roleId: string, operator: FirstAdmin) {
    const [user] = await db
      .insert(users)
      .values({ ...operator, defaultOfficeId: officeId })
      .returning();
    await db.insert(memberships).values({ userId: user!.id, officeId });
    await db.insert(memberRoles).values({ userId: user!.id, officeId, roleId });
    return user!;
  },
});
