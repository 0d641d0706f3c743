import type { SystemSettings } from '@cloud-exam/contract/org/office';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { offices } from './org';

/** Key pairs the server keeps across restarts and shares between instances, e.g. the password-transport key. */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An institution's system settings (password policy, session length, captcha limits); absent keys take the defaults. */
export const officeSettings = pgTable('office_settings', {
  officeId: uuid('office_id')
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Partial<SystemSettings>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
