import { noticePageQuerySchema, noticePageSchema, noticeSchema } from '@cloud-exam/contract/account';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { notices } from '../../db/schema';
import { authenticated } from '../../http/access';
import { AppError } from '../../http/app-error';
import { ok, okResponse } from '../../http/envelope';
import { sessionOf } from '../../http/request-context';
import type { Clock } from '../../lib/clock';
import * as repo from './notice.repo';

const toNotice = (n: typeof notices.$inferSelect) => ({
  id: n.id,
  messageType: n.messageType,
  title: n.title,
  content: n.content,
  read: n.readAt !== null,
  createTime: n.createdAt.toISOString(),
});

/** The signed-in user's notices (spec §7 Portal, notice-info): list, unread count, detail, mark read. */
export async function noticeRoutes(app: FastifyInstance, { db, now }: { db: Db; now: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notice'];
  const security = [{ bearer: [] }];
  const owner = (request: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(request);
    return { userId: s.userId, officeId: s.officeId };
  };

  r.get(
    '/gl/pt/pt/notice-info/queryNoticeInfoPage',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'My notices, newest first',
        security,
        querystring: noticePageQuerySchema,
        response: okResponse(noticePageSchema),
      },
    },
    async (request) => {
      const { messageType, read, current, size } = request.query;
      const { rows, total } = await repo.findPage(
        db,
        owner(request),
        { messageType, read: read === undefined ? undefined : read === '1' },
        { current, size },
      );
      return ok({ records: rows.map(toNotice), total, current, size });
    },
  );

  r.get(
    '/gl/pt/pt/notice-info/queryNoticeInfoCount',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'How many of my notices are unread (optionally of one messageType)',
        security,
        querystring: z.object({ messageType: z.coerce.number().int().min(1).max(3).optional() }),
        response: okResponse(z.object({ unread: z.number().int() })),
      },
    },
    async (request) => ok({ unread: await repo.countUnread(db, owner(request), request.query.messageType) }),
  );

  r.get(
    '/gl/pt/ptApi/pt/notice-info/query/:id',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'One of my notices; reading it marks it read',
        security,
        params: z.object({ id: z.string().uuid() }),
        response: okResponse(noticeSchema),
      },
    },
    async (request) => {
      const o = owner(request);
      const notice = await repo.findOne(db, o, request.params.id);
      if (!notice) throw new AppError(ErrorCodes.notFound);
      if (!notice.readAt) await repo.markRead(db, o, [notice.id], new Date(now()));
      return ok({ ...toNotice(notice), read: true });
    },
  );

  r.post(
    '/gl/pt/pt/notice-info/update',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'Mark notices read: the given ids, or all of mine',
        security,
        body: z.object({ ids: z.array(z.string().uuid()).max(500).optional() }),
        response: okResponse(z.object({ updated: z.number().int() })),
      },
    },
    async (request) => ok({ updated: await repo.markRead(db, owner(request), request.body.ids, new Date(now())) }),
  );
}
