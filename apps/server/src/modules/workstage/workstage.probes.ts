import { applicationRegisterApi, workStageApi } from '@cloud-exam/contract/workstage/workstage';
import { type ModuleProbes, probesFor } from '../../test/probes';

/** Applications are the platform's, which every member reads and only the operator writes (workstage.test.ts). */
export const workstageProbes: ModuleProbes = {
  rows: async () => ({}),
  endpoints: [
    ...probesFor(workStageApi, { queryApplication: 'own', checkApplication: 'own' }),
    ...probesFor(applicationRegisterApi, { query: 'own', page: 'own', add: 'own', update: 'own', remove: 'own' }),
  ],
};
