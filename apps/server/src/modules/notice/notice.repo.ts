import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(notices);

/** Whose notices: a member of the caller's institution; every query reads only theirs. */
export type Owner = Scope & { userId: string };

export type NoticeFilter = { messageType?: number; read?: boolean };
export type NoticeRow = typeof notices.$inferSelect;

/** The notices of one member in the caller's institution. */
export function noticeRepo(db: Db, owner: Owner) {
  const base = scoped(db, owner);
  const mine = eq(notices.userId, owner.userId);
  const unread = isNull(notices.readAt);
  const ofType = (messageType?: number) => (messageType ? eq(notices.messageType, messageType) : undefined);
  return {
    /** Newest first, filtered by type and read state, paged. */
    page({ messageType, read, ...paging }: NoticeFilter & { current: number; size: number }) {
      return base.page({
        ...paging,
        where: and(mine, ofType(messageType), read === undefined ? undefined : read ? isNotNull(notices.readAt) : unread),
        orderBy: [desc(notices.createdAt)],
      });
    },

    countUnread: (messageType?: number) => base.count(and(mine, unread, ofType(messageType))),

    /** The newest unread ones, of one type or all. */
    newestUnread: (size: number, messageType?: number) =>
      base.page({ current: 1, size, where: and(mine, unread, ofType(messageType)), orderBy: [desc(notices.createdAt)] }),

    async findOne(id: string): Promise<NoticeRow | undefined> {
      const [row] = await base.list({ where: and(mine, eq(notices.id, id)) });
      return row;
    },

    /** Marks the given notices read, or all of the member's when no ids are given; answers how many changed. */
    async markRead(ids: string[] | undefined, at: Date) {
      const rows = await db
        .update(notices)
        .set({ readAt: at })
        .where(base.where(mine, unread, ids ? inArray(notices.id, ids) : undefined))
        .returning({ id: notices.id });
      return rows.length;
    },
  };
}
