import { bannerApi } from '@cloud-exam/contract/portal/banner';
import { type ModuleProbes, probesFor } from '../../test/probes';

/**
 * Banners are the platform's alone: only its operators reach their endpoints (an institution is refused them, 403),
 * and those act on the platform office's rows only, so they name no institution's row.
 */
export const portalProbes: ModuleProbes = {
  rows: async () => ({
    // new:module adds rows above this line
  }),
  endpoints: [
    ...probesFor(bannerApi, { page: 'own', add: 'own', edit: 'own', setStatus: 'own', remove: 'own', list: 'own' }),
    // new:module adds endpoint probes above this line
  ],
};
