import { customType, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberOwned } from './org';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A file produced for one user (an export, later reports and packages): the download centre lists these.
 * The content is kept in the database for FILE_TASK_KEEP_DAYS, so every server instance can hand it out.
 */
export const fileTasks = pgTable(
  'file_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberOwned(),
    systemId: text('system_id').notNull(),
    fileType: text('file_type').notNull(),
    fileName: text('file_name').notNull(),
    /** 0 being made, 1 ready, 2 failed. */
    status: smallint('status').notNull().default(0),
    mime: text('mime'),
    size: integer('size'),
    content: bytea('content'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('file_tasks_owner_idx').on(t.userId, t.officeId, t.createdAt), index('file_tasks_expires_idx').on(t.expiresAt)],
);
