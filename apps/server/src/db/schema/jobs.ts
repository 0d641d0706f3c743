import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportReport } from '@cloud-exam/contract/sheet';
import { memberOwned } from './org';

/**
 * One import of a spreadsheet, for the member who uploaded it: the rows read from the file wait here until the
 * background job (pg-boss queue 'import') checks and writes them, then the job's state, progress and report. The
 * rows are dropped when the job ends; the report's file goes to the download centre.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberOwned(),
    /** The kind of import, as the download centre names its report (e.g. 'user.import'). */
    kind: text('kind').notNull(),
    /** 0 queued, 1 running, 2 done, 3 failed (contract ImportJobState). */
    state: smallint('state').notNull().default(0),
    progress: smallint('progress').notNull().default(0),
    /** The language the report is written in: the uploader's. */
    lang: text('lang').notNull(),
    /** Who started it, as the job acts for them: the session and the address, for the audit log. */
    actor: jsonb('actor').$type<{ username: string; roleId: string | null; authorities: string[]; ip: string }>().notNull(),
    /** What the import was started with besides the file (e.g. the bank a knowledge model goes into). */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    rows: jsonb('rows').$type<{ row: number; cells: string[] }[]>(),
    report: jsonb('report').$type<ImportReport>(),
    errorCode: integer('error_code'),
    fileTaskId: uuid('file_task_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_owner_idx').on(t.userId, t.officeId, t.createdAt), index('import_jobs_state_idx').on(t.state)],
);
