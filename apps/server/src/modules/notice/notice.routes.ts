import { noticeApi } from '@cloud-exam/contract/notice/notice';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { NoticeDeps } from './notice.deps';
import { createNoticeService } from './notice.service';

/** The signed-in user's notices (spec §7 Portal, notice-info): list, unread count, the newest unread, the to-dos, detail, mark read. */
export async function noticeRoutes(app: FastifyInstance, { db, now }: NoticeDeps) {
  const notices = createNoticeService(db, now);
  routes(app, noticeApi, {
    page: (input, { tenant, request }) => notices.page(tenant, input, request.lang),
    unreadCount: (input, { tenant }) => notices.unreadCount(tenant, input),
    detail: (input, { tenant, request }) => notices.detail(tenant, input, request.lang),
    markRead: (input, { tenant }) => notices.markRead(tenant, input),
    latest: (input, { tenant, request }) => notices.latest(tenant, input, request.lang),
    deal: (input, { tenant, request }) => notices.deal(tenant, input, request.lang),
  });
}
