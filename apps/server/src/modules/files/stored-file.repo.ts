import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

import type { StoredFilePurpose } from '../../db/schema';

export type { StoredFilePurpose };
export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The record of every file in the store. Reads are by key: whoever holds a key may have the file behind it. */
export function storedFileRepo(db: Db) {
  return {
    async insert(row: typeof storedFiles.$inferInsert) {
      await db.insert(storedFiles).values(row);
    },

    /** An institution's file of a purpose with these bytes (by their SHA-256), if it keeps one. */
    async findSame(officeId: string, purpose: StoredFilePurpose, sha256: string) {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.officeId, officeId), eq(storedFiles.purpose, purpose), eq(storedFiles.sha256, sha256)))
        .limit(1);
      return row;
    },

    /** An institution's file of a purpose by its key. */
    async findOwned(officeId: string, purpose: StoredFilePurpose, key: string) {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.officeId, officeId), eq(storedFiles.purpose, purpose), eq(storedFiles.key, key)))
        .limit(1);
      return row;
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
