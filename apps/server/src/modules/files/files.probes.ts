import { fileTaskApi } from '@cloud-exam/contract/files/task';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { type ModuleProbes, probesFor } from '../../test/probes';

/** An export leaves a file in its maker's download centre; nobody else may fetch it. */
export const filesProbes: ModuleProbes = {
  async rows(api) {
    await api.call(deptApi.export);
    const [file] = (await api.call(fileTaskApi.page, { current: 1, size: 1 })).records;
    return { fileTask: file!.id };
  },
  endpoints: probesFor(fileTaskApi, {
    systems: 'own',
    fileTypes: 'own',
    page: 'own',
    download: (r) => ({ id: r.fileTask! }),
    // Removes only the caller's files among the ids, answering `deleted: 0` for another's (files.test.ts).
    remove: 'own',
  }),
};
