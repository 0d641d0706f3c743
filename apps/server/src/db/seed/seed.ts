import { SEEDED_NOTICES } from '@cloud-exam/contract/notice/notice';
import { generatePassword } from '../../lib/crypto';
import { createInstitutionWithAdmin, createPlatformOperator } from '../../modules/org';
import type { Db } from '../client';
import { eq } from 'drizzle-orm';
import { notices, OfficeKind, offices } from '../schema';

export const DEMO = { officeName: '云考试演示机构', username: 'admin', name: '管理员' } as const;

/** Stored in Chinese; the message centre shows them in the reader's language (SEEDED_NOTICES). */
const DEMO_NOTICES = SEEDED_NOTICES.map((n) => ({ messageType: n.messageType, ...n.text.zh }));

/**
 * On a database without institutions (a platform operator made first with the admin command may be there): a demo
 * institution whose administrator holds every authority, and with OPERATOR_PASSWORD the platform operator
 * `operator`. The password is ADMIN_PASSWORD, or generated; the caller prints it once. Answers undefined when there
 * was an institution already.
 */
export async function seedIfEmpty(db: Db, adminPassword?: string, operatorPassword?: string) {
  const existing = await db.select({ id: offices.id }).from(offices).where(eq(offices.kind, OfficeKind.institution)).limit(1);
  if (existing.length) return undefined;
  const password = adminPassword || generatePassword();
  const { office, user } = await createInstitutionWithAdmin(db, { ...DEMO, password });
  await db
    .insert(notices)
    .values(DEMO_NOTICES.map((n, i) => ({ ...n, officeId: office.id, userId: user.id, createdAt: new Date(Date.now() - i * 3_600_000) })));
  const operator = operatorPassword
    ? (await createPlatformOperator(db, { username: 'operator', password: operatorPassword })).user.username
    : undefined;
  return { officeName: DEMO.officeName, username: DEMO.username, password, generated: !adminPassword, operator };
}
