/** The audit log: every module records its writes here, in the transaction of the change. */
export { changedFields, recordAudit, type AuditEntry } from './audit.repo';
export { auditRoutes } from './audit.routes';
