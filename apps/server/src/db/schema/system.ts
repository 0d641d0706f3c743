import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key pairs the server keeps across restarts and shares between instances, e.g. the password-transport key. */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
