import { Authority } from '@cloud-exam/contract/authorities';
import { auditEntrySchema, auditQuerySchema, pageOf } from '@cloud-exam/contract/org';
import { and, count, desc, eq, gte, ilike, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { requireAuthority } from '../../http/access';
import { ok, okResponse } from '../../http/envelope';
import { sessionOf } from '../../http/request-context';
import { likePattern } from '../../lib/sql-like';

/** GET /gl/ua/ogt/gl/audit/page: the institution's audit log, newest first, filtered on the server. */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/gl/ua/ogt/gl/audit/page',
    {
      config: requireAuthority(Authority.system),
      schema: {
        tags: ['organisation'],
        summary: 'Audit log of the institution: who did what, when, from where, on which record',
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: okResponse(pageOf(auditEntrySchema)),
      },
    },
    async (request) => {
      const { action, username, from, to, current, size } = request.query;
      const where = and(
        eq(auditLogs.officeId, sessionOf(request).officeId),
        action ? eq(auditLogs.action, action) : undefined,
        username ? ilike(auditLogs.username, likePattern(username)) : undefined,
        from ? gte(auditLogs.createdAt, new Date(from)) : undefined,
        to ? lte(auditLogs.createdAt, new Date(to)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLogs)
          .where(where)
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(size)
          .offset((current - 1) * size),
        db.select({ n: count() }).from(auditLogs).where(where),
      ]);
      return ok({
        records: rows.map((a) => ({
          id: a.id,
          username: a.username,
          action: a.action,
          targetType: a.targetType,
          targetId: a.targetId,
          targetName: a.targetName,
          detail: a.detail ?? null,
          ip: a.ip,
          createTime: a.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        current,
        size,
      });
    },
  );
}
