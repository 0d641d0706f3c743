import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';

/** Every query is the caller's own notices in the caller's institution. */
export type Owner = { userId: string; officeId: string };
const owned = (o: Owner, ...more: (SQL | undefined)[]) => and(eq(notices.userId, o.userId), eq(notices.officeId, o.officeId), ...more);

export type NoticeFilter = { messageType?: number; read?: boolean };
const filtered = (f: NoticeFilter) => [
  f.messageType ? eq(notices.messageType, f.messageType) : undefined,
  f.read === undefined ? undefined : f.read ? isNotNull(notices.readAt) : isNull(notices.readAt),
];

export async function findPage(db: Db, owner: Owner, filter: NoticeFilter, page: { current: number; size: number }) {
  const where = owned(owner, ...filtered(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function countUnread(db: Db, owner: Owner, messageType?: number) {
  return db
    .select({ n: count() })
    .from(notices)
    .where(owned(owner, isNull(notices.readAt), messageType ? eq(notices.messageType, messageType) : undefined))
    .then((rows) => rows[0]?.n ?? 0);
}

export function findOne(db: Db, owner: Owner, id: string) {
  return db
    .select()
    .from(notices)
    .where(owned(owner, eq(notices.id, id)))
    .then((rows) => rows[0]);
}

/** Marks the given notices read, or all of the owner's when no ids are given; answers how many changed. */
export async function markRead(db: Db, owner: Owner, ids: string[] | undefined, at: Date) {
  const rows = await db
    .update(notices)
    .set({ readAt: at })
    .where(owned(owner, isNull(notices.readAt), ids ? inArray(notices.id, ids) : undefined))
    .returning({ id: notices.id });
  return rows.length;
}

export async function insertNotice(db: Db, row: typeof notices.$inferInsert) {
  await db.insert(notices).values(row);
}
