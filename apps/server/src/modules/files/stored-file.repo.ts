import { and, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

import type { StoredFilePurpose } from '../../db/schema';

export type { StoredFilePurpose };
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** The record of every file in the store. Reads are by key: whoever holds a key may have the file behind it. */
export function storedFileRepo(db: Db) {
  return {
    /** Records one file, or many in one statement. */
    async insert(rows: NewStoredFile | NewStoredFile[]) {
      const all = [rows].flat();
      if (all.length) await db.insert(storedFiles).values(all);
    },

    /** An institution's files of a purpose with any of these bytes (by their SHA-256). */
    findSame(officeId: string, purpose: StoredFilePurpose, sha256s: string[]) {
      if (!sha256s.length) return Promise.resolve([]);
      return db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.officeId, officeId), eq(storedFiles.purpose, purpose), inArray(storedFiles.sha256, sha256s)));
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

    /** A file served to whoever holds its key: any but the download centre's (their owner's only) and uploads kept for a job. */
    async findServed(key: string) {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.key, key), notInArray(storedFiles.purpose, ['download', 'upload', 'snapshot'])))
        .limit(1);
      return row;
    },

    /** Forgets the files of a purpose kept before a time; answers their keys. */
    async removeOlder(purpose: StoredFilePurpose, before: Date) {
      const rows = await db
        .delete(storedFiles)
        .where(and(eq(storedFiles.purpose, purpose), lt(storedFiles.createdAt, before)))
        .returning({ key: storedFiles.key });
      return rows.map((r) => r.key);
    },
    /** Forgets the files of these keys; answers the keys there were files of. */
    async remove(keys: string[]) {
      if (!keys.length) return [];
      const rows = await db.delete(storedFiles).where(inArray(storedFiles.key, keys)).returning({ key: storedFiles.key });
      return rows.map((r) => r.key);
    },
  };
}
