import { ErrorCodes } from '@cloud-exam/contract/errors';
import { BUILTIN_ROLES } from '@cloud-exam/contract/org';
import { validatePasswordStrength } from '@cloud-exam/contract/validators';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberRoles, memberships, offices, roles, tokens, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../lib/crypto';

/** The built-in role the first administrator holds: every authority. */
const SYSTEM_ADMIN_CODE = 'sys_admin';

export type NewInstitution = { officeName: string; username: string; name?: string; password: string; mobile?: string; email?: string };

/** Creates an institution, its built-in roles and its first administrator (system administrator), in one transaction. */
export async function createInstitutionWithAdmin(db: Db, input: NewInstitution) {
  const weak = validatePasswordStrength(input.password);
  if (weak) throw new AppError(weak.code);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.username})`);
    if (taken.length) throw new AppError(ErrorCodes.userNameTaken);
    const [office] = await tx.insert(offices).values({ name: input.officeName }).returning();
    const builtin = await tx
      .insert(roles)
      .values(BUILTIN_ROLES.map((r) => ({ officeId: office!.id, ...r, builtin: 1 })))
      .returning();
    const role = builtin.find((r) => r.code === SYSTEM_ADMIN_CODE);
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        name: input.name ?? input.username,
        mobile: input.mobile,
        email: input.email,
        passwordHash,
        defaultOfficeId: office!.id,
      })
      .returning();
    await tx.insert(memberships).values({ userId: user!.id, officeId: office!.id });
    await tx.insert(memberRoles).values({ userId: user!.id, officeId: office!.id, roleId: role!.id });
    return { office: office!, user: user! };
  });
}

/** Sets a user's password (the server policy applies) and signs them out everywhere. */
export async function resetPassword(db: Db, username: string, password: string) {
  const weak = validatePasswordStrength(password);
  if (weak) throw new AppError(weak.code);
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(sql`lower(${users.username}) = lower(${username})`)
    .returning({ id: users.id });
  if (!updated[0]) return undefined;
  await db.delete(tokens).where(eq(tokens.userId, updated[0].id));
  return updated[0];
}
