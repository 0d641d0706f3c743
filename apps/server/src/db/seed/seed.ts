import { generatePassword } from '../../lib/crypto';
import { createInstitutionWithAdmin } from '../../modules/org/institution-setup';
import type { Db } from '../client';
import { offices } from '../schema';

export const DEMO = { officeName: '云考试演示机构', username: 'admin', name: '管理员' } as const;

/**
 * On an empty database: a demo institution whose administrator holds every authority. The password is
 * ADMIN_PASSWORD, or generated; the caller prints it once. Answers undefined when there was data already.
 */
export async function seedIfEmpty(db: Db, adminPassword?: string) {
  const existing = await db.select({ id: offices.id }).from(offices).limit(1);
  if (existing.length) return undefined;
  const password = adminPassword || generatePassword();
  await createInstitutionWithAdmin(db, { ...DEMO, password });
  return { officeName: DEMO.officeName, username: DEMO.username, password, generated: !adminPassword };
}
