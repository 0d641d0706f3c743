import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import {
  FILE_SYSTEMS,
  FILE_TASK_KEEP_DAYS,
  fileSystemOf,
  type FileTask,
  type fileTaskApi,
  FileTaskStatus,
  type FileType,
  nameIn,
  systemOfFileType,
} from '@cloud-exam/contract/files/task';
import type { Language } from '@cloud-exam/contract/languages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { FileBody } from '../../lib/file-store';
import { type FileOwner, type FileTaskRow, fileTaskRepo, removeExpiredFileTasks } from './file-task.repo';
import type { StoredFiles } from './stored-file.service';

export type { FileOwner } from './file-task.repo';

type Input = Inputs<typeof fileTaskApi>;

const DAY_MS = 86_400_000;

const toTask = (row: Omit<FileTaskRow, 'content' | 'fileKey'>, lang: Language): FileTask => {
  const system = fileSystemOf(row.systemId);
  const type = system?.types[row.fileType];
  return {
    id: row.id,
    systemId: row.systemId,
    systemName: system ? nameIn(system.name, lang) : row.systemId,
    fileType: row.fileType,
    fileTypeName: type ? nameIn(type, lang) : row.fileType,
    fileName: row.fileName,
    status: row.status,
    size: row.size,
    error: row.error,
    createTime: row.createdAt.toISOString(),
    finishTime: row.finishedAt?.toISOString() ?? null,
    expireTime: row.expiresAt.toISOString(),
  };
};

/**
 * The download centre's files: each export leaves one here for FILE_TASK_KEEP_DAYS, so it can be fetched again
 * without being made again; every import leaves its report here. The files themselves are in the file store;
 * `removeExpired`, run on a schedule, clears them once expired.
 */
export function createFileTasks(db: Db, now: Clock, storedFiles: StoredFiles) {
  const repo = (owner: FileOwner) => fileTaskRepo(db, owner, new Date(now()));

  return {
    systems: (lang: Language) => Object.entries(FILE_SYSTEMS).map(([id, system]) => ({ id, name: nameIn(system.name, lang) })),

    /** The kinds of file a system makes; an unknown system has none. */
    fileTypes: (systemId: string, lang: Language) =>
      Object.entries(fileSystemOf(systemId)?.types ?? {}).map(([id, names]) => ({ id, name: nameIn(names, lang) })),

    /**
     * Keeps a finished file for its owner; `within` a transaction when the file goes with other writes (an import's
     * report with its rows).
     */
    async record(owner: FileOwner, file: { fileType: FileType; fileName: string; mime: string; data: Buffer }, within: Db = db) {
      const at = new Date(now());
      const files = fileTaskRepo(within, owner, at);
      const kept = await storedFiles.keep(owner, 'download', { name: file.fileName, contentType: file.mime, body: file.data }, { within });
      const id = await files.insert({
        systemId: systemOfFileType(file.fileType)!,
        fileType: file.fileType,
        fileName: file.fileName,
        status: FileTaskStatus.done,
        mime: file.mime,
        size: kept.size,
        fileKey: kept.key,
        createdAt: at,
        finishedAt: at,
        expiresAt: new Date(at.getTime() + FILE_TASK_KEEP_DAYS * DAY_MS),
      });
      return { id };
    },

    /** A file a background task is making: shown in the download centre as being made until `complete` or `fail`. */
    async begin(owner: FileOwner, file: { fileType: FileType; fileName: string; mime: string }) {
      const at = new Date(now());
      const id = await fileTaskRepo(db, owner, at).insert({
        systemId: systemOfFileType(file.fileType)!,
        fileType: file.fileType,
        fileName: file.fileName,
        status: FileTaskStatus.processing,
        mime: file.mime,
        createdAt: at,
        expiresAt: new Date(at.getTime() + FILE_TASK_KEEP_DAYS * DAY_MS),
      });
      return { id };
    },

    /**
     * Keeps the file a task made, whole or streamed as it is made (a large zip); a task ended already (a job delivered
     * twice) keeps what it had.
     */
    async complete(owner: FileOwner, id: string, file: { fileName: string; mime: string; data: FileBody }) {
      const kept = await storedFiles.keep(owner, 'download', { name: file.fileName, contentType: file.mime, body: file.data });
      const done = await repo(owner).finish(
        id,
        { status: FileTaskStatus.done, size: kept.size, fileKey: kept.key, error: null, finishedAt: new Date(now()) },
        FileTaskStatus.processing,
      );
      if (!done) await storedFiles.discard([kept.key]);
    },

    async fail(owner: FileOwner, id: string, error: string) {
      await repo(owner).finish(
        id,
        { status: FileTaskStatus.failed, size: null, fileKey: null, error, finishedAt: new Date(now()) },
        FileTaskStatus.processing,
      );
    },

    async page(owner: FileOwner, q: Input['page'], lang: Language) {
      const page = await repo(owner).page(q);
      return { ...page, records: page.records.map((r) => toTask(r, lang)) };
    },

    /** A ready file of the owner's, with its bytes; refused as not found otherwise. */
    async file(owner: FileOwner, id: string) {
      const file = await repo(owner).findFile(id, FileTaskStatus.done);
      const body = file?.fileKey ? await storedFiles.open(file.fileKey) : undefined;
      if (!file || !body) throw new AppError(ErrorCodes.notFound);
      return { fileName: file.fileName, mime: file.mime, size: file.size, body };
    },

    /**
     * Removes every institution's expired files, rows and bytes (run every hour by the job queue; until then an
     * expired file is neither listed nor served).
     */
    async removeExpired() {
      await storedFiles.discard(await removeExpiredFileTasks(db, new Date(now())));
    },

    /** Removes the owner's files among the ids; answers how many went. */
    async remove(owner: FileOwner, ids: string[]) {
      const keys = await repo(owner).remove(ids);
      await storedFiles.discard(keys);
      return { deleted: keys.length };
    },
  };
}
export type FileTasks = ReturnType<typeof createFileTasks>;
