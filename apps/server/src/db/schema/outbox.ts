import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { offices } from './org';

/**
 * Every e-mail and text message the platform sends, kept as sent. Without SMTP or an SMS provider configured,
 * this table (and the log line written beside it) is the delivery: an administrator reads it in the console.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The institution the recipient acts in, when known; null for platform messages such as registration codes. */
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** logged: kept here only (no provider configured); sent; failed (see error). */
    status: text('status', { enum: ['logged', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_office_created_idx').on(t.officeId, t.createdAt)],
);
