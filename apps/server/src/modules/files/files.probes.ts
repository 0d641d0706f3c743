import { storedFileApi } from '@cloud-exam/contract/files/stored-file';
import { fileTaskApi } from '@cloud-exam/contract/files/task';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { png } from '../../test/media-files';
import { type ModuleProbes, probesFor } from '../../test/probes';

/** An export leaves a file in its maker's download centre; nobody else may fetch it. */
export const filesProbes: ModuleProbes = {
  async rows(api, mark) {
    await api.call(deptApi.export);
    const [file] = (await api.call(fileTaskApi.page, { current: 1, size: 1 })).records;
    const image = await api.upload(storedFileApi.upload, png(), `${mark}.png`, { purpose: 'image' });
    return { fileTask: file!.id, storedFile: image.key };
  },
  endpoints: [
    ...probesFor(fileTaskApi, {
      systems: 'own',
      fileTypes: 'own',
      page: 'own',
      download: (r) => ({ id: r.fileTask! }),
      // Removes only the caller's files among the ids, answering `deleted: 0` for another's (files.test.ts).
      remove: 'own',
    }),
    ...probesFor(storedFileApi, {
      upload: 'own',
      // Served to whoever holds the key, whatever their institution, as an <img> fetches it: the bytes, not the
      // name the uploader gave (which carries the mark).
      serve: (r) => ({ key: r.storedFile! }),
    }),
  ],
};
