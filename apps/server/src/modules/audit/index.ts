import { moduleOf } from '../../http/module';
import { auditLogRoutes } from './audit-log.routes';
import type { AuditDeps } from './audit.deps';

/** The audit log: every module records its writes here, in the transaction of the change. */
export { changedFields, recordAudit, type AuditEntry } from './audit.repo';
export type { AuditDeps } from './audit.deps';
export const auditModule = moduleOf<AuditDeps>(auditLogRoutes);
