import { moduleOf } from '../../http/module';
import { fileTaskRoutes } from './file-task.routes';
import type { FilesDeps } from './files.deps';
import { storedFileRoutes } from './stored-file.routes';

/** The download centre and the file store: every file the product keeps goes through here. */
export { backgroundFile, type FileJob } from './background-file';
export { createFileTasks, type FileOwner, type FileTasks } from './file-task.service';
export type { FilesDeps } from './files.deps';
export { moveInlineFiles } from './inline-files';
export { createStoredFiles, interfaceImagePolicy, snapshotPolicy, type StoredFiles, type UploadPolicy } from './stored-file.service';
export const filesModule = moduleOf<FilesDeps>(fileTaskRoutes, storedFileRoutes);
