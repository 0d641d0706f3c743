import { helpArticleApi, helpMenuApi } from '@cloud-exam/contract/help/help';
import { type ModuleProbes, probesFor } from '../../test/probes';

/**
 * Help is the platform's alone: only its operators reach the writes (an institution is refused them, 403), which act
 * on the platform office's rows, and the public reads answer the platform's rows only; none names an institution's row.
 */
export const helpProbes: ModuleProbes = {
  rows: async () => ({}),
  endpoints: [
    ...probesFor(helpMenuApi, { list: 'own', add: 'own', edit: 'own', remove: 'own' }),
    ...probesFor(helpArticleApi, {
      queryPage: 'own',
      searchPage: 'own',
      query: 'own',
      page: 'own',
      detail: 'own',
      add: 'own',
      edit: 'own',
      remove: 'own',
    }),
  ],
};
