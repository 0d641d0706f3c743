import { healthApi } from '@cloud-exam/contract/system/health';
import { type ModuleProbes, probesFor } from '../../test/probes';

export const systemProbes: ModuleProbes = {
  rows: async () => ({}),
  endpoints: probesFor(healthApi, { health: 'own' }),
};
