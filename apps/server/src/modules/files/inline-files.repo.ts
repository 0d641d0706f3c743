import { and, asc, eq, gt, isNotNull, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileTasks, offices, users } from '../../db/schema';

/**
 * The rows that still hold a file inline (from before the file store): a logo or an avatar as a data: URL, a
 * download-centre file as bytea. Read a few at a time, in id order after `after`, so that no more than a few are
 * in memory; each row is rewritten only if it still holds what was read (another instance may have moved it).
 */
const BATCH = 10;

export function inlineFileRepo(db: Db) {
  return {
    logos: (after: string) =>
      db
        .select({ id: offices.id, dataUrl: offices.logo })
        .from(offices)
        .where(and(like(offices.logo, 'data:%'), gt(offices.id, after)))
        .orderBy(asc(offices.id))
        .limit(BATCH),
    async setLogo(id: string, from: string, key: string) {
      const rows = await db
        .update(offices)
        .set({ logo: key })
        .where(and(eq(offices.id, id), eq(offices.logo, from)))
        .returning({ id: offices.id });
      return rows.length > 0;
    },

    avatars: (after: string) =>
      db
        .select({ id: users.id, dataUrl: users.profilePhoto })
        .from(users)
        .where(and(like(users.profilePhoto, 'data:%'), gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(BATCH),
    async setAvatar(id: string, from: string, key: string) {
      const rows = await db
        .update(users)
        .set({ profilePhoto: key })
        .where(and(eq(users.id, id), eq(users.profilePhoto, from)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    downloads: (after: string) =>
      db
        .select({
          id: fileTasks.id,
          officeId: fileTasks.officeId,
          userId: fileTasks.userId,
          fileName: fileTasks.fileName,
          mime: fileTasks.mime,
          content: fileTasks.content,
        })
        .from(fileTasks)
        .where(and(isNotNull(fileTasks.content), isNull(fileTasks.fileKey), gt(fileTasks.id, after)))
        .orderBy(asc(fileTasks.id))
        .limit(BATCH),
    async setDownload(id: string, key: string) {
      const rows = await db
        .update(fileTasks)
        .set({ fileKey: key, content: null })
        .where(and(eq(fileTasks.id, id), isNull(fileTasks.fileKey)))
        .returning({ id: fileTasks.id });
      return rows.length > 0;
    },
  };
}
