/** The download centre and the file store: every file the product keeps goes through here. */
export { createFileTasks, type FileOwner, type FileTasks } from './file-task.service';
export { fileRoutes } from './files.routes';
export { moveInlineFiles } from './inline-files';
export { createStoredFiles, interfaceImagePolicy, type StoredFiles } from './stored-file.service';
