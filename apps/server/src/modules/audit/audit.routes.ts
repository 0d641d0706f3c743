import { auditLogApi } from '@cloud-exam/contract/audit/log';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { routes } from '../../http/route';
import { auditLogRepo } from './audit.repo';

/** GET /gl/ua/ogt/gl/audit/page: the institution's audit log, newest first, filtered on the server. */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  routes(app, auditLogApi, {
    page: (input, { tenant }) => auditLogRepo(db, tenant).page(input),
  });
}
