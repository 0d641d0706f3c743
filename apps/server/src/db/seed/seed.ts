import { generatePassword } from '../../lib/crypto';
import { createInstitutionWithAdmin } from '../../modules/org';
import type { Db } from '../client';
import { notices, offices } from '../schema';

export const DEMO = { officeName: '云考试演示机构', username: 'admin', name: '管理员' } as const;

const DEMO_NOTICES = [
  { messageType: 1, title: '欢迎使用云考试', content: '这是演示机构。您可以在左侧菜单中打开各项功能，右上角可切换语言。' },
  { messageType: 3, title: '请完善机构信息', content: '在系统设置中填写机构名称、徽标与联系方式，考生将在考试页面看到它们。' },
];

/**
 * On an empty database: a demo institution whose administrator holds every authority. The password is
 * ADMIN_PASSWORD, or generated; the caller prints it once. Answers undefined when there was data already.
 */
export async function seedIfEmpty(db: Db, adminPassword?: string) {
  const existing = await db.select({ id: offices.id }).from(offices).limit(1);
  if (existing.length) return undefined;
  const password = adminPassword || generatePassword();
  const { office, user } = await createInstitutionWithAdmin(db, { ...DEMO, password });
  await db
    .insert(notices)
    .values(DEMO_NOTICES.map((n, i) => ({ ...n, officeId: office.id, userId: user.id, createdAt: new Date(Date.now() - i * 3_600_000) })));
  return { officeName: DEMO.officeName, username: DEMO.username, password, generated: !adminPassword };
}
