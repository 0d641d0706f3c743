import { SEEDED_NOTICES } from '@cloud-exam/contract/notice/notice';
import { generatePassword } from '../../lib/crypto';
import { createInstitutionWithAdmin, createPlatformOperator, platformOfficeId } from '../../modules/org';
import type { Db } from '../client';
import { eq } from 'drizzle-orm';
import { notices, OfficeKind, offices } from '../schema';

export const DEMO = { officeName: '云考试演示机构', username: 'admin', name: '管理员' } as const;
/** The platform's operator, who writes the portal (banners, news, downloads), with the administrator's password. */
export const DEMO_OPERATOR = { username: 'operator', name: '平台运营' } as const;

/** Stored in Chinese; the message centre shows them in the reader's language (SEEDED_NOTICES). */
const DEMO_NOTICES = SEEDED_NOTICES.map((n) => ({ messageType: n.messageType, ...n.text.zh }));

/**
 * On a database without institutions (a platform operator made first with the admin command may be there): a demo
 * institution whose administrator holds every authority, and the platform's operator `operator` (when there is none
 * yet). The administrator's password is ADMIN_PASSWORD, or generated; the operator's OPERATOR_PASSWORD, else the
 * administrator's. The caller prints them once. Answers undefined when there was an institution already.
 */
export async function seedIfEmpty(db: Db, adminPassword?: string, operatorPassword?: string) {
  const existing = await db.select({ id: offices.id }).from(offices).where(eq(offices.kind, OfficeKind.institution)).limit(1);
  if (existing.length) return undefined;
  const password = adminPassword || generatePassword();
  const { office, user } = await createInstitutionWithAdmin(db, { ...DEMO, password });
  await db
    .insert(notices)
    .values(DEMO_NOTICES.map((n, i) => ({ ...n, officeId: office.id, userId: user.id, createdAt: new Date(Date.now() - i * 3_600_000) })));
  const operatorFresh = !(await platformOfficeId(db));
  if (operatorFresh) await createPlatformOperator(db, { ...DEMO_OPERATOR, password: operatorPassword || password });
  return {
    officeName: DEMO.officeName,
    username: DEMO.username,
    password,
    generated: !adminPassword,
    ...(operatorFresh ? { operator: DEMO_OPERATOR.username, operatorPasswordSet: !!operatorPassword } : {}),
  };
}
