import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import { ImportJobState } from '@cloud-exam/contract/files/import-job';
import type { Db } from '../../db/client';
import { importJobs } from '../../db/schema';
import { scopedRepo } from '../../db/scoped-repo';
import type { FileOwner } from '../files';

const scoped = scopedRepo(importJobs);

export type ImportJobRow = typeof importJobs.$inferSelect;
export type NewImportJob = Omit<typeof importJobs.$inferInsert, 'id' | 'officeId' | 'userId'>;

/** The imports of one member in the caller's institution: only theirs are seen. */
export function importJobRepo(db: Db, owner: FileOwner) {
  const base = scoped(db, owner);
  return {
    async insert(values: NewImportJob) {
      const [row] = await db
        .insert(importJobs)
        .values({ ...values, officeId: owner.officeId, userId: owner.userId })
        .returning({ id: importJobs.id });
      return row!.id;
    },
    /** One of the member's jobs, without its rows. */
    async find(id: string) {
      const { rows: _rows, ...listed } = getTableColumns(importJobs);
      const [row] = await db
        .select(listed)
        .from(importJobs)
        .where(base.where(eq(importJobs.userId, owner.userId), eq(importJobs.id, id)))
        .limit(1);
      return row;
    },
  };
}

const unfinished = inArray(importJobs.state, [ImportJobState.queued, ImportJobState.running]);

/** What the background worker reads and writes: it acts for the job's owner, whom the job row names. */
export const importJobWork = {
  /** Takes a queued or interrupted job to run; undefined when it has ended already (a job delivered twice). */
  async claim(db: Db, id: string) {
    const [row] = await db
      .update(importJobs)
      .set({ state: ImportJobState.running })
      .where(and(eq(importJobs.id, id), unfinished))
      .returning();
    return row;
  },
  /** What a job was started with (a file import's file among it). */
  async params(db: Db, id: string) {
    const [row] = await db.select({ params: importJobs.params }).from(importJobs).where(eq(importJobs.id, id)).limit(1);
    return row;
  },
  async progress(db: Db, id: string, progress: number) {
    await db.update(importJobs).set({ progress }).where(eq(importJobs.id, id));
  },
  /** Ends a job (in the import's own transaction when it wrote rows), dropping its rows. */
  async finish(db: Db, id: string, end: Pick<ImportJobRow, 'state' | 'report' | 'errorCode' | 'fileTaskId'> & { finishedAt: Date }) {
    await db
      .update(importJobs)
      .set({ ...end, progress: 100, rows: null })
      .where(and(eq(importJobs.id, id), unfinished));
  },
  /** Jobs not yet ended (a restart hands them to the queue again). */
  async unfinished(db: Db) {
    return db.select({ id: importJobs.id }).from(importJobs).where(unfinished);
  },
};
