import {
  FILE_SYSTEMS,
  FILE_TASK_KEEP_DAYS,
  fileSystemOf,
  type FileTask,
  type FileTaskQuery,
  FileTaskStatus,
  type FileType,
  nameIn,
  systemOfFileType,
} from '@cloud-exam/contract/files';
import type { Language } from '@cloud-exam/contract/languages';
import { and, count, desc, eq, getTableColumns, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileTasks } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** Every query is the caller's own files in the caller's institution. */
export type FileOwner = { userId: string; officeId: string };

const DAY_MS = 86_400_000;
type Row = typeof fileTasks.$inferSelect;

/**
 * The download centre's files: each export leaves one here for FILE_TASK_KEEP_DAYS, so it can be fetched again
 * without being made again. Long work (reports, packages) will add rows that start as 'processing'.
 */
export function createFileTasks(db: Db, now: Clock) {
  const owned = (o: FileOwner, ...more: (SQL | undefined)[]) =>
    and(eq(fileTasks.userId, o.userId), eq(fileTasks.officeId, o.officeId), gt(fileTasks.expiresAt, new Date(now())), ...more);

  const toTask = (row: Omit<Row, 'content'>, lang: Language): FileTask => {
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

  return {
    systems: (lang: Language) => Object.entries(FILE_SYSTEMS).map(([id, system]) => ({ id, name: nameIn(system.name, lang) })),

    /** The kinds of file a system makes; an unknown system has none. */
    fileTypes: (systemId: string, lang: Language) =>
      Object.entries(fileSystemOf(systemId)?.types ?? {}).map(([id, names]) => ({ id, name: nameIn(names, lang) })),

    /** Keeps a finished file for its owner, and clears the owner's files that have expired. */
    async record(owner: FileOwner, file: { fileType: FileType; fileName: string; mime: string; data: Buffer }) {
      const at = new Date(now());
      await db.delete(fileTasks).where(and(eq(fileTasks.userId, owner.userId), lte(fileTasks.expiresAt, at)));
      await db.insert(fileTasks).values({
        ...owner,
        systemId: systemOfFileType(file.fileType)!,
        fileType: file.fileType,
        fileName: file.fileName,
        status: FileTaskStatus.done,
        mime: file.mime,
        size: file.data.length,
        content: file.data,
        createdAt: at,
        finishedAt: at,
        expiresAt: new Date(at.getTime() + FILE_TASK_KEEP_DAYS * DAY_MS),
      });
    },

    async page(owner: FileOwner, q: FileTaskQuery, lang: Language) {
      const where = owned(
        owner,
        q.systemId ? eq(fileTasks.systemId, q.systemId) : undefined,
        q.fileType ? eq(fileTasks.fileType, q.fileType) : undefined,
        q.status === undefined ? undefined : eq(fileTasks.status, q.status),
      );
      const { content: _content, ...listed } = getTableColumns(fileTasks);
      const [rows, [total]] = await Promise.all([
        db
          .select(listed)
          .from(fileTasks)
          .where(where)
          .orderBy(desc(fileTasks.createdAt), desc(fileTasks.id))
          .limit(q.size)
          .offset((q.current - 1) * q.size),
        db.select({ n: count() }).from(fileTasks).where(where),
      ]);
      return { records: rows.map((r) => toTask(r, lang)), total: total?.n ?? 0, current: q.current, size: q.size };
    },

    /** A ready file of the owner's, or undefined. */
    file: (owner: FileOwner, id: string) =>
      db
        .select({ fileName: fileTasks.fileName, mime: fileTasks.mime, content: fileTasks.content })
        .from(fileTasks)
        .where(owned(owner, eq(fileTasks.id, id), eq(fileTasks.status, FileTaskStatus.done)))
        .then((rows) => rows[0]),

    /** Removes the owner's files among the ids; answers how many went. */
    remove: (owner: FileOwner, ids: string[]) =>
      db
        .delete(fileTasks)
        .where(and(eq(fileTasks.userId, owner.userId), eq(fileTasks.officeId, owner.officeId), inArray(fileTasks.id, ids)))
        .returning({ id: fileTasks.id })
        .then((rows) => rows.length),
  };
}
export type FileTasks = ReturnType<typeof createFileTasks>;
