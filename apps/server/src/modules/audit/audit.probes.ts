import { auditLogApi } from '@cloud-exam/contract/audit/log';
import { type ModuleProbes, probesFor } from '../../test/probes';

/** The audit log is read for the caller's own institution only. */
export const auditProbes: ModuleProbes = {
  rows: async () => ({}),
  endpoints: probesFor(auditLogApi, { page: 'own' }),
};
