import { auditLogApi } from '@cloud-exam/contract/audit/log';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { AuditDeps } from './audit.deps';
import { auditLogRepo } from './audit.repo';

/** GET /gl/ua/ogt/gl/audit/page: the institution's audit log, newest first, filtered on the server. */
export async function auditLogRoutes(app: FastifyInstance, { db }: AuditDeps) {
  routes(app, auditLogApi, {
    page: (input, { tenant }) => auditLogRepo(db, tenant).page(input),
  });
}
