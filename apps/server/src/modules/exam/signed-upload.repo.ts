import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signedUploads } from '../../db/schema';

const DAY_MS = 86_400_000;

export type SignedUpload = typeof signedUploads.$inferSelect;

/**
 * Upload addresses handed out by getBucketTempCredential. They are found by their token, not by a tenant: who
 * holds the address acts for the member who asked for it, and the row says which institution that is.
 */
export const signedUploadRepo = (db: Db) => ({
  async add(row: typeof signedUploads.$inferInsert) {
    await db.insert(signedUploads).values(row);
    // addresses expired a day ago are of no use, even to tell why they are refused
    await db.delete(signedUploads).where(lt(signedUploads.expiresAt, new Date(row.expiresAt.getTime() - DAY_MS)));
  },

  /** The address of this token while it has not expired at `now`, whether used or not. */
  find: (tokenHash: string, now: Date) =>
    db
      .select()
      .from(signedUploads)
      .where(and(eq(signedUploads.tokenHash, tokenHash), gt(signedUploads.expiresAt, now)))
      .then((rows) => rows[0]),

  /** Takes the address for one file; false when another upload took it first. */
  claim: (tokenHash: string) =>
    db
      .update(signedUploads)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signedUploads.tokenHash, tokenHash), isNull(signedUploads.usedAt)))
      .returning({ tokenHash: signedUploads.tokenHash })
      .then((rows) => rows.length === 1),

  /** Frees an address whose upload was refused, so that the member can try another file. */
  release: (tokenHash: string) => db.update(signedUploads).set({ usedAt: null }).where(eq(signedUploads.tokenHash, tokenHash)),
});
