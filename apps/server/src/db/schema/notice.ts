import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberOwned } from './org';

/** A notice to one user in one institution: the message centre and the header's unread count read these. */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberOwned(),
    /** 1 system notice, 2 business message, 3 to-do. */
    messageType: smallint('message_type').notNull().default(1),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_user_office_idx').on(t.userId, t.officeId, t.createdAt)],
);
