import type { Language } from '@cloud-exam/contract/languages';
import { MessageType, noticeTextIn, type noticeApi } from '@cloud-exam/contract/notice/notice';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { type NoticeRow, noticeRepo, type Owner } from './notice.repo';

type Input = Inputs<typeof noticeApi>;

const toNotice = (n: NoticeRow, lang: Language) => ({
  id: n.id,
  messageType: n.messageType,
  ...noticeTextIn(n, lang),
  read: n.readAt !== null,
  createTime: n.createdAt.toISOString(),
});

/** The signed-in member's notices: list, unread count, one (which reading marks read), mark read. */
export function createNoticeService(db: Db, now: Clock) {
  return {
    async page(owner: Owner, { read, ...filter }: Input['page'], lang: Language) {
      const page = await noticeRepo(db, owner).page({ ...filter, read: read === undefined ? undefined : read === '1' });
      return { ...page, records: page.records.map((n) => toNotice(n, lang)) };
    },

    unreadCount: async (owner: Owner, { messageType }: Input['unreadCount']) => ({
      unread: await noticeRepo(db, owner).countUnread(messageType),
    }),

    /** The header's and workbench's glance: the newest unread notices and how many are unread. */
    async latest(owner: Owner, { messageType, size }: Input['latest'], lang: Language) {
      const page = await noticeRepo(db, owner).newestUnread(size, messageType);
      return { records: page.records.map((n) => toNotice(n, lang)), unread: page.total };
    },

    /** The to-dos still to deal with: unread notices of the to-do type. */
    async deal(owner: Owner, { size }: Input['deal'], lang: Language) {
      const page = await noticeRepo(db, owner).newestUnread(size, MessageType.todo);
      return { records: page.records.map((n) => toNotice(n, lang)), total: page.total };
    },

    async detail(owner: Owner, { id }: Input['detail'], lang: Language) {
      const repo = noticeRepo(db, owner);
      const notice = await repo.findOne(id);
      if (!notice) throw new AppError(ErrorCodes.notFound);
      if (!notice.readAt) await repo.markRead([notice.id], new Date(now()));
      return { ...toNotice(notice, lang), read: true };
    },

    markRead: async (owner: Owner, { ids }: Input['markRead']) => ({
      updated: await noticeRepo(db, owner).markRead(ids, new Date(now())),
    }),
  };
}
