import { importJobApi, ImportJobState } from '@cloud-exam/contract/files/import-job';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { type ModuleProbes, probesFor } from '../../test/probes';
import { xlsxOf } from '../../test/test-app';

/** An import's job is its starter's: nobody else may follow it. */
export const jobsProbes: ModuleProbes = {
  async rows(api, mark) {
    const { jobId } = await api.upload(deptApi.import, await xlsxOf([['', `${mark}导入部门`, '', '', '', '', '']]), 'd.xlsx');
    // The job runs in the background: wait for its end, so that what the owner reads stays still.
    for (let state: number = ImportJobState.queued; state !== ImportJobState.done && state !== ImportJobState.failed;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      state = (await api.call(importJobApi.status, { id: jobId })).state;
    }
    return { importJob: jobId };
  },
  endpoints: probesFor(importJobApi, {
    status: (r) => ({ id: r.importJob! }),
  }),
};
