import type { FileTasks } from './file-task.service';
import type { StoredFiles } from './stored-file.service';

/** What the files module's routes are given. */
export type FilesDeps = { fileTasks: FileTasks; storedFiles: StoredFiles };
