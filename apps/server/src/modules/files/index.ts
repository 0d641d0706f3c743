/** The download centre: every export keeps a copy here for its maker. */
export { createFileTasks, type FileOwner, type FileTasks } from './file-task.service';
export { fileRoutes } from './files.routes';
