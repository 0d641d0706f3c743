import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type { StoredFilePurpose } from '../../db/schema';
export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The record of every file in the store. Reads are by key: whoever holds a key may have the file behind it. */
export function storedFileRepo(db: Db) {
  return {
    async insert(row: typeof storedFiles.$inferInsert) {
      await db.insert(storedFiles).values(row);
    },

    /** A file served to whoever holds its key: any but the download centre's, which go to their owner only. */
    async findServed(key: string) {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.key, key), ne(storedFiles.purpose, 'download')))
        .limit(1);
      return row;
    },

    /** Forgets the files of these keys; answers the keys there were files of. */
    async remove(keys: string[]) {
      if (!keys.length) return [];
      const rows = await db.delete(storedFiles).where(inArray(storedFiles.key, keys)).returning({ key: storedFiles.key });
      return rows.map((r) => r.key);
    },
  };
}
