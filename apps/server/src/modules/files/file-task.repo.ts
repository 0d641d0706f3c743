import { and, desc, eq, getTableColumns, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileTasks } from '../../db/schema';
import { countOf, pageFrom, type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(fileTasks);

/** Whose files: a member of the caller's institution; every query reads only theirs. */
export type FileOwner = Scope & { userId: string };
export type FileTaskRow = typeof fileTasks.$inferSelect;
export type FileTaskFilter = { systemId?: string; fileType?: string; status?: number; current: number; size: number };

/** The files of one member in the caller's institution; those expired by `at` are no longer theirs to see. */
export function fileTaskRepo(db: Db, owner: FileOwner, at: Date) {
  const base = scoped(db, owner);
  const mine = eq(fileTasks.userId, owner.userId);
  const live = and(mine, gt(fileTasks.expiresAt, at));
  return {
    /** Keeps a file for the member. */
    async insert(values: Omit<typeof fileTasks.$inferInsert, 'id' | 'officeId' | 'userId' | 'content'>) {
      const [row] = await db
        .insert(fileTasks)
        .values({ ...values, officeId: owner.officeId, userId: owner.userId })
        .returning({ id: fileTasks.id });
      return row!.id;
    },

    /** Ends a file still being made (an export task); answers whether it was. */
    async finish(id: string, values: Pick<FileTaskRow, 'status' | 'size' | 'fileKey' | 'error' | 'finishedAt'>, processing: number) {
      const rows = await db
        .update(fileTasks)
        .set(values)
        .where(base.where(mine, eq(fileTasks.id, id), eq(fileTasks.status, processing)))
        .returning({ id: fileTasks.id });
      return rows.length > 0;
    },

    /** Newest first, filtered and paged. */
    page({ systemId, fileType, status, ...paging }: FileTaskFilter) {
      const { content: _content, fileKey: _fileKey, ...listed } = getTableColumns(fileTasks);
      const where = base.where(
        live,
        systemId ? eq(fileTasks.systemId, systemId) : undefined,
        fileType ? eq(fileTasks.fileType, fileType) : undefined,
        status === undefined ? undefined : eq(fileTasks.status, status),
      );
      return pageFrom(paging, (limit, offset) =>
        db
          .select({ ...listed, total: countOf(fileTasks, where) })
          .from(fileTasks)
          .where(where)
          .orderBy(desc(fileTasks.createdAt), desc(fileTasks.id))
          .limit(limit)
          .offset(offset),
      );
    },

    /** A file of the member's in this state, with its key in the file store; undefined when there is none. */
    async findFile(id: string, status: number) {
      const [row] = await db
        .select({ fileName: fileTasks.fileName, mime: fileTasks.mime, size: fileTasks.size, fileKey: fileTasks.fileKey })
        .from(fileTasks)
        .where(base.where(live, eq(fileTasks.id, id), eq(fileTasks.status, status)))
        .limit(1);
      return row;
    },

    /** Removes the member's files among the ids, expired or not; answers the keys of those that went. */
    async remove(ids: string[]) {
      const rows = await db
        .delete(fileTasks)
        .where(base.where(mine, inArray(fileTasks.id, ids)))
        .returning({ fileKey: fileTasks.fileKey });
      return rows.map((r) => r.fileKey);
    },
  };
}

/**
 * The periodic clearing of the download centre, for every institution at once (no member asks for it): removes the
 * files expired by `at`, answering their keys in the file store.
 */
export async function removeExpiredFileTasks(db: Db, at: Date) {
  const rows = await db.delete(fileTasks).where(lte(fileTasks.expiresAt, at)).returning({ fileKey: fileTasks.fileKey });
  return rows.map((r) => r.fileKey);
}
